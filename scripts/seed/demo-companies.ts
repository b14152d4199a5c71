import { findOrCreateCompany } from '../../functions/src/domain/companies/companies.ts';
import { COMPANIES } from '../../functions/src/domain/companies/company.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import { DEMO_COMPANY_PROFILES } from './demo-data.ts';
import { DAY_MS } from './scale/distributions.ts';
import { type Industry, industryNamed } from './scale/vocabulary/industries.ts';

/** A demo company as the two areas need it: when it joined, and its industry for the texts. */
export type SeededCompany = { id: string; createdAt: Date; industry: Industry };

/** A time in [from, to], uniformly: the dates the site shows (to the day) spread out. */
export function between(rnd: () => number, from: number, to: number): Date {
  return new Date(from + Math.floor(Math.max(0, to - from) * rnd()));
}

/**
 * The demo companies, each joined on its own day over the past years, with
 * its industry stated as its tagline (and a line about it) where its card
 * and page show it.
 */
export async function seedDemoCompanies(
  store: DocumentStore,
  now: Date,
): Promise<Map<string, SeededCompany>> {
  const companies = new Map<string, SeededCompany>();
  for (const demo of DEMO_COMPANY_PROFILES) {
    const createdAt = new Date(now.getTime() - demo.since * DAY_MS);
    const { company } = await findOrCreateCompany(store, demo.name, createdAt);
    const industry = industryNamed(demo.industry);
    await store
      .batch()
      .update(COMPANIES, company.id, { tagline: industry.label, description: demo.description })
      .commit();
    companies.set(demo.name, { id: company.id, createdAt, industry });
  }
  return companies;
}
