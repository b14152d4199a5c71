import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads data for `key` (again when it changes, aborting the previous request; nothing while it is
 * null). `reload` fetches again and keeps showing the old data until the new arrives; `update`
 * changes the loaded data in place (e.g. after a vote). `initial` may give the data at once (the answers
 * a server-rendered page came with, src/lib/embedded-answers.ts): then the first render shows it, with no
 * loading state and no request.
 */
export function useAsyncData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: () => T | undefined,
) {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const data = key === null ? undefined : initial?.();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const shownKey = useRef<string | null>(state.status === 'ready' ? key : null);
  // The key whose data `initial` gave: its first load is already done.
  const given = useRef<string | null>(state.status === 'ready' ? key : null);

  useEffect(() => {
    if (key === null) return;
    if (given.current !== null) {
      const skip = given.current === key && attempt === 0;
      given.current = null;
      if (skip) return;
    }
    const controller = new AbortController();
    if (shownKey.current !== key) setState({ status: 'loading' });
    shownKey.current = key;
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);
  return { state, reload, update };
}
