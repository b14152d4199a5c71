import type { ForgotPasswordRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

/** POST /api/auth/rmi/forgot-password: mails a reset code if the account exists; the answer is always the same. */
export function forgotPassword(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return api('/auth/rmi/forgot-password', { method: 'POST', body: input, auth: 'none' });
}
