import { Hono } from 'hono';
import { z } from 'zod';
import { newCompanyBody } from '../../contract/subject-requests.ts';
import {
  findOrCreateCompany,
  LISTING_SIZE,
  listCompanies,
  listRecent,
  listTopRated,
  searchCompanies,
} from '../../domain/companies/companies.ts';
import { toCompanyResponse } from '../../domain/companies/company.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { queryInteger } from '../query-integer.ts';
import { validate } from '../validation.ts';

export const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** All-Companies (issue 6): top = rated 4.2 or more, best first; recent = newest first. 4 unless limit says. */
  sort: z.enum(['name', 'top', 'recent']).default('name'),
  limit: queryInteger(1, 100).optional(),
});

/**
 * GET /api/companies[?search=][?sort=top|recent] and POST /api/companies
 * (create-or-find by normalised name).
 */
export function companyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies', validate('query', listQuery), async (c) => {
      const { search, sort, limit } = c.req.valid('query');
      const docs = search
        ? await searchCompanies(deps.store, search, limit ?? 50)
        : sort === 'top'
          ? await listTopRated(deps.store, limit ?? LISTING_SIZE)
          : sort === 'recent'
            ? await listRecent(deps.store, limit ?? LISTING_SIZE)
            : await listCompanies(deps.store, limit ?? 50);
      return c.json(docs.map(toCompanyResponse));
    })
    .post(
      '/companies',
      signedIn(deps),
      validate('json', newCompanyBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { company, created } = await findOrCreateCompany(
          deps.store,
          c.req.valid('json').name,
          deps.clock(),
          dailyAllowance(deps, c, 'additions'),
        );
        return c.json(toCompanyResponse(company), created ? 201 : 200);
      },
    );
}
