import { useEffect, useState } from 'react';
import { useSessionUid } from '@/components/session/use-session';
import { latestOnly } from '@/lib/latest-only';
import { findQueuedReview, type QueuedReview, subscribeOutbox } from '@/lib/offline/outbox/outbox';

export type { QueuedReview };

/**
 * The signed-in user's review of one subject that sits in the outbox (tag 'interviewer-review:<id>'
 * and the like): waiting to be sent, or refused as a duplicate. Kept current as the outbox changes,
 * in this tab or another; null for visitors, for no tag, and where IndexedDB cannot be read.
 */
export function useQueuedReview(tag: string | null): QueuedReview | null {
  const uid = useSessionUid();
  const [queued, setQueued] = useState<QueuedReview | null>(null);
  useEffect(() => {
    setQueued(null);
    if (!tag || !uid) return;
    // No IndexedDB (some private modes): nothing can be queued either, so a failed read shows nothing.
    const load = latestOnly(() => findQueuedReview(tag), setQueued);
    void load.run();
    const unsubscribe = subscribeOutbox(() => void load.run());
    return () => {
      unsubscribe();
      load.cancel();
    };
  }, [tag, uid]);
  return queued;
}
