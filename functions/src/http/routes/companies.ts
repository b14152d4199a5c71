import { Hono } from 'hono';
import { z } from 'zod';
import {
  findOrCreateCompany,
  listCompanies,
  MAX_COMPANY_NAME,
  searchCompanies,
} from '../../domain/companies/companies.ts';
import { toCompanyResponse } from '../../domain/companies/company.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validate } from '../validation.ts';

const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const createBody = z.object({
  name: z.string().trim().min(1, 'Company name is required.').max(MAX_COMPANY_NAME),
});

/** GET /api/companies[?search=] and POST /api/companies (create-or-find by normalised name). */
export function companyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies', validate('query', listQuery), async (c) => {
      const { search, limit } = c.req.valid('query');
      const docs = search
        ? await searchCompanies(deps.store, search, limit)
        : await listCompanies(deps.store, limit);
      return c.json(docs.map(toCompanyResponse));
    })
    .post('/companies', signedIn(deps), validate('json', createBody), async (c) => {
      const { company, created } = await findOrCreateCompany(
        deps.store,
        c.req.valid('json').name,
        deps.clock(),
      );
      return c.json(toCompanyResponse(company), created ? 201 : 200);
    });
}
