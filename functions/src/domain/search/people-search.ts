import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { bestFirst, byNameKey, type Ranked, rankedMatches, type TokenSearch } from './token-search.ts';

/** What interviewers and managers share for search: their name, their company's, and both sets of prefix tokens. */
export type Searchable = DocData & {
  name: string;
  nameKey: string;
  companyName: string;
  searchTokens: string[];
  companyTokens: string[];
};

export type SearchMode = 'name' | 'company';
export type Page<T> = { items: T[]; total: number };

/** Rank added to a company match, so that every name match of the same quality comes first. */
const COMPANY_MATCH_PENALTY = 3;

/** People of `collection` by their own name or by their company's. */
function peopleBy<T extends Searchable>(
  collection: string,
  by: SearchMode,
  maxCandidates: number,
): TokenSearch<T> {
  return by === 'name'
    ? { collection, tokenField: 'searchTokens', text: (person) => person.name, maxCandidates }
    : { collection, tokenField: 'companyTokens', text: (person) => person.companyName, maxCandidates };
}

/**
 * An interviewers' or managers' search page: people whose name (or company's name, by `mode`) matches the
 * query by word prefix, best first, then by name, a page at a time with the total.
 */
export async function searchPeople<T extends Searchable>(
  store: DocumentStore,
  collection: string,
  query: string,
  mode: SearchMode,
  at: { page: number; limit: number; maxCandidates: number },
): Promise<Page<Doc<T>>> {
  const matches = await rankedMatches(store, peopleBy<T>(collection, mode, at.maxCandidates), query);
  const all = bestFirst(matches, byNameKey);
  return { items: all.slice((at.page - 1) * at.limit, at.page * at.limit), total: all.length };
}

/**
 * People (interviewers or managers) whose name or company matches the query by word prefix, best first:
 * name matches before company matches of the same quality, then by name. Two `array-contains` queries on
 * the stored prefix tokens (DESIGN.md section 5), each reading at most `maxCandidates`.
 */
export async function searchPeopleAnywhere<T extends Searchable>(
  store: DocumentStore,
  collection: string,
  query: string,
  maxCandidates: number,
): Promise<Doc<T>[]> {
  const [byName, byCompany] = await Promise.all([
    rankedMatches(store, peopleBy<T>(collection, 'name', maxCandidates), query),
    rankedMatches(store, peopleBy<T>(collection, 'company', maxCandidates), query),
  ]);
  const best = new Map<string, Ranked<T>>();
  const penalised = byCompany.map((m) => ({ doc: m.doc, rank: m.rank + COMPANY_MATCH_PENALTY }));
  for (const m of [...byName, ...penalised]) {
    const seen = best.get(m.doc.id);
    if (!seen || m.rank < seen.rank) best.set(m.doc.id, m);
  }
  return bestFirst([...best.values()], byNameKey);
}
