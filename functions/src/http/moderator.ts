import type { Context, MiddlewareHandler } from 'hono';
import type { Moderator } from '../domain/moderation/audit-log.ts';
import { IdentityUnavailableError } from '../identity/identity.ts';
import { moderatorRoleFor } from '../identity/moderator-role.ts';
import { IDENTITY_UNAVAILABLE_MESSAGE } from './auth.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, forbidden } from './errors.ts';

export const MODERATORS_ONLY_MESSAGE = 'Only moderators can do that.';

/**
 * After signedIn: only accounts with the custom claim `moderator: true`
 * (granted by `npm run grant-moderator -- EMAIL`) get through; others get a
 * 403. The API enforces this whatever the screens show. The claim is read
 * where it cannot be forged (deps.moderatorRole, moderator-role.ts): from
 * the signed token in production, from the account with the Auth emulator.
 */
export function moderatorsOnly(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const role = deps.moderatorRole ?? moderatorRoleFor(deps.users);
  return async (c, next) => {
    let moderator: boolean;
    try {
      moderator = await role.isModerator(c.get('user'));
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      deps.log.error('moderator role unavailable', { error: String(error.cause) });
      throw new ApiError('unavailable', IDENTITY_UNAVAILABLE_MESSAGE, { retryAfter: 5 });
    }
    if (!moderator) throw forbidden(MODERATORS_ONLY_MESSAGE);
    await next();
  };
}

/** The moderator acting, for the audit log (staff: their identity is recorded). */
export function moderatorOf(c: Context<AppEnv>): Moderator {
  const user = c.get('user');
  return { uid: user.uid, email: user.email };
}
