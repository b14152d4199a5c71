import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { normalizeName, slugify } from '../text/normalize.ts';
import { matchRank, prefixTokens, queryToken } from '../text/search-tokens.ts';
import { COMPANIES, COMPANY_NAMES, type CompanyData } from './company.ts';

export const MAX_COMPANY_NAME = 120;

/**
 * Finds the company with this name (case, accents and spacing ignored) or
 * creates it. Race-safe: the name document is created in the same transaction,
 * so two concurrent calls end with one company.
 */
export async function findOrCreateCompany(
  store: DocumentStore,
  name: string,
  now: Date,
): Promise<{ company: Doc<CompanyData>; created: boolean }> {
  const displayName = name.trim().replace(/\s+/g, ' ');
  const nameKey = normalizeName(displayName);
  return store.runTransaction(async (tx) => {
    const existing = await tx.get<{ companyId: string }>(COMPANY_NAMES, nameKey);
    if (existing) {
      const company = await tx.get<CompanyData>(COMPANIES, existing.data.companyId);
      if (company) return { company, created: false };
    }
    const id = store.newId();
    const data: CompanyData = {
      name: displayName,
      nameKey,
      slug: slugify(displayName),
      description: '',
      tagline: '',
      searchTokens: prefixTokens(displayName),
      createdAt: now,
      branchIds: [],
      totalManagers: 0,
      totalReviews: 0,
      ratingSum: 0,
      avgRating: 0,
    };
    tx.set(COMPANY_NAMES, nameKey, { companyId: id });
    tx.create(COMPANIES, id, data);
    return { company: { id, data }, created: true };
  });
}

/** Word-prefix search over company names, best matches first. */
export async function searchCompanies(
  store: DocumentStore,
  query: string,
  limit: number,
): Promise<Doc<CompanyData>[]> {
  const token = queryToken(query);
  if (!token) return [];
  // Over-fetch: candidates share the longest word's prefix; the other words are checked here.
  const candidates = await store.query<CompanyData>({
    collection: COMPANIES,
    where: [{ field: 'searchTokens', op: 'array-contains', value: token }],
    limit: 200,
  });
  return candidates
    .map((doc) => ({ doc, rank: matchRank(query, doc.data.name) }))
    .filter((m): m is { doc: Doc<CompanyData>; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.doc.data.nameKey.localeCompare(b.doc.data.nameKey))
    .slice(0, limit)
    .map((m) => m.doc);
}

/** All companies in name order, a page at a time. */
export async function listCompanies(store: DocumentStore, limit: number): Promise<Doc<CompanyData>[]> {
  return store.query<CompanyData>({ collection: COMPANIES, orderBy: [{ field: 'nameKey' }], limit });
}
