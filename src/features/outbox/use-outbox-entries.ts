import { useCallback, useEffect, useState } from 'react';
import { listOutbox, type OutboxEntry, subscribeOutbox } from '@/lib/offline/outbox/outbox';

export type OutboxEntriesState =
  | { status: 'loading' }
  | { status: 'ready'; entries: OutboxEntry[] }
  | { status: 'error'; message: string };

/** The outbox entries of the signed-in user (or visitor), newest first, kept current as they change. */
export function useOutboxEntries(): OutboxEntriesState {
  const [state, setState] = useState<OutboxEntriesState>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', entries: await listOutbox() });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message || 'The outbox could not be read.' });
    }
  }, []);
  useEffect(() => {
    void load();
    return subscribeOutbox(() => void load());
  }, [load]);
  return state;
}
