import type { PasswordChangeRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

/**
 * POST /api/user/password { currentPassword, newPassword }: 403 when the current password is wrong.
 * Firebase Auth then revokes the account's sessions, this one too.
 */
export function changePassword(request: PasswordChangeRequest): Promise<{ message: string }> {
  return api('/user/password', {
    method: 'POST',
    body: request satisfies PasswordChangeRequest,
    auth: 'required',
  });
}
