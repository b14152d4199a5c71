// The All-Companies page's listings and directory letters, for the rendered page and the PWA alike
// (src/features/companies re-exports these): both must pick and group the same companies, or the page
// would change under the reader when the PWA takes over.

import { normalizeName } from './normalize.ts';
import { matchRank } from './search-tokens.ts';

/** SPEC.md section 9: rating at least 4.2, best first, first 4. */
export const TOP_RATED_MIN = 4.2;
export const LISTING_SIZE = 4;

export function topRated<C extends { avgRating: number }>(companies: C[]): C[] {
  return companies
    .filter((c) => c.avgRating >= TOP_RATED_MIN)
    .sort((a, b) => b.avgRating - a.avgRating)
    .slice(0, LISTING_SIZE);
}

export function recentlyAdded<C extends { createdAt: string }>(companies: C[]): C[] {
  return [...companies]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, LISTING_SIZE);
}

/** The directory's letters, in its jump links' order. */
export const DIRECTORY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter a name files under: its first letter without accents, '#' for digits and other scripts. */
export function letterOf(name: string): string {
  const first = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Consecutive entries under one letter. */
export function byLetter<E extends { name: string }>(items: E[]): { letter: string; items: E[] }[] {
  const runs: { letter: string; items: E[] }[] = [];
  for (const item of items) {
    const letter = letterOf(item.name);
    const last = runs[runs.length - 1];
    if (last?.letter === letter) last.items.push(item);
    else runs.push({ letter, items: [item] });
  }
  return runs;
}

/** "1 manager", "3 interviewers". */
export const countOf = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How much of the locations list shows before "Show all" (src/features/companies/components/locations-list.tsx). */
export const CITIES_SHOWN = 12;
export const COMPANIES_SHOWN = 8;

/**
 * The directory's first answer as the PWA asks for it (company-directory.tsx): `?q=` (trimmed, at most
 * 100 characters) and `?from=` (its first letter, lower case) from the page's address.
 */
export function directoryQuery(q: string | undefined, from: string | undefined): { q: string; from: string } {
  return { q: (q ?? '').trim(), from: (from ?? '').toLowerCase().slice(0, 1) };
}

/** The API path of a directory page (GET /companies/directory). */
export function directoryAnswerPath({ q, from }: { q: string; from: string }, cursor?: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q.slice(0, 100));
  if (from) params.set('from', from);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/companies/directory${query ? `?${query}` : ''}`;
}

/**
 * The directory's answer for `q` and `from` worked out from entries already at hand (offline: every
 * directory page this device saved), picked and ordered as the API does (company-directory.ts): each
 * query word prefixes a word of the name, the name from the letter on, A-Z by normalised name.
 */
export function filterDirectory<E extends { _id: string; name: string }>(
  entries: E[],
  { q, from }: { q: string; from: string },
): E[] {
  const unique = new Map<string, E>();
  for (const entry of entries) unique.set(entry._id, entry);
  const query = q.trim();
  const start = from.toLowerCase();
  return [...unique.values()]
    .map((entry) => ({ entry, key: normalizeName(entry.name) }))
    .filter(({ entry, key }) => (!start || key >= start) && (!query || matchRank(query, entry.name) !== null))
    .sort((a, b) => (a.key === b.key ? (a.entry._id < b.entry._id ? -1 : 1) : a.key < b.key ? -1 : 1))
    .map(({ entry }) => entry);
}
