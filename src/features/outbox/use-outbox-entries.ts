import { useEffect, useState } from 'react';
import { latestOnly } from '@/lib/latest-only';
import { listOutbox, type OutboxEntry, subscribeOutbox } from '@/lib/offline/outbox/outbox';

export type OutboxEntriesState =
  | { status: 'loading' }
  | { status: 'ready'; entries: OutboxEntry[] }
  | { status: 'error'; message: string };

/** The outbox entries of the signed-in user (or visitor), newest first, kept current as they change. */
export function useOutboxEntries(): OutboxEntriesState {
  const [state, setState] = useState<OutboxEntriesState>({ status: 'loading' });
  useEffect(() => {
    const load = latestOnly(
      listOutbox,
      (entries) => setState({ status: 'ready', entries }),
      (error) =>
        setState({ status: 'error', message: (error as Error).message || 'The outbox could not be read.' }),
    );
    void load.run();
    const unsubscribe = subscribeOutbox(() => void load.run());
    return () => {
      unsubscribe();
      load.cancel();
    };
  }, []);
  return state;
}
