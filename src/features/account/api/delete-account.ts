import { api } from '@/lib/api-client';

export type AccountDeletion = {
  message: string;
  /** "in-progress" (202): signed out and disabled at once, erasure finishing in the background. */
  status?: 'deleted' | 'in-progress';
};

/** DELETE /api/user/account: the account, its reviews, votes and saved interviewers. */
export function deleteAccount(): Promise<AccountDeletion> {
  return api('/user/account', { method: 'DELETE', auth: 'required' });
}
