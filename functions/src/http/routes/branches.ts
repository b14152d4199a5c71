import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { newBranchBody } from '../../contract/subject-requests.ts';
import { toBranchResponse } from '../../domain/branches/branch.ts';
import { branchesByIds, listBranches, MAX_IDS, resolveBranch } from '../../domain/branches/branches.ts';
import type { Coordinates } from '../../domain/geocoding/geocoder.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { queryInteger } from '../query-integer.ts';
import { validate } from '../validation.ts';
import { geocoderOf } from './geocode.ts';

export const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ids: z
    .string()
    .max(30 * 130)
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idField).max(MAX_IDS))
    .optional(),
  companyId: idField.optional(),
  limit: queryInteger(1, 100).default(50),
});

/** Best effort: a branch without coordinates is listed on the map page, just not pinned. */
export async function branchCoordinates(deps: AppDeps, city: string): Promise<Coordinates | null> {
  try {
    const hit = await geocoderOf(deps).geocode(city);
    return hit ? { lat: hit.lat, lng: hit.lng } : null;
  } catch (error) {
    deps.log.error('geocoding failed for a new branch', { error: String(error) });
    return null;
  }
}

/**
 * GET /branches[?search=][&companyId=] or ?ids=a,b,c (in that order, unknown left out),
 * POST /branches {name?, companyId, city, location[]}: resolve-or-create by
 * company + normalised city + location (201 new, 200 found).
 */
export function branchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/branches', validate('query', listQuery), async (c) => {
      const { search, ids, companyId, limit } = c.req.valid('query');
      const docs = ids
        ? await branchesByIds(deps.store, ids)
        : await listBranches(deps.store, { search, companyId, limit });
      return c.json(docs.map(toBranchResponse));
    })
    .post(
      '/branches',
      signedIn(deps),
      validate('json', newBranchBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const body = c.req.valid('json');
        const { branch, created } = await resolveBranch(
          deps.store,
          body.companyId,
          { name: body.name, city: body.city, location: body.location },
          await branchCoordinates(deps, body.city),
          deps.clock(),
          c.get('idempotency'),
          dailyAllowance(deps, c, 'additions'),
        );
        return c.json(toBranchResponse(branch), created ? 201 : 200);
      },
    );
}
