import { api } from '@/lib/api-client';

/** DELETE /api/user/account: the account, its reviews, votes and saved interviewers. */
export function deleteAccount(): Promise<{ message: string }> {
  return api('/user/account', { method: 'DELETE', auth: 'required' });
}
