import type { ResetPasswordRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = ResetPasswordRequest;

/** POST /api/auth/rmi/reset-password: sets a new password with the mailed code. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api('/auth/rmi/reset-password', { method: 'POST', body: input, auth: 'none' });
}
