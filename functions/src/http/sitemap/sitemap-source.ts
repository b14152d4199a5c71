// What the sitemap lists (issue 15 item 4), read from the store: every interviewer, manager and
// company profile at its canonical path (profile-paths.ts, the PWA's own links), with lastmod from
// the day its published reviews last changed (domain/shared/last-review.ts), else the day it was
// created. Profiles are read in document-id order, a chunk at a time by cursor, never counted whole
// into memory; page n of a kind is the n-th run of `pageSize` of them.
import { COMPANIES } from '../../domain/companies/company.ts';
import { INTERVIEWERS } from '../../domain/interviewers/interviewer.ts';
import { MANAGERS } from '../../domain/managers/manager.ts';
import { utcDayOf } from '../../domain/shared/public-dates.ts';
import { DOCUMENT_ID, type Doc, type DocumentStore } from '../../store/document-store.ts';
import { companyHref, interviewerHref, managerHref } from '../profile-paths.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** The protocol's limit of URLs per sitemap. */
export const MAX_SITEMAP_URLS = 50_000;
/** Documents per store query while scanning (Firestore answers large pages slowly). */
export const SCAN_CHUNK = 1000;

export const SITEMAP_KINDS = ['interviewers', 'managers', 'companies'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type ProfileFields = { name?: string; slug?: string; createdAt?: Date; lastReviewOn?: Date };

const SOURCES: Record<SitemapKind, { collection: string; path: (doc: Doc<ProfileFields>) => string }> = {
  interviewers: { collection: INTERVIEWERS, path: (doc) => interviewerHref({ _id: doc.id }) },
  managers: { collection: MANAGERS, path: (doc) => managerHref({ _id: doc.id, name: doc.data.name ?? '' }) },
  companies: {
    collection: COMPANIES,
    path: (doc) =>
      companyHref({
        _id: doc.id,
        name: doc.data.name ?? '',
        ...(doc.data.slug ? { slug: doc.data.slug } : {}),
      }),
  },
};

/**
 * The pages of the site worth finding, besides profiles: what a visitor lands on. Sign-in,
 * account, moderation, outbox, saved, my reviews and the forms are left out (robots.ts keeps
 * crawlers away from them).
 */
export const STATIC_PAGES = [
  '/',
  '/interviewers',
  '/search-interviewers',
  '/Home',
  '/search-managers',
  '/All-Companies',
  '/team',
  '/faq',
  '/guidelines',
  '/Toxic-Workplace-Blog',
  '/contact',
  '/privacy',
  '/terms',
] as const;

/** A stored date as the sitemap's W3C date (the day: public dates are days, DESIGN.md 6a). */
function lastmodOf(data: ProfileFields): string | undefined {
  const at = data.lastReviewOn ?? data.createdAt;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? utcDayOf(at) : undefined;
}

/** How many profiles of a kind there are (one count query: Firestore bills one read per 1,000). */
export function countProfiles(store: DocumentStore, kind: SitemapKind): Promise<number> {
  return store.count({ collection: SOURCES[kind].collection });
}

/** Page `page` (1-based) of a kind: at most `pageSize` URLs; empty past the end. */
export async function profileUrls(
  store: DocumentStore,
  kind: SitemapKind,
  page: number,
  pageSize: number,
  origin: string,
): Promise<SitemapUrl[]> {
  const source = SOURCES[kind];
  let skip = (page - 1) * pageSize;
  let after: string | undefined;
  const urls: SitemapUrl[] = [];
  while (urls.length < pageSize) {
    // Earlier pages are passed over a chunk at a time; only this page's documents are turned into URLs.
    const limit = skip > 0 ? Math.min(SCAN_CHUNK, skip) : Math.min(SCAN_CHUNK, pageSize - urls.length);
    const docs = await store.query<ProfileFields>({
      collection: source.collection,
      orderBy: [{ field: DOCUMENT_ID }],
      limit,
      ...(after === undefined ? {} : { startAfter: [after] }),
    });
    if (docs.length === 0) break;
    after = docs[docs.length - 1]?.id;
    if (skip > 0) {
      skip -= docs.length;
    } else {
      for (const doc of docs) {
        const lastmod = lastmodOf(doc.data);
        urls.push({ loc: `${origin}${source.path(doc)}`, ...(lastmod ? { lastmod } : {}) });
      }
    }
    if (docs.length < limit) break;
  }
  return urls;
}
