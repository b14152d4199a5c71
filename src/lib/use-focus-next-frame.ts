import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Focuses `ref`'s element a frame after the render that follows a call to the returned function: an
 * alert just set takes the focus once it is drawn (a frame later, so it is first announced as it
 * appears). A frame asked for in the handler that set the alert could come before React had drawn it
 * after an awaited request, and the focus then stayed where it was (the response editor's test timed out
 * about once in 20 runs).
 */
export function useFocusNextFrame(ref: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [asked, ref]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
