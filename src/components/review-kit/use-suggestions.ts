import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/components/combobox/use-debounced-value';

/** Live search waits this long after the last keystroke (SPEC.md section 9). */
export const SUGGEST_DEBOUNCE_MS = 500;

type Result<T> = { query: string; scope: string; items: T[] };

/**
 * Suggestions for a text box: nothing (and no call) for blank text; otherwise `load`, `delayMs` after
 * typing stops. A failed call answers an empty list ('No matches found'; SPEC.md section 8), logged
 * only. `scope` is part of the question (e.g. the search mode): changing it asks again.
 */
export function useSuggestions<T>(
  text: string,
  delayMs: number,
  load: (text: string, signal: AbortSignal) => Promise<T[]>,
  scope = '',
  enabled = true,
) {
  const trimmed = enabled ? text.trim() : '';
  const debounced = useDebouncedValue(trimmed, delayMs);
  const [result, setResult] = useState<Result<T> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    // Disabled (a branch without its company), the debounced text still holds the last words for a moment:
    // asking with them would send a request out of scope (GET /branches?companyId=, a 400).
    if (!debounced || !enabled) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    loadRef.current(debounced, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setResult({ query: debounced, scope, items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Suggestions failed:', error);
        setResult({ query: debounced, scope, items: [] });
      },
    );
    return () => controller.abort();
  }, [debounced, scope, enabled]);

  const current = result && result.query === trimmed && result.scope === scope ? result : null;
  return {
    /** False for blank text: no list at all. */
    active: trimmed !== '',
    /** Waiting for the debounce or for the answer. */
    loading: trimmed !== '' && current === null,
    items: current?.items ?? [],
  };
}
