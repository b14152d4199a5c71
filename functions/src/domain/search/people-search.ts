import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { matchRank, queryToken } from '../text/search-tokens.ts';

/** What interviewers and managers share for search: their name, their company's, and both sets of prefix tokens. */
export type Searchable = DocData & {
  name: string;
  nameKey: string;
  companyName: string;
  searchTokens: string[];
  companyTokens: string[];
};

export type Ranked<T extends Searchable> = { doc: Doc<T>; rank: number };

/** Rank added to a company match, so that every name match of the same quality comes first. */
const COMPANY_MATCH_PENALTY = 3;

async function rankedBy<T extends Searchable>(
  store: DocumentStore,
  collection: string,
  query: string,
  token: string,
  by: 'name' | 'company',
  maxCandidates: number,
): Promise<Ranked<T>[]> {
  const candidates = await store.query<T>({
    collection,
    where: [{ field: by === 'name' ? 'searchTokens' : 'companyTokens', op: 'array-contains', value: token }],
    limit: maxCandidates,
  });
  const ranked: Ranked<T>[] = [];
  for (const doc of candidates) {
    const rank = matchRank(query, by === 'name' ? doc.data.name : doc.data.companyName);
    if (rank !== null) ranked.push({ doc, rank: by === 'name' ? rank : rank + COMPANY_MATCH_PENALTY });
  }
  return ranked;
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
  const token = queryToken(query);
  if (!token) return [];
  const [byName, byCompany] = await Promise.all([
    rankedBy<T>(store, collection, query, token, 'name', maxCandidates),
    rankedBy<T>(store, collection, query, token, 'company', maxCandidates),
  ]);
  const best = new Map<string, Ranked<T>>();
  for (const m of [...byName, ...byCompany]) {
    const seen = best.get(m.doc.id);
    if (!seen || m.rank < seen.rank) best.set(m.doc.id, m);
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.doc.data.nameKey.localeCompare(b.doc.data.nameKey) ||
        a.doc.id.localeCompare(b.doc.id),
    )
    .map((m) => m.doc);
}
