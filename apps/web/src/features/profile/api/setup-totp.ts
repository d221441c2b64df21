import type { TotpSetup } from '@console/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';

/** POST /auth/mfa/totp/setup: a new secret and the otpauth URL its QR code shows. */
export function setupTotp(): Promise<TotpSetup> {
  return postData<TotpSetup>('auth/mfa/totp/setup');
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
