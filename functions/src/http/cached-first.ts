import type { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from './context.ts';
import { type OriginSource, onlyVaries, varyByOrigin } from './cors.ts';
import type { CacheHit } from './public-read-cache.ts';

/** What cachedFirst asks, in the order of the app's middleware: the public read cache, then the caller's. */
export type CachedAnswers = {
  shared?: CacheHit;
  /** The caller read cache's hit (caller-read-cache.ts): it checks the session first. */
  caller?: (request: Request) => Promise<Response | null>;
};

/**
 * The app's fetch with its read caches asked before it routes anything (issue 19): a hit is what the
 * middleware chain answers for it (CORS outermost, then the public read cache, then the caller's),
 * without Hono's routing and composing the chain, a fifth of a cached read. Only where CORS would add
 * nothing but `Vary: Origin` (no origin a source is asked about); everything else, and every miss,
 * goes through the app as before, whose middleware looks again and makes the answer.
 */
export function cachedFirst(
  app: Hono<AppEnv>,
  sources: readonly OriginSource[],
  answers: CachedAnswers,
): Hono<AppEnv>['fetch'] {
  const dispatch = app.fetch;
  const { shared, caller } = answers;
  return (request, env, executionCtx) => {
    if (request.method !== 'GET' || !onlyVaries(sources, request))
      return dispatch(request, env, executionCtx);
    const found = shared?.(request, getPath(request));
    if (found) return varyByOrigin(found);
    if (!caller) return dispatch(request, env, executionCtx);
    return caller(request).then((mine) => (mine ? varyByOrigin(mine) : dispatch(request, env, executionCtx)));
  };
}
