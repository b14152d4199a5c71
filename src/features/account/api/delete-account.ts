import type { AccountDeletionRequest } from '@contract/account-requests';
import type { AccountDeletion } from '@contract/accounts';
import { api } from '@/lib/api-client';

/** status "in-progress" (202): signed out and disabled at once, erasure finishing in the background. */
export type { AccountDeletion };

/**
 * DELETE /api/user/account { currentPassword }: the account, its reviews, votes and saved
 * interviewers. 403 when the password is wrong.
 */
export function deleteAccount(currentPassword: string): Promise<AccountDeletion> {
  return api('/user/account', {
    method: 'DELETE',
    body: { currentPassword } satisfies AccountDeletionRequest,
    auth: 'required',
  });
}
