import type { GeocodeScript } from '@contract/accounts';
import type { CompanyPage, DirectoryEntry, DirectoryLetters } from '@contract/subjects';
import type { Company, CompanyLocation } from '@/features/companies/types';
import {
  type AnswerMeta,
  type ApiResult,
  answerMeta,
  api,
  apiWithHeaders,
  apiWithMeta,
  embeddedAnswer,
} from '@/lib/api-client';
import { savedListAnswers } from '@/lib/offline/saved-answers';
import {
  directoryAnswerPath,
  filterDirectory,
} from '../../../../functions/src/domain/text/company-listings.ts';

export type { CompanyPage };

/** GET /api/companies/search/company/_/{id} -> {company (with its figures), managers[]}. */
export function getCompanyPage(id: string, signal?: AbortSignal): Promise<ApiResult<CompanyPage>> {
  return apiWithMeta<CompanyPage>(`/companies/search/company/_/${encodeURIComponent(id)}`, { signal });
}

/** The same answer, when a server-rendered page came with it (first render only). */
export function embeddedCompanyPage(id: string): ApiResult<CompanyPage> | undefined {
  const answer = embeddedAnswer<CompanyPage>(`/companies/search/company/_/${encodeURIComponent(id)}`);
  return answer && { data: answer.data, ...answerMeta(answer.headers) };
}

/** GET /api/companies?sort=top|recent: the All-Companies listings (4 each). */
export async function listCompanies(sort: 'top' | 'recent', signal?: AbortSignal): Promise<Company[]> {
  const data = await api<Company[]>(`/companies?sort=${sort}`, { signal });
  return Array.isArray(data) ? data : [];
}

/** The listing, when a server-rendered /All-Companies came with it (first render only). */
export function embeddedCompanies(sort: 'top' | 'recent'): Company[] | undefined {
  const data = embeddedAnswer<Company[]>(`/companies?sort=${sort}`)?.data;
  return Array.isArray(data) ? data : undefined;
}

/** The locations, when a server-rendered /All-Companies came with them (first render only). */
export function embeddedLocations(): CompanyLocation[] | undefined {
  const data = embeddedAnswer<CompanyLocation[]>('/companies/locations')?.data;
  return Array.isArray(data) ? data : undefined;
}

/** GET /api/companies/locations -> one entry per city with the companies there. */
export async function listLocations(signal?: AbortSignal): Promise<CompanyLocation[]> {
  const data = await api<CompanyLocation[]>('/companies/locations', { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * GET /api/geocode/script -> {scriptUrl} when the server has a Maps key; {scriptUrl: null} without one,
 * as in the embedded default, where the page lists the locations instead of drawing a map.
 */
export async function mapsApiKey(signal?: AbortSignal): Promise<string | null> {
  try {
    const { scriptUrl } = await api<GeocodeScript>('/geocode/script', { signal });
    return scriptUrl ? new URL(scriptUrl, window.location.origin).searchParams.get('key') : null;
  } catch {
    return null;
  }
}

/** A row of the All-Companies directory (GET /api/companies/directory). */
export type { DirectoryEntry };

export type DirectoryQuery = { q: string; from: string; cursor?: string | undefined };

/**
 * A page of the directory, the next page's cursor (null at the end), and when it was fetched (offline: saved).
 * `savedOnly`: worked out offline from the pages this device saved (savedDirectory), not the API's answer.
 */
export type DirectoryPage = {
  items: DirectoryEntry[];
  nextCursor: string | null;
  savedOnly?: true;
} & AnswerMeta;

/** GET /api/companies/directory?q=&from=&cursor=: a page A-Z. */
export async function listDirectory(
  { q, from, cursor }: DirectoryQuery,
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  const { data, headers } = await apiWithHeaders<DirectoryEntry[]>(directoryAnswerPath({ q, from }, cursor), {
    signal,
  });
  return {
    items: Array.isArray(data) ? data : [],
    nextCursor: headers.get('X-Next-Cursor'),
    ...answerMeta(headers),
  };
}

/**
 * Offline, for a filter or letter whose own answer was never saved: the companies of every directory page
 * this device saved that match it, dated by the oldest of those pages. Null when none was saved.
 */
export async function savedDirectory({ q, from }: DirectoryQuery): Promise<DirectoryPage | null> {
  const saved = await savedListAnswers(directoryAnswerPath({ q: '', from: '' }));
  if (saved.length === 0) return null;
  const entries = saved.flatMap((answer) =>
    Array.isArray(answer.data) ? (answer.data as DirectoryEntry[]) : [],
  );
  const dates = saved.flatMap((answer) => (answer.fetchedAt ? [answer.fetchedAt.getTime()] : []));
  return {
    items: filterDirectory(entries, { q, from }),
    nextCursor: null,
    savedOnly: true,
    fetchedAt: new Date(dates.length > 0 ? Math.min(...dates) : Date.now()),
    fromCache: true,
  };
}

/** The directory's first page, when a server-rendered /All-Companies came with it (first render only). */
export function embeddedDirectory({ q, from }: DirectoryQuery): DirectoryPage | undefined {
  const answer = embeddedAnswer<DirectoryEntry[]>(directoryAnswerPath({ q, from }));
  if (!answer || !Array.isArray(answer.data)) return undefined;
  return {
    items: answer.data,
    nextCursor: answer.headers.get('X-Next-Cursor'),
    ...answerMeta(answer.headers),
  };
}

/** Where the directory's letters come from, for the request and for a server-rendered page's embedded answer. */
export const DIRECTORY_LETTERS_PATH = '/companies/directory/letters';

/** GET /api/companies/directory/letters -> the letters A-Z that some company files under. */
export async function listDirectoryLetters(signal?: AbortSignal): Promise<string[]> {
  const data = await api<DirectoryLetters>(DIRECTORY_LETTERS_PATH, { signal });
  return Array.isArray(data?.letters) ? data.letters : [];
}

/** The letters, when a server-rendered /All-Companies came with them (first render only). */
export function embeddedDirectoryLetters(): string[] | undefined {
  const data = embeddedAnswer<DirectoryLetters>(DIRECTORY_LETTERS_PATH)?.data;
  return Array.isArray(data?.letters) ? data.letters : undefined;
}
