import type { Context } from 'hono';
import { type Actor, actorFor } from '../domain/shared/actor.ts';
import type { AuthUser } from '../identity/identity.ts';
import { requireUser } from './auth.ts';
import type { AppDeps, AppEnv } from './context.ts';

/** The signed-in caller as the domain sees them (pseudonym and keyed ids). Needs signedIn before. */
export function actorOf(deps: AppDeps, c: Context<AppEnv>): Actor {
  return actorFor(c.get('user').uid, deps.secrets.authorKey);
}

/**
 * For public reads that personalise when a bearer comes (isOwnReview, myVote):
 * no Authorization header is a visitor; a header with a bad or expired token
 * is a 401, so the client refreshes it rather than silently losing "mine".
 */
export async function actorIfSignedIn(deps: AppDeps, c: Context<AppEnv>): Promise<Actor | null> {
  if (!c.req.header('Authorization')) return null;
  c.set('personalised', true);
  const user: AuthUser = await requireUser(deps, c);
  // Whom the answer was made for (caller-read-cache.ts keeps it for that account only).
  c.set('user', user);
  return actorFor(user.uid, deps.secrets.authorKey);
}
