import type { SessionUser } from '@console/domain/schemas/auth';
import type { UpdateProfileBody } from '@console/domain/schemas/system';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getData, putData } from '../../../lib/http/client';
import { useSession } from '../../../lib/session';

/** The body the server validates (UpdateProfileBody in the domain schemas). */
export type ProfileBody = z.input<typeof UpdateProfileBody>;

/** PUT /system/user/profile, then re-reads the session user so the navbar and watermark follow. */
export async function updateProfile(body: ProfileBody): Promise<SessionUser> {
  await putData('system/user/profile', body);
  const user = await getData<SessionUser>('auth/user');
  useSession.setState({ user });
  return user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
