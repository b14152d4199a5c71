import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/components/combobox/use-debounced-value';
import { searchInterviewers } from '@/features/interviewers/api/search-interviewers';
import type { Interviewer, SearchMode } from '@/features/interviewers/types';

/** Live search waits this long after the last keystroke (SPEC.md section 9). */
export const SUGGEST_DEBOUNCE_MS = 500;

type Result = { query: string; mode: SearchMode; items: Interviewer[] };

/**
 * Matches for the search box: nothing (and no call) for a blank query; otherwise the first page of
 * the search, 500 ms after typing stops. A failed search answers no matches (SPEC.md section 8).
 */
export function useInterviewerSuggestions(query: string, mode: SearchMode) {
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!debounced) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    searchInterviewers(debounced, mode, 1, controller.signal).then(
      (page) => setResult({ query: debounced, mode, items: page.items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Interviewer search failed:', error);
        setResult({ query: debounced, mode, items: [] });
      },
    );
    return () => controller.abort();
  }, [debounced, mode]);

  const current = result && result.query === trimmed && result.mode === mode ? result : null;
  return {
    /** False for a blank query: no list at all. */
    active: trimmed !== '',
    /** Waiting for the debounce or for the answer. */
    loading: trimmed !== '' && current === null,
    items: current?.items ?? [],
  };
}
