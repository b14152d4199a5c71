/**
 * Re-reads that may overlap (one per "the outbox changed" event) can answer out of order; applying
 * every answer as it comes would let an older read overwrite a newer one, and a screen would then
 * stay stale until the next event. This applies only the answer of the latest call.
 */
export function latestOnly<T>(
  read: () => Promise<T>,
  apply: (value: T) => void,
  fail: (error: unknown) => void = () => {},
): { run: () => Promise<void>; cancel: () => void } {
  let latest = 0;
  return {
    run: async () => {
      const call = ++latest;
      try {
        const value = await read();
        if (call === latest) apply(value);
      } catch (error) {
        if (call === latest) fail(error);
      }
    },
    // Nothing in flight may apply any more (the screen went away).
    cancel: () => {
      latest += 1;
    },
  };
}
