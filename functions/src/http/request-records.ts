import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AuthUser } from '../identity/identity.ts';
import { passRequestGuard, type RequestScope, runInRequestScope } from '../store/exactly-once-store.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { conflict } from './errors.ts';
import { KEY_REUSED_MESSAGE } from './idempotency.ts';
import { idempotencyOwnerOfUser } from './idempotency-owner.ts';

/** Long past any re-run of a transaction (seconds); the record only has to outlive its own request. */
export const SERVER_RECORD_TTL_MS = 60 * 60 * 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write gets a request scope (store/exactly-once-store.ts): each of its
 * write transactions records the request in its own commit, so Firestore's re-run of a
 * transaction whose commit went through answers the first result instead of writing again. The
 * record id is made here; an Idempotency-Key replaces it (idempotency.ts).
 */
export function requestRecords(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (READS.has(c.req.method)) return next();
    const scope: RequestScope = {
      recordId: deps.store.newId(),
      fingerprint: '',
      expiresAt: new Date(deps.clock().getTime() + SERVER_RECORD_TTL_MS),
      now: deps.clock,
      owner: () => ownerOf(deps, c),
      pseudonym: () => {
        const user = c.get('user') as AuthUser | undefined;
        return user ? actorOf(deps, c).authorKey : null;
      },
      mismatch: () => conflict(KEY_REUSED_MESSAGE),
      nonce: randomUUID(),
      started: 0,
      replayed: false,
      open: true,
    };
    return runInRequestScope(scope, async () => {
      await next();
      // A refused write (400, 404, 409...) changed nothing, so no transaction of it read the session
      // floor: a revoked session still hears 401 first, as when Firebase Auth was asked up front.
      if (scope.guard && c.res.status >= 400 && c.res.status !== 401) await passRequestGuard(deps.store);
    });
  };
}

function ownerOf(deps: AppDeps, c: Context<AppEnv>): string | null {
  const user = c.get('user') as AuthUser | undefined;
  return user ? idempotencyOwnerOfUser(deps.secrets.codes, user.uid) : null;
}
