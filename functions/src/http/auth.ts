import type { Context, MiddlewareHandler } from 'hono';
import { isMarkedForDeletion } from '../domain/accounts/account-deletion.ts';
import { readSessionFloor, type SessionEnd, sessionRefusal } from '../domain/accounts/session-floors.ts';
import { AccountDisabledError, type AuthUser, IdentityUnavailableError } from '../identity/identity.ts';
import { READ_REVOCATION_MAX_AGE_MS } from '../identity/session-revocations.ts';
import { currentRequestScope, type RequestGuard } from '../store/exactly-once-store.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';

/**
 * Reads may rely on what this instance learned about the account's revoked sessions a little earlier
 * (READ_REVOCATION_MAX_AGE_MS). A write checks only the token here: its own transaction reads the
 * account's session floor (issue 19, sessionGuard), so no write waits on Firebase Auth. A write
 * outside a request scope (none in the API) asks Firebase Auth as before.
 */
function verifyOptions(c: Context) {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (read) return { revocationMaxAgeMs: READ_REVOCATION_MAX_AGE_MS };
  return currentRequestScope() ? { checkRevoked: false } : { revocationMaxAgeMs: 0 };
}

export const IDENTITY_UNAVAILABLE_MESSAGE =
  'Your session could not be checked right now. Please try again shortly.';

export const ACCOUNT_BEING_DELETED_MESSAGE =
  'This account is being deleted: it has been signed out and can no longer be used.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';
export const SESSION_REVOKED_MESSAGE = 'Your session is invalid or has expired. Please sign in again.';
export const UNVERIFIED_WRITE_MESSAGE =
  'Your email address is not verified yet. Enter the 6-digit code we emailed you (or request a new one) to verify your account, then sign in again.';

const REFUSALS: Record<SessionEnd, string> = {
  revoked: SESSION_REVOKED_MESSAGE,
  disabled: ACCOUNT_DISABLED_MESSAGE,
  deleting: ACCOUNT_BEING_DELETED_MESSAGE,
};

/** The session check a write of `user` runs before it changes anything (RequestScope.guard). */
function sessionGuard(user: AuthUser): RequestGuard {
  return async (reader) => {
    const refusal = sessionRefusal(await readSessionFloor(reader, user.uid), user.authTime, Date.now());
    if (refusal) throw unauthenticated(REFUSALS[refusal]);
  };
}

/**
 * The verifier's answer; an unreachable Firebase Auth is a 503 with Retry-After, never a 401. A
 * disabled account is refused outright (401, which signs clients out) when a session is required,
 * saying why; where a session is optional its token counts for nothing.
 */
async function verified(
  deps: AppDeps,
  c: Context,
  token: string,
  required: boolean,
): Promise<AuthUser | null> {
  try {
    const options = verifyOptions(c);
    const user = await deps.identity.verify(token, options);
    const scope = currentRequestScope();
    if (user && options.checkRevoked === false && scope) scope.guard = sessionGuard(user);
    return user;
  } catch (error) {
    if (error instanceof IdentityUnavailableError) {
      deps.log.error('session check unavailable', { error: String(error.cause) });
      throw new ApiError('unavailable', IDENTITY_UNAVAILABLE_MESSAGE, { retryAfter: 5 });
    }
    if (error instanceof AccountDisabledError) {
      if (!required) return null;
      const deleting = await isMarkedForDeletion(deps.store, error.uid);
      throw unauthenticated(deleting ? ACCOUNT_BEING_DELETED_MESSAGE : ACCOUNT_DISABLED_MESSAGE);
    }
    throw error;
  }
}

/** The token of an `Authorization: Bearer` header, if one came. */
export function bearerToken(c: Context): string | null {
  return bearerTokenOf(c.req.raw);
}

/** bearerToken of a request (c.req.raw). */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The caller if a valid bearer token came with the request, else null. */
export async function optionalUser(deps: AppDeps, c: Context): Promise<AuthUser | null> {
  const token = bearerToken(c);
  return token ? verified(deps, c, token, false) : null;
}

/** The caller, or a 401 that says why. */
export async function requireUser(deps: AppDeps, c: Context): Promise<AuthUser> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated('Authentication required: send a Bearer ID token.');
  const user = await verified(deps, c, token, true);
  if (!user) throw unauthenticated(SESSION_REVOKED_MESSAGE);
  // Firebase's own sign-up endpoint makes accounts without our registration route: without this, an
  // address nobody verified (and registration's limits) would be no obstacle to writing. Reading one's
  // own data stays allowed: the app, signed in with Firebase before our login route sends an unverified
  // account to verify, reads it meanwhile, and nothing is written by a read.
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!user.emailVerified && !read) throw forbidden(UNVERIFIED_WRITE_MESSAGE);
  return user;
}

/** Middleware form of requireUser: runs before body validation, so a visitor gets 401, not 400. */
export function signedIn(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await requireUser(deps, c));
    await next();
  };
}
