// The word-prefix search every directory shares (DESIGN.md section 5): one `array-contains` query on a
// document's stored prefix tokens for the query's longest word, then every query word checked against the
// text the kind is searched by, and the matches ranked (exact, starts-with, word prefix). Each kind gives
// its collection, its token field, its text and how equal ranks are ordered.
import type { Doc, DocData, DocumentStore, Filter } from '../../store/document-store.ts';
import { matchRank, queryToken } from '../text/search-tokens.ts';

export type Ranked<T extends DocData> = { doc: Doc<T>; rank: number };

export type TokenSearch<T extends DocData> = {
  collection: string;
  /** The stored prefix tokens to query: `searchTokens`, or `companyTokens` for a person's company. */
  tokenField: string;
  /** Further conditions (a company's branches only), beside the token's. */
  also?: Filter[];
  /** The text a candidate is ranked by. */
  text(data: T): string;
  /** Candidates read at most; beyond this, longer queries narrow the results. */
  maxCandidates: number;
};

/** The candidates that match every query word, with their rank, in the store's order; [] for a query with no word. */
export async function rankedMatches<T extends DocData>(
  store: DocumentStore,
  search: TokenSearch<T>,
  query: string,
): Promise<Ranked<T>[]> {
  const token = queryToken(query);
  if (!token) return [];
  const candidates = await store.query<T>({
    collection: search.collection,
    where: [...(search.also ?? []), { field: search.tokenField, op: 'array-contains', value: token }],
    limit: search.maxCandidates,
  });
  const ranked: Ranked<T>[] = [];
  for (const doc of candidates) {
    const rank = matchRank(query, search.text(doc.data));
    if (rank !== null) ranked.push({ doc, rank });
  }
  return ranked;
}

/** Best rank first; equal ranks as `tie` orders them. */
export function bestFirst<T extends DocData>(
  ranked: Ranked<T>[],
  tie: (a: Doc<T>, b: Doc<T>) => number,
): Doc<T>[] {
  return ranked.sort((a, b) => a.rank - b.rank || tie(a.doc, b.doc)).map((m) => m.doc);
}

/**
 * The search of a directory searched by name alone (companies, departments): its `searchTokens`, equal
 * ranks by name; the first `limit` matches, best first.
 */
export async function searchByName<T extends DocData & { name: string; nameKey: string }>(
  store: DocumentStore,
  collection: string,
  query: string,
  limit: number,
): Promise<Doc<T>[]> {
  // Over-fetch: candidates share the longest word's prefix; the other words are checked here.
  const search = {
    collection,
    tokenField: 'searchTokens',
    text: (named: T) => named.name,
    maxCandidates: 200,
  };
  return bestFirst(await rankedMatches<T>(store, search, query), byNameKey).slice(0, limit);
}

/** Equal ranks by name (its folded key), then id, so a page boundary never shuffles. */
export function byNameKey(a: Doc<{ nameKey: string }>, b: Doc<{ nameKey: string }>): number {
  return a.data.nameKey.localeCompare(b.data.nameKey) || a.id.localeCompare(b.id);
}
