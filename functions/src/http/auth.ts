import type { Context, MiddlewareHandler } from 'hono';
import type { AuthUser } from '../identity/identity.ts';
import { READ_REVOCATION_MAX_AGE_MS } from '../identity/session-revocations.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { unauthenticated } from './errors.ts';

/**
 * Reads may rely on what this instance learned about the account's revoked sessions a little earlier
 * (READ_REVOCATION_MAX_AGE_MS); writes always ask Firebase Auth.
 */
function verifyOptions(c: Context) {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  return { revocationMaxAgeMs: read ? READ_REVOCATION_MAX_AGE_MS : 0 };
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The caller if a valid bearer token came with the request, else null. */
export async function optionalUser(deps: AppDeps, c: Context): Promise<AuthUser | null> {
  const token = bearerToken(c);
  return token ? deps.identity.verify(token, verifyOptions(c)) : null;
}

/** The caller, or a 401 that says why. */
export async function requireUser(deps: AppDeps, c: Context): Promise<AuthUser> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated('Authentication required: send a Bearer ID token.');
  const user = await deps.identity.verify(token, verifyOptions(c));
  if (!user) throw unauthenticated('Your session is invalid or has expired. Please sign in again.');
  return user;
}

/** Middleware form of requireUser: runs before body validation, so a visitor gets 401, not 400. */
export function signedIn(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await requireUser(deps, c));
    await next();
  };
}
