import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { companyCities } from '../branches/company-cities.ts';
import { searchCompanies } from '../companies/companies.ts';
import { type CompanyData, companyAverage } from '../companies/company.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import { MANAGERS, type ManagerData, managerStats } from '../managers/manager.ts';
import { slugify } from '../text/normalize.ts';
import { searchPeopleAnywhere } from './people-search.ts';

/**
 * The site's one search box (issue 14): companies, interviewers and managers whose name (or, for people,
 * company) matches by word prefix, grouped by kind, best first. Every kind reads through its own stored
 * prefix tokens (`array-contains`), never a scan.
 */

export const SEARCH_KINDS = ['companies', 'interviewers', 'managers'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Candidates read per token query; `total` counts matches among them (a lower bound beyond it). */
export const SITE_SEARCH_CANDIDATES = 200;

export type SiteSearchHit = {
  kind: 'company' | 'interviewer' | 'manager';
  id: string;
  name: string;
  /** Interviewers: position at company; managers: position · company · city; companies: branch cities. */
  line: string;
  /** Plain mean of the ratings, 2 decimals; 0 with no reviews. */
  average: number;
  reviewCount: number;
  /** The page to open, a path of the web app. */
  href: string;
};

export type SiteSearchGroup = { total: number; items: SiteSearchHit[] };
export type SiteSearchResult = { query: string } & Record<SearchKind, SiteSearchGroup>;

const segment = (name: string, fallback: string) => encodeURIComponent(slugify(name) || fallback);
const joined = (parts: (string | null | undefined)[], sep: string) => parts.filter(Boolean).join(sep);

function interviewerHit(doc: Doc<InterviewerData>): SiteSearchHit {
  const d = doc.data;
  return {
    kind: 'interviewer',
    id: doc.id,
    name: d.name,
    line: d.position ? `${d.position} at ${d.companyName}` : d.companyName,
    average: round2(averageOf(d)),
    reviewCount: d.reviewCount,
    href: `/interviewers/${encodeURIComponent(doc.id)}`,
  };
}

function managerHit(doc: Doc<ManagerData>): SiteSearchHit {
  const d = doc.data;
  const stats = managerStats(d);
  return {
    kind: 'manager',
    id: doc.id,
    name: d.name,
    line: joined([d.position, d.companyName, d.branchCity], ' · '),
    average: round2(averageOf(stats)),
    reviewCount: stats.reviewCount,
    href: `/management/managers/${segment(d.name, 'manager')}/${encodeURIComponent(doc.id)}`,
  };
}

function companyHit(doc: Doc<CompanyData>, cities: string[]): SiteSearchHit {
  const d = doc.data;
  return {
    kind: 'company',
    id: doc.id,
    name: d.name,
    line: cities.length > 0 ? cities.join(', ') : 'Company',
    average: companyAverage(d),
    reviewCount: d.totalReviews,
    href: `/companies/${encodeURIComponent(d.slug || slugify(d.name) || 'company')}/${encodeURIComponent(doc.id)}`,
  };
}

/** At most `limit` hits of each kind, with how many matched. */
export async function siteSearch(
  store: DocumentStore,
  query: string,
  limit: number,
): Promise<SiteSearchResult> {
  const [companies, interviewers, managers] = await Promise.all([
    searchCompanies(store, query, SITE_SEARCH_CANDIDATES),
    searchPeopleAnywhere<InterviewerData>(store, INTERVIEWERS, query, SITE_SEARCH_CANDIDATES),
    searchPeopleAnywhere<ManagerData>(store, MANAGERS, query, SITE_SEARCH_CANDIDATES),
  ]);
  const shownCompanies = companies.slice(0, limit);
  const cities = await companyCities(store, shownCompanies);
  return {
    query,
    companies: {
      total: companies.length,
      items: shownCompanies.map((doc) => companyHit(doc, cities.get(doc.id) ?? [])),
    },
    interviewers: { total: interviewers.length, items: interviewers.slice(0, limit).map(interviewerHit) },
    managers: { total: managers.length, items: managers.slice(0, limit).map(managerHit) },
  };
}
