import type { PasswordChangeRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

/** POST /api/user/password { newPassword }. Firebase Auth then revokes the account's sessions, this one too. */
export function changePassword(newPassword: string): Promise<{ message: string }> {
  return api('/user/password', {
    method: 'POST',
    body: { newPassword } satisfies PasswordChangeRequest,
    auth: 'required',
  });
}
