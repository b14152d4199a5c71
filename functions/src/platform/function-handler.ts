import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The function's request handler, building its listener (the API app and its dependencies) on the
 * first request, not at load: deployment loads the entry module only to read its triggers.
 *
 * One build per instance whatever the concurrency: requests that arrive while the first build is
 * still loading modules wait for that same promise instead of starting builds of their own (a
 * second build would configure the one cached Firestore client again, which the SDK refuses). A
 * build that fails is forgotten, so the next request tries again instead of failing for ever.
 */
export function lazyListener(build: () => Promise<Listener>): Listener {
  let built: Promise<Listener> | undefined;
  return async (req, res) => {
    built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    const listener = await built;
    await listener(req, res);
  };
}
