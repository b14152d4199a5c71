import type { Context, MiddlewareHandler } from 'hono';
import type { Moderator } from '../domain/moderation/audit-log.ts';
import type { AppEnv } from './context.ts';
import { forbidden } from './errors.ts';

export const MODERATORS_ONLY_MESSAGE = 'Only moderators can do that.';

/**
 * After signedIn: only accounts with the custom claim `moderator: true`
 * (granted by `npm run grant-moderator -- EMAIL`) get through; others get a
 * 403. The API enforces this whatever the screens show.
 */
export function moderatorsOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user').claims.moderator !== true) throw forbidden(MODERATORS_ONLY_MESSAGE);
    await next();
  };
}

/** The moderator acting, for the audit log (staff: their identity is recorded). */
export function moderatorOf(c: Context<AppEnv>): Moderator {
  const user = c.get('user');
  return { uid: user.uid, email: user.email };
}
