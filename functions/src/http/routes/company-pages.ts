import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { companyCities } from '../../domain/branches/company-cities.ts';
import { companyLocations } from '../../domain/branches/company-locations.ts';
import { getCompany } from '../../domain/companies/companies.ts';
import { toCompanyDetails } from '../../domain/companies/company.ts';
import { toManagerSummary } from '../../domain/managers/manager.ts';
import { managersOfCompany } from '../../domain/managers/managers.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validate } from '../validation.ts';
import { geocoderOf } from './geocode.ts';

/**
 * GET /companies/search/company/_/{id} -> {company (with its figures), managers[]}
 * (the company page), and GET /companies/locations -> [{city, lat, lng,
 * branchCount, companies[]}] (the All-Companies map, or its list fallback).
 */
export function companyPageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/search/company/_/:id', validate('param', z.object({ id: idField })), async (c) => {
      const company = await getCompany(deps.store, c.req.valid('param').id);
      const [managers, cities] = await Promise.all([
        managersOfCompany(deps.store, company.id),
        companyCities(deps.store, [company]),
      ]);
      return c.json({
        company: toCompanyDetails(company, cities.get(company.id) ?? []),
        managers: managers.map(toManagerSummary),
      });
    })
    .get('/companies/locations', async (c) => {
      return c.json(await companyLocations(deps.store, geocoderOf(deps)));
    });
}
