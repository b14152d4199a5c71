import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { searchPeopleAnywhere } from '../search/people-search.ts';
import { matchRank, queryToken } from '../text/search-tokens.ts';
import { MANAGERS, type ManagerData } from './manager.ts';

export type SearchMode = 'name' | 'company';
export type Page<T> = { items: T[]; total: number };

/** Candidates one search reads before ranking; beyond this, longer queries narrow the results. */
export const MAX_SEARCH_CANDIDATES = 500;
/** SPEC.md section 9: manager search page size 9. */
export const MANAGER_PAGE_SIZE = 9;
/** GET /api/search answers at most this many (the results page paginates them, 9 a page). */
export const MAX_SEARCH_RESULTS = 90;

type Ranked = { doc: Doc<ManagerData>; rank: number };

async function ranked(store: DocumentStore, query: string, mode: SearchMode): Promise<Ranked[]> {
  const token = queryToken(query);
  if (!token) return [];
  const candidates = await store.query<ManagerData>({
    collection: MANAGERS,
    where: [
      { field: mode === 'name' ? 'searchTokens' : 'companyTokens', op: 'array-contains', value: token },
    ],
    limit: MAX_SEARCH_CANDIDATES,
  });
  return candidates
    .map((doc) => ({ doc, rank: matchRank(query, mode === 'name' ? doc.data.name : doc.data.companyName) }))
    .filter((m): m is Ranked => m.rank !== null);
}

const byRankThenName = (a: Ranked, b: Ranked) =>
  a.rank - b.rank || a.doc.data.nameKey.localeCompare(b.doc.data.nameKey) || a.doc.id.localeCompare(b.doc.id);

/**
 * GET /api/managers/search/{text}?searchMode=name|company: word-prefix search
 * by the manager's or their company's name, case and accents ignored, ranked
 * (exact, starts-with, word prefix; then by name), a page at a time.
 */
export async function searchManagers(
  store: DocumentStore,
  query: string,
  mode: SearchMode,
  page: number,
  limit: number,
): Promise<Page<Doc<ManagerData>>> {
  const all = (await ranked(store, query, mode)).sort(byRankThenName).map((m) => m.doc);
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
}

/** GET /api/search?q=: managers whose name or company matches; name matches first. */
export async function searchManagersAnywhere(
  store: DocumentStore,
  query: string,
  limit = MAX_SEARCH_RESULTS,
): Promise<Doc<ManagerData>[]> {
  return (await searchPeopleAnywhere<ManagerData>(store, MANAGERS, query, MAX_SEARCH_CANDIDATES)).slice(
    0,
    limit,
  );
}
