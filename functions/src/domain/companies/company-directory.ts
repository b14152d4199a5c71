import { DOCUMENT_ID, type Doc, type DocumentStore, type Filter } from '../../store/document-store.ts';
import { companyCities } from '../branches/company-cities.ts';
import { matchRank, queryToken } from '../text/search-tokens.ts';
import { COMPANIES, type CompanyData, companyAverage, interviewerCount } from './company.ts';

/**
 * The All-Companies directory (issue 14): every company A-Z by normalised name, a page at a time
 * after a cursor, optionally from a letter on and filtered by a word-prefix search. A page reads
 * `limit + 1` companies and their branches by id; nothing counts or scans the collection.
 * Filtered pages use the composite index (searchTokens CONTAINS, nameKey ASC) in firestore.indexes.json.
 */

export const DIRECTORY_PAGE_SIZE = 30;
export const MAX_DIRECTORY_PAGE = 100;
/** base64url of [nameKey, id], opaque to clients. */
export const DIRECTORY_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,700}$/;

export type DirectoryEntry = {
  _id: string;
  name: string;
  slug: string;
  /** Distinct branch cities, A-Z. */
  cities: string[];
  branchCount: number;
  /** The figures the company page shows: Managers, Interviewers, Reviews (of its managers), Avg Rating. */
  managers: number;
  interviewers: number;
  reviews: number;
  averageRating: number;
};

export type DirectoryRequest = {
  /** Word-prefix filter on the company name; blank for all. */
  q?: string | undefined;
  /** A lower-case letter a-z: start at the first name from it on. */
  from?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export type DirectoryPage = { items: DirectoryEntry[]; nextCursor: string | null };

function encodeCursor(doc: Doc<CompanyData>): string {
  return Buffer.from(JSON.stringify([doc.data.nameKey, doc.id])).toString('base64url');
}

/** The [nameKey, id] a cursor names, or null if it is not one of ours (the caller answers 400). */
export function parseDirectoryCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return [value[0] as string, value[1] as string];
    }
  } catch {
    // Falls through: not a cursor we wrote.
  }
  return null;
}

export async function companyDirectoryPage(
  store: DocumentStore,
  request: DirectoryRequest,
  after: [string, string] | null,
): Promise<DirectoryPage> {
  const q = request.q?.trim() ?? '';
  const where: Filter[] = [];
  if (q) {
    const token = queryToken(q);
    if (!token) return { items: [], nextCursor: null };
    where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  }
  if (request.from) where.push({ field: 'nameKey', op: '>=', value: request.from });
  const docs = await store.query<CompanyData>({
    collection: COMPANIES,
    where,
    orderBy: [{ field: 'nameKey' }, { field: DOCUMENT_ID }],
    ...(after ? { startAfter: after } : {}),
    limit: request.limit + 1,
  });
  const more = docs.length > request.limit;
  const page = more ? docs.slice(0, request.limit) : docs;
  // The token matched one word; every other query word must prefix a word of the name too. A page may
  // then show fewer than `limit`, but the cursor still names the last company read, so none is skipped.
  const shown = q ? page.filter((doc) => matchRank(q, doc.data.name) !== null) : page;
  const cities = await companyCities(store, shown);
  const last = page[page.length - 1];
  return {
    items: shown.map((doc) => toDirectoryEntry(doc, cities.get(doc.id) ?? [])),
    nextCursor: more && last ? encodeCursor(last) : null,
  };
}

export function toDirectoryEntry(doc: Doc<CompanyData>, cities: string[]): DirectoryEntry {
  const c = doc.data;
  return {
    _id: doc.id,
    name: c.name,
    slug: c.slug,
    cities,
    branchCount: c.branchIds.length,
    managers: c.totalManagers,
    interviewers: interviewerCount(c),
    reviews: c.totalReviews,
    averageRating: companyAverage(c),
  };
}

/**
 * The letters A-Z that some company's name files under, for the directory's jump links: a letter with
 * none would lead to a later letter's companies. One query of one company per letter that has any (each
 * skips to the next letter after the first name found), never a scan.
 */
export async function directoryLetters(store: DocumentStore): Promise<string[]> {
  const letters: string[] = [];
  let from = 'a';
  while (from <= 'z') {
    const [first] = await store.query<CompanyData>({
      collection: COMPANIES,
      where: [{ field: 'nameKey', op: '>=', value: from }],
      orderBy: [{ field: 'nameKey' }],
      limit: 1,
    });
    const letter = first?.data.nameKey.charAt(0);
    if (!letter || letter < 'a' || letter > 'z') break;
    letters.push(letter.toUpperCase());
    from = String.fromCharCode(letter.charCodeAt(0) + 1);
  }
  return letters;
}
