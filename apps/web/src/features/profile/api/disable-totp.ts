import type { TotpCodeBody } from '@console/domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** POST /auth/mfa/totp/disable with a current code (or a recovery code). */
export function disableTotp(body: TotpCodeBody): Promise<null> {
  return postData<null>('auth/mfa/totp/disable', body);
}

export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, mfaEnabled: false } });
      return client.invalidateQueries({ queryKey: queryKeys.profile.mfa });
    },
  });
}
