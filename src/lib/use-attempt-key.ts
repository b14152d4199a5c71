import { useCallback, useRef } from 'react';
import { attemptKeyFor, settleAttempt } from '@/lib/offline/attempt-keys';
import { requestFingerprint } from '@/lib/offline/outbox/request-fingerprint';

/**
 * Idempotency keys per submission attempt: a new key for new content, the same key again when the same
 * content is sent again after a failure (a retry of the same attempt), so the server applies it at most
 * once; also after a reload, as the outbox's sends (attempt-keys.ts keeps the key beside the drafts for
 * the day the server remembers it). `request` names the write and what it is about ('POST /contact',
 * `DELETE /reviews/${id}`): the same words sent to another place are another request. No uid in the
 * fingerprint: the server keeps keys per caller, and signing out removes them. Call `settle()` after a success.
 */
export function useAttemptKey(request: string) {
  const last = useRef<string | null>(null);
  const keyFor = useCallback(
    (payload: unknown): string => {
      last.current = requestFingerprint(JSON.stringify([request, payload]));
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
