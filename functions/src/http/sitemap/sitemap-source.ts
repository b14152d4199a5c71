// What the sitemap lists (issue 15 item 4), read from the store: every interviewer, manager and
// company profile at its canonical path (profile-paths.ts, the PWA's own links), with lastmod from
// the day its published reviews last changed (domain/shared/last-review.ts), else the day it was
// created; and every department's page /Home lists (one with managers: listedDepartments), whose lastmod is the latest of its own creation day and its
// listed managers' lastmods (what its manager cards show comes from them, and each of those days is
// already in the managers' sitemap, so it tells nothing more). Documents are read in document-id
// order, a chunk at a time by cursor, never counted whole into memory; page n of a kind is the n-th
// run of `pageSize` of them.
import { COMPANIES } from '../../domain/companies/company.ts';
import { DEPARTMENTS } from '../../domain/departments/department.ts';
import { INTERVIEWERS } from '../../domain/interviewers/interviewer.ts';
import { MANAGERS } from '../../domain/managers/manager.ts';
import { managersOfDepartment } from '../../domain/managers/managers.ts';
import { utcDayOf } from '../../domain/shared/public-dates.ts';
import { isListedDepartment } from '../../domain/text/department-listing.ts';
import { DOCUMENT_ID, type Doc, type DocumentStore, type Filter } from '../../store/document-store.ts';
import { companyHref, departmentHref, interviewerHref, managerHref } from '../profile-paths.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** The protocol's limit of URLs per sitemap. */
export const MAX_SITEMAP_URLS = 50_000;
/** Documents per store query while scanning (Firestore answers large pages slowly). */
export const SCAN_CHUNK = 1000;

export const SITEMAP_KINDS = ['interviewers', 'managers', 'companies', 'departments'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type ProfileFields = {
  name?: string;
  slug?: string;
  createdAt?: Date;
  lastReviewOn?: Date;
  totalManagers?: number;
};

type Source = {
  collection: string;
  path: (doc: Doc<ProfileFields>) => string;
  /** When the page last changed, if not its own document's lastChanged. */
  changed?: (store: DocumentStore, doc: Doc<ProfileFields>) => Promise<Date | undefined>;
  /**
   * Which documents have a page worth listing (default: all): `test` while scanning, and the same rule as
   * a store filter, `where`, for the count, so the index names no page the scan leaves empty.
   */
  listed?: { test: (doc: Doc<ProfileFields>) => boolean; where: Filter[] };
};

const SOURCES: Record<SitemapKind, Source> = {
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
  departments: {
    collection: DEPARTMENTS,
    path: (doc) =>
      departmentHref({ name: doc.data.name ?? '', ...(doc.data.slug ? { slug: doc.data.slug } : {}) }),
    // The page lists these managers (the same read as GET /departments/{slug}): their latest change.
    changed: async (store, doc) =>
      latest([doc.data, ...(await managersOfDepartment(store, doc.id)).map((m) => m.data as ProfileFields)]),
    // Only those /Home lists: a department without managers is a thin page.
    listed: {
      test: (doc) => isListedDepartment({ totalManagers: doc.data.totalManagers ?? 0 }),
      where: [{ field: 'totalManagers', op: '>', value: 0 }],
    },
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

/** When a profile's page last changed: its last published review's day, else its creation. */
function lastChanged(data: ProfileFields): Date | undefined {
  const at = data.lastReviewOn ?? data.createdAt;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** The latest of the documents' lastChanged. */
function latest(docs: ProfileFields[]): Date | undefined {
  let last: Date | undefined;
  for (const data of docs) {
    const at = lastChanged(data);
    if (at && (!last || at > last)) last = at;
  }
  return last;
}

/** How many pages' lastmods are read at once (a department's is one store query). */
const CHANGED_READS = 16;

/** How many listed profiles of a kind there are (one count query: Firestore bills one read per 1,000). */
export function countProfiles(store: DocumentStore, kind: SitemapKind): Promise<number> {
  const { collection, listed } = SOURCES[kind];
  return store.count({ collection, ...(listed ? { where: listed.where } : {}) });
}

/** Page `page` (1-based) of a kind's listed documents: at most `pageSize` URLs; empty past the end. */
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
    // At most `limit` of them: never past the skip, nor past the page.
    const kept = source.listed ? docs.filter(source.listed.test) : docs;
    if (skip > 0) {
      skip -= kept.length;
    } else {
      for (let i = 0; i < kept.length; i += CHANGED_READS) {
        const run = kept.slice(i, i + CHANGED_READS);
        const changed = await Promise.all(
          run.map((doc) => (source.changed ? source.changed(store, doc) : lastChanged(doc.data))),
        );
        run.forEach((doc, j) => {
          const at = changed[j];
          // The sitemap's W3C date is the day (public dates are days, DESIGN.md 6a).
          urls.push({ loc: `${origin}${source.path(doc)}`, ...(at ? { lastmod: utcDayOf(at) } : {}) });
        });
      }
    }
    if (docs.length < limit) break;
  }
  return urls;
}
