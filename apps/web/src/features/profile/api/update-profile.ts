import type { SessionUser } from '@console/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { getData, putData } from '../../../lib/http/client';
import { useSession } from '../../../lib/session';

export interface ProfileBody {
  name?: string;
  wxHead?: string;
  phone?: string;
  email?: string;
}

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
