import { nameWords } from './normalize.ts';

/** Longest prefix we index; longer query words are matched on this prefix, then checked in full. */
export const MAX_PREFIX = 12;

/**
 * Every prefix of every word, stored on the document so that a word-prefix
 * search is one `array-contains` query (DESIGN.md section 5).
 */
export function prefixTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const word of nameWords(text)) {
      const limit = Math.min(word.length, MAX_PREFIX);
      for (let i = 1; i <= limit; i += 1) tokens.add(word.slice(0, i));
    }
  }
  return [...tokens];
}

/** The token to query with: the longest query word, cut to the indexed length. */
export function queryToken(query: string): string | null {
  const words = nameWords(query);
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, MAX_PREFIX);
}

/**
 * Rank of a candidate for a query: lower is better, null when some query word
 * is not a prefix of any word of the text. Exact name first, then names that
 * start with the query, then word-prefix matches.
 */
export function matchRank(query: string, text: string): number | null {
  const q = nameWords(query);
  const words = nameWords(text);
  if (q.length === 0) return null;
  if (!q.every((qw) => words.some((w) => w.startsWith(qw)))) return null;
  const qs = q.join(' ');
  const ts = words.join(' ');
  if (ts === qs) return 0;
  if (ts.startsWith(qs)) return 1;
  return 2;
}
