import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import { searchByName } from '../search/token-search.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  foundSubject,
  newSubject,
  publishPending,
  readNamed,
  type SubjectPlan,
} from '../shared/pending-subjects.ts';
import { subjectIdFor } from '../shared/subject-ids.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { lookAlikeKey } from '../text/look-alike-key.ts';
import { normalizeName, slugify } from '../text/normalize.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { COMPANIES, COMPANY_LOOK_ALIKES, COMPANY_NAMES, type CompanyData } from './company.ts';
import { COMPANY_CATEGORIES, MANAGER_ASPECTS } from './review-scores.ts';
import { emptyStats } from './score-stats.ts';

export { MAX_COMPANY_NAME } from '../../contract/request-rules.ts';

/** Display form of a typed name: trimmed, inner spacing collapsed. */
export function tidyCompanyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A company's fields that come from its displayed name as someone wrote it. */
export function companyNamed(displayName: string): Pick<CompanyData, 'name' | 'slug' | 'searchTokens'> {
  return { name: displayName, slug: slugify(displayName), searchTokens: prefixTokens(displayName) };
}

/** A new company's document, with empty aggregates. */
export function newCompanyData(displayName: string, now: Date): CompanyData {
  return {
    ...companyNamed(displayName),
    nameKey: normalizeName(displayName),
    description: '',
    tagline: '',
    createdAt: now,
    branchIds: [],
    totalManagers: 0,
    totalInterviewers: 0,
    totalReviews: 0,
    ratingSum: 0,
    avgRating: 0,
    managerReviewStats: emptyStats(MANAGER_ASPECTS),
    companyReviewStats: emptyStats(COMPANY_CATEGORIES),
  };
}

/**
 * Inside a transaction: the company with this normalised name (else one whose
 * name reads alike: text/look-alike-key.ts), or a new one
 * (id and data) with the write that creates it and claims the name (pass
 * `data` to create it with changed figures, as rate-manager does). `pending`:
 * found, but made for a review that still waits (shared/pending-subjects.ts),
 * and then `company` is what this call would have made, at that id (the caller
 * must not learn how someone else named it, or when); `hold` writes a new one
 * that way instead of `create`.
 */
export async function findOrPlanCompany(
  tx: Transaction,
  name: string,
  now: Date,
): Promise<{ company: Doc<CompanyData> } & SubjectPlan<CompanyData>> {
  const displayName = tidyCompanyName(name);
  const nameKey = normalizeName(displayName);
  if (!nameKey) throw new DomainError('invalid', 'Company name must contain a letter or a digit.');
  const lookAlike = lookAlikeKey(displayName);
  const named = await readNamed<CompanyData>(tx, COMPANIES, 'companyId', [
    { collection: COMPANY_NAMES, id: nameKey },
    { collection: COMPANY_LOOK_ALIKES, id: lookAlike },
  ]);
  if (named?.subject) return { company: named.subject, ...foundSubject<CompanyData>() };
  if (named?.pending) {
    // As the caller would have made it (their spelling, dated now): nothing of the first author's.
    const found = { id: named.pending.id, data: newCompanyData(displayName, now) };
    return { company: found, ...foundSubject<CompanyData>(named.pending) };
  }
  const id = subjectIdFor({ collection: COMPANY_NAMES, id: nameKey });
  const company = { id, data: newCompanyData(displayName, now) };
  const claim = { collection: COMPANY_NAMES, id: nameKey, data: { companyId: id } };
  const lookAlikeClaim = { collection: COMPANY_LOOK_ALIKES, id: lookAlike, data: { companyId: id } };
  return { company, ...newSubject(COMPANIES, company, claim, lookAlikeClaim) };
}

/**
 * Inside a transaction: the company a "Rate a..." call names, by id (it must exist: 404) or by name
 * (findOrPlanCompany).
 */
export async function findOrPlanCompanyByRef(
  tx: Transaction,
  ref: { id: string } | { name: string },
  now: Date,
): Promise<{ company: Doc<CompanyData> } & SubjectPlan<CompanyData>> {
  if ('name' in ref) return findOrPlanCompany(tx, ref.name, now);
  const company = isDocId(ref.id) ? await tx.get<CompanyData>(COMPANIES, ref.id) : null;
  if (!company) throw new DomainError('not_found', 'Company not found.');
  return { company, ...foundSubject<CompanyData>() };
}

/**
 * Finds the company with this name (case, accents and spacing ignored) or
 * creates it. Race-safe: the name document is created in the same transaction,
 * so two concurrent calls end with one company.
 */
export async function findOrCreateCompany(
  store: DocumentStore,
  name: string,
  now: Date,
  /** Joined only when a profile is created (the daily allowance of new profiles: finding one uses nothing). */
  added?: TxParticipant,
): Promise<{ company: Doc<CompanyData>; created: boolean }> {
  return store.runTransaction(async (tx) => {
    const { company, created, pending, create } = await findOrPlanCompany(tx, name, now);
    // Still pending (made for a review that waits): added now, it is public from now, as if new.
    const adds = created || pending !== null;
    if (adds) await added?.read(tx);
    const made = pending ? { id: company.id, data: { ...company.data, createdAt: now } } : company;
    if (pending) publishPending(tx, pending, made.data);
    else create(tx);
    if (adds) added?.write(tx);
    return { company: made, created: adds };
  });
}

export async function getCompany(store: DocumentStore, id: string): Promise<Doc<CompanyData>> {
  const doc = isDocId(id) ? await store.get<CompanyData>(COMPANIES, id) : null;
  if (!doc) throw new DomainError('not_found', 'Company not found.');
  return doc;
}

/** SPEC.md section 9: "Top Rated Companies: rating at least 4.2, sorted descending, first 4." */
export const TOP_RATED_MIN = 4.2;
export const LISTING_SIZE = 4;

/** Companies rated at least `min` (their managers' reviews), best first. */
export async function listTopRated(
  store: DocumentStore,
  limit = LISTING_SIZE,
  min = TOP_RATED_MIN,
): Promise<Doc<CompanyData>[]> {
  return store.query<CompanyData>({
    collection: COMPANIES,
    where: [{ field: 'avgRating', op: '>=', value: min }],
    orderBy: [{ field: 'avgRating', direction: 'desc' }],
    limit,
  });
}

/** "Recently Added": newest first. */
export async function listRecent(store: DocumentStore, limit = LISTING_SIZE): Promise<Doc<CompanyData>[]> {
  return store.query<CompanyData>({
    collection: COMPANIES,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  });
}

/** Word-prefix search over company names, best matches first. */
export function searchCompanies(
  store: DocumentStore,
  query: string,
  limit: number,
): Promise<Doc<CompanyData>[]> {
  return searchByName<CompanyData>(store, COMPANIES, query, limit);
}

/** All companies in name order, a page at a time. */
export async function listCompanies(store: DocumentStore, limit: number): Promise<Doc<CompanyData>[]> {
  return store.query<CompanyData>({ collection: COMPANIES, orderBy: [{ field: 'nameKey' }], limit });
}
