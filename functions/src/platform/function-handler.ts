import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `build` run once, on first use, however many callers arrive while it runs: they all wait for the
 * same promise. A build that fails is forgotten, so the next caller tries again instead of
 * failing for ever.
 */
export function lazyOnce<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () => {
    built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };
}

/**
 * The function's request handler, building its listener (the API app and its dependencies) on the
 * first request, not at load: deployment loads the entry module only to read its triggers. One
 * build per instance whatever the concurrency: a second build would configure the one cached
 * Firestore client again, which the SDK refuses.
 */
export function lazyListener(build: () => Promise<Listener>): Listener {
  const listener = lazyOnce(build);
  return async (req, res) => {
    await (await listener())(req, res);
  };
}
