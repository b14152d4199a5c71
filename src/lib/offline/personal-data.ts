import { clearApiCaches } from '@/lib/offline/api-caches';
import { clearDrafts } from '@/lib/offline/draft-storage';
import { clearOutboxHistory, forgetOutboxOf } from '@/lib/offline/outbox/outbox';

/**
 * On sign-out: removes what this device kept for the user. The API caches (all of them: cached pages
 * may have been read while signed in), every form draft, and the user's sent outbox entries. Pending
 * and refused outbox entries stay for their author's next sign-in (see clearOutboxHistory), unless the
 * account was deleted: then all of the user's entries go. Never throws.
 */
export async function clearPersonalOfflineData(
  uid: string | null,
  { accountDeleted = false }: { accountDeleted?: boolean } = {},
): Promise<void> {
  clearDrafts();
  const outbox = accountDeleted && uid ? forgetOutboxOf(uid) : clearOutboxHistory(uid);
  const results = await Promise.allSettled([clearApiCaches(), outbox]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Offline data could not be cleared:', result.reason);
  }
}
