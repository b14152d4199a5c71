import type { AccountDeletion } from '@contract/accounts';
import { api } from '@/lib/api-client';

/** status "in-progress" (202): signed out and disabled at once, erasure finishing in the background. */
export type { AccountDeletion };

/** DELETE /api/user/account: the account, its reviews, votes and saved interviewers. */
export function deleteAccount(): Promise<AccountDeletion> {
  return api('/user/account', { method: 'DELETE', auth: 'required' });
}
