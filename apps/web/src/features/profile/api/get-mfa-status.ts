import type { MfaStatus } from '@console/domain/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/mfa: whether TOTP is on, whether a role requires it, recovery codes left. */
export function getMfaStatus(): Promise<MfaStatus> {
  return getData<MfaStatus>('auth/mfa');
}

export function useMfaStatus() {
  return useQuery({ queryKey: queryKeys.profile.mfa, queryFn: getMfaStatus });
}
