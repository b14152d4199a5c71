import type { RegisterRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

export type RegisterInput = RegisterRequest;

/** POST /api/auth/rmi/register: creates the account unverified and mails a 6-digit code. */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return api('/auth/rmi/register', { method: 'POST', body: input, auth: 'none' });
}
