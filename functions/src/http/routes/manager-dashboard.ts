import { Hono } from 'hono';
import { managerDashboard } from '../../domain/claims/dashboard.ts';
import { isClaimantOf } from '../../domain/claims/profile-claims.ts';
import { moderatorRoleFor } from '../../identity/moderator-role.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { forbidden } from '../errors.ts';
import { validate } from '../validation.ts';
import { claimParam } from './profile-claims.ts';

export const DASHBOARD_FORBIDDEN_MESSAGE = 'Only the manager who claimed this profile can see its dashboard.';

/**
 * GET /managers/{id}/dashboard (issue 17 item 2): the claimant's private dashboard. Only the active
 * claimant and moderators: 401 signed out, 403 anyone else. Never cached (no-store, personal).
 */
export function managerDashboardRoutes(deps: AppDeps) {
  const role = deps.moderatorRole ?? moderatorRoleFor(deps.users);
  return new Hono<AppEnv>().get(
    '/managers/:id/dashboard',
    signedIn(deps),
    validate('param', claimParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const user = c.get('user');
      if (!(await isClaimantOf(deps.store, id, user.uid)) && !(await role.isModerator(user))) {
        throw forbidden(DASHBOARD_FORBIDDEN_MESSAGE);
      }
      return c.json(await managerDashboard(deps.store, id, deps.clock()));
    },
  );
}
