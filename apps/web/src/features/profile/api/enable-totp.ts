import type { RecoveryCodes, TotpCodeBody } from '@console/domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auth/mfa/totp/enable: the first code turns TOTP on; answers the recovery codes, this once. */
export function enableTotp(body: TotpCodeBody): Promise<RecoveryCodes> {
  return postData<RecoveryCodes>('auth/mfa/totp/enable', body);
}

export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.mfa }),
  });
}
