import type { ChangePasswordBody } from '@console/domain/schemas/system';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { putData } from '../../../lib/http/client';

/** PUT /system/user/profile/password; the server signs out the user's other sessions. */
export function changePassword(body: z.input<typeof ChangePasswordBody>): Promise<null> {
  return putData<null>('system/user/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
