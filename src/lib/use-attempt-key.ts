import { useCallback, useRef } from 'react';
import { useSessionStore } from '@/features/auth/session-store';
import { attemptKeyFor, settleAttempt } from '@/lib/offline/attempt-keys';
import { visitorFingerprint } from '@/lib/offline/draft-storage';
import { requestFingerprint } from '@/lib/offline/outbox/request-fingerprint';

/**
 * Idempotency keys per submission attempt: a new key for new content, the same key again when the same
 * content is sent again after a failure (a retry of the same attempt), so the server applies it at most
 * once; also after a reload, as the outbox's sends (attempt-keys.ts keeps the key beside the drafts for
 * the day the server remembers it). `request` names the write and what it is about ('POST /contact',
 * `DELETE /reviews/${id}`): the same words sent to another place are another request. The fingerprint
 * names the caller too (null for a visitor), as the outbox's does: a session that ends without a sign-out
 * (an expired token, another tab) leaves its keys in storage, and the next account on this device must not
 * be handed them. A visitor's key is kept for the tab's session, as their draft is. Call `settle()` after a success.
 */
export function useAttemptKey(request: string) {
  const last = useRef<string | null>(null);
  const keyFor = useCallback(
    (payload: unknown): string => {
      // Read at send time: the account signed in now is the one whose token goes with the request.
      const author = useSessionStore.getState().user?.uid ?? null;
      const fingerprint = requestFingerprint(JSON.stringify([author, request, payload]));
      last.current = author === null ? visitorFingerprint(fingerprint) : fingerprint;
      return attemptKeyFor(last.current);
    },
    [request],
  );
  const settle = useCallback(() => {
    if (last.current !== null) settleAttempt(last.current);
    last.current = null;
  }, []);
  return { keyFor, settle };
}
