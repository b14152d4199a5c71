import { useCallback, useRef } from 'react';

/**
 * Idempotency keys per submission attempt: a new crypto.randomUUID() for new content, the same key
 * again when the same content is sent again after a failure (a retry of the same attempt), so the
 * server applies it at most once. Call `settle()` after a success.
 */
export function useAttemptKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const fingerprint = JSON.stringify(payload);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID() };
    }
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, settle };
}
