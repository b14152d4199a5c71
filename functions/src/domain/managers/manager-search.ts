import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { type Page, type SearchMode, searchPeople, searchPeopleAnywhere } from '../search/people-search.ts';
import { MANAGERS, type ManagerData } from './manager.ts';

/** Candidates one search reads before ranking; beyond this, longer queries narrow the results. */
export const MAX_SEARCH_CANDIDATES = 500;
/** SPEC.md section 9: manager search page size 9. */
export const MANAGER_PAGE_SIZE = 9;
/** GET /api/search answers at most this many (the results page paginates them, 9 a page). */
export const MAX_SEARCH_RESULTS = 90;

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
  return searchPeople<ManagerData>(store, MANAGERS, query, mode, {
    page,
    limit,
    maxCandidates: MAX_SEARCH_CANDIDATES,
  });
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
