// The rendered pages (issue 15 items 1, 2 and 5): every navigation the PWA answers, rendered with the
// page's own head and, for profiles, its content, from the public API answers the PWA itself would read.
// They come from the API app in process, without a token, so a rendered page can carry nothing a public
// API answer does not (no author, public days, no held or hidden review), and a hit of the API's public
// read cache makes them cheap; the finished page is kept per URL and store write version too.
//
// Firebase Hosting rewrites these routes to the function `pages` (firebase.json); the embedded default's
// web server sends them here in process (scripts/lib/web-server.ts). The function URL of `api` keeps
// serving the documented JSON paths verbatim (GET /interviewers/{id} is JSON there), hence a second entry.

import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BlankEnv } from 'hono/types';
import { withoutHiddenCharacters } from '../contract/hidden-characters.ts';
import type { CompanyInsights, Themes } from '../contract/insights.ts';
import type { HomepageContent } from '../contract/latest-reviews.ts';
import type { CompanyReview, InterviewerReview, ManagerReview } from '../contract/reviews.ts';
import type { SiteSearchResult } from '../contract/search.ts';
import type {
  Company,
  CompanyLocation,
  CompanyPage,
  Department,
  DepartmentPage,
  DirectoryEntry,
  DirectoryLetters,
  Interviewer,
  InterviewerProfile,
  ManagerProfile,
  ManagerSummary,
} from '../contract/subjects.ts';
import { isDocId } from '../domain/shared/doc-id.ts';
import { directoryAnswerPath, directoryQuery } from '../domain/text/company-listings.ts';
import {
  companyInsightsDescription,
  companyInsightsTitle,
  companyPageTitle,
} from '../domain/text/company-page-titles.ts';
import {
  CONTACT_FIELDS,
  CONTACT_PAGE,
  type ContactValues,
  contactFieldErrors,
} from '../domain/text/contact-form.ts';
import { formatScore, ratingTextTone } from '../domain/text/display-text.ts';
import { LANDING_TITLE, landingJsonLd } from '../domain/text/landing-head.ts';
import {
  companyDescription,
  companyImageAlt,
  personDescription,
  ratedAlt,
} from '../domain/text/profile-descriptions.ts';
import { INTERVIEWER_RATING_WORDS, MANAGER_RATING_WORDS } from '../domain/text/profile-figures-text.ts';
import {
  organizationJsonLd,
  type PersonFacts,
  personJsonLd,
  searchResultsJsonLd,
} from '../domain/text/structured-data.ts';
import { companyHref, departmentHref, interviewerHref, managerHref } from '../http/profile-paths.ts';
import {
  DEFAULT_READ_CACHE,
  ReadCache,
  readCacheKey,
  type VersionedEntry,
} from '../http/public-read-cache.ts';
import { allCompaniesMarkup } from './companies-markup.ts';
import { companyMarkup } from './company-markup.ts';
import { type ContactForm, contactMarkup } from './contact-markup.ts';
import { departmentMarkup, departmentsMarkup } from './departments-markup.ts';
import { postedFromOwnPage } from './form-origin.ts';
import { insightsMarkup, profileThemesMarkup } from './insights-markup.ts';
import {
  interviewerListAnswerPath,
  interviewerListCursor,
  interviewerListHref,
} from './interviewer-list-page.ts';
import { interviewersMarkup } from './interviewers-markup.ts';
import {
  NO_MANAGERS_ACTIONS,
  NO_MANAGERS_TIPS,
  NO_MANAGERS_TITLE,
  TOP_COMPANIES_ANSWER_PATH,
  topCompanyHit,
} from './no-results.ts';
import { decodeUnreserved } from './page-address.ts';
import { COMPRESS_THRESHOLD, encodePage, type PageEncoding, preferredEncoding } from './page-encoding.ts';
import { headTags, type PageHead, SITE_DESCRIPTION, SITE_NAME } from './page-head.ts';
import { type Fact, latestReviewsMarkup, profileMarkup, simpleMarkup } from './page-markup.ts';
import {
  breakdownCard,
  FIRST_TO_RATE,
  interviewerIntro,
  interviewerScoreNotes,
  managementStyleCard,
  profileActions,
  reviewOrderControl,
} from './profile-figures.ts';
import {
  interviewerResultMarkup,
  managerCardMarkup,
  noResultsMarkup,
  pagerMarkup,
  RESULTS_ERROR_MARKUP,
  resultsPageMarkup,
  resultsTitle,
  siteSearchFormMarkup,
  siteSearchResultsMarkup,
} from './results-markup.ts';
import { interviewerReviewView, managerReviewView } from './review-card-markup.ts';
import {
  INTERVIEWER_SEARCH_FORM,
  INTERVIEWER_SEARCH_PAGE_SIZE,
  interviewerSearchAnswerPath,
  interviewerSearchHref,
  interviewerSearchMode,
  interviewerSearchPage,
  MANAGER_RESULTS_PAGE_SIZE,
  managerSearchAnswerPath,
  pageFromParam,
  SITE_RESULTS_PER_KIND,
  searchResultsHref,
  siteSearchAnswerPath,
  siteSearchHref,
  siteSearchMoreLinks,
} from './search-paths.ts';
import { SITE_FOOTER_PART } from './shell-files.ts';
import { layout } from './site-layout.ts';
import { staticPageHead } from './static-pages.ts';
import type { EmbeddedAnswer, WebShell } from './web-shell.ts';

/** Reviews on a rendered profile: the PWA's first page (src/lib/review-pages.ts REVIEW_FETCH_SIZE). */
export const FIRST_PAGE = 20;

/**
 * Public pages: a CDN keeps them a minute (s-maxage), browsers revalidate every time (max-age=0). No purge
 * reaches the CDN on a write, so a minute is how stale a shared copy can be; the author of a new review still
 * sees it at once (the PWA pins the caller's own review from their personal review context).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** A moved slug: the canonical address changes only when a name does. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/**
 * The page cache: as many entries as the API's public read cache, and room for 500 or so profile pages
 * of 55 KB with the compressed form a client asked for (they are off the JS heap, in ArrayBuffers).
 */
export const PAGE_CACHE = { ...DEFAULT_READ_CACHE, maxBytes: 64 * 1024 * 1024 };

/**
 * The query names each page reads, by route; every other page reads none. A page is kept per path and
 * these names alone (readCacheKey, as the API's public reads are), so `?utm_source=…` or `?junk=1`,
 * `?junk=2`… share the page's one entry: before, each rendered the page afresh (its reads, its CPU) and took
 * an entry of its own, pushing real pages out. A page reads its query only through `route`'s accessor below,
 * whose type admits these names alone.
 */
export const PAGE_QUERY_NAMES = {
  '/search/:query': ['searchMode', 'page'],
  '/search': ['q'],
  '/searchresults': ['q', 'page'],
  '/All-Companies': ['q', 'from'],
  '/interviewers': ['after'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Every path the pages app routes is a page it keeps; one with a fragment (never sent by a browser) is
 * keyed by its pathname instead, so `/faq#1`, `/faq#2`… share the page's entry.
 */
const everyPath = (path: string) => !path.includes('#');

/** The query names the page at `route` reads (none unless PAGE_QUERY_NAMES lists it). */
type QueryName<R extends string> = R extends keyof typeof PAGE_QUERY_NAMES
  ? (typeof PAGE_QUERY_NAMES)[R][number]
  : never;

/**
 * A posted contact form (/contact without JavaScript): four fields, the message at most 5000 characters,
 * each character up to 9 bytes once form-encoded, and room for the names.
 */
export const CONTACT_FORM_MAX_BYTES = 64 * 1024;

/** How often, and how long apart, a posted form waits for the same words' send still under way. */
const CONTACT_POST_WAITS = 10;
const CONTACT_POST_WAIT_MS = 200;

/** What the API needs to tell who a posted form came from (its rate limit and idempotency scope). */
export type ClientBindings = { clientAddress?: string; incoming?: unknown };

export type PagesAppOptions = {
  /**
   * The API app's fetch, in process: the pages read the same public answers as the PWA. A posted form's
   * request carries the client's bindings (the embedded web origin's `clientAddress`, or the socket).
   */
  apiFetch: (request: Request, bindings?: ClientBindings) => Response | Promise<Response>;
  /** The built PWA's index.html (web-shell.ts). */
  shell: () => Promise<WebShell>;
  /** The site's public origin (http/public-origin.ts), for absolute URLs. */
  origin: string;
  /** The store's write version (WriteObservedStore): a write empties the page cache at once. */
  writeVersion?: () => number;
  now?: () => number;
  cache?: { maxEntries?: number; maxBytes?: number; ttlMs?: number };
};

type Answer<T> = { status: number; data: T; headers: Record<string, string> };

/** The answer headers the PWA reads (answerMeta, the review pages' cursor). */
const KEPT_HEADERS = ['date', 'x-next-cursor', 'x-total-count'];

class Unavailable extends Error {}

export function createPagesApp(options: PagesAppOptions): Hono {
  const now = options.now ?? Date.now;
  const limits = { ...PAGE_CACHE, ...options.cache };
  const origin = options.origin;
  /** A path of the site as an absolute URL on its public origin. */
  const absolute = (path: string) => `${origin}${path}`;
  const app = new Hono({ strict: false });

  async function get<T>(path: string): Promise<Answer<T>> {
    const res = await options.apiFetch(
      new Request(`${origin}/api${path}`, { headers: { accept: 'application/json' } }),
    );
    if (res.status >= 500) throw new Unavailable();
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    // When the answer was made (the PWA's "fetched at"): the Node server adds Date, an in-process call does not.
    headers.date ??= new Date(now()).toUTCString();
    return { status: res.status, data: (await res.json()) as T, headers };
  }

  /** A page, or a redirect to `location` (the request's own query is added to it per request). */
  type Rendered = { status: number; html?: string; location?: string };

  /** The page at `path`: its head, and its content (if any) inside the site's layout, marked for `path`. */
  const page = (head: PageHead, main: string, path: string, answers?: Record<string, EmbeddedAnswer>) =>
    options.shell().then((shell) =>
      shell.render({
        head: headTags(head, origin),
        body: main ? layout(main, path, shell.prerendered(SITE_FOOTER_PART)?.join('')) : '',
        answers,
        path,
      }),
    );

  const notFound = async (path: string, what = 'page'): Promise<Rendered> => ({
    status: 404,
    html: await page(
      { title: 'Page not found', description: `This ${what} does not exist or was removed.`, noIndex: true },
      simpleMarkup(
        'Page not found',
        [
          `This ${what} does not exist or was removed. It may have been renamed, or the link may be mistyped.`,
        ],
        [
          // The app's 404 (src/app/pages/not-found-page.tsx) offers the same.
          { href: '/search', label: 'Search companies and people' },
          { href: '/All-Companies', label: 'All companies' },
          { href: '/', label: 'Go to the home page' },
        ],
      ),
      path,
    ),
  });

  const embed = (answers: [string, Answer<unknown>][]) =>
    Object.fromEntries(answers.map(([path, a]) => [path, { data: a.data, headers: a.headers }]));

  /**
   * A profile's recurring themes, the answer the app's themes card reads (GET /themes/{kind}/{id}), with
   * its path for the data block; null when it did not come (a failed read is no card, as in the app).
   */
  async function themesOf(
    kind: 'interviewer' | 'manager',
    id: string,
  ): Promise<[string, Answer<Themes>] | null> {
    const themesPath = `/themes/${kind}/${encodeURIComponent(id)}`;
    const answer = await get<Themes>(themesPath).catch(() => null);
    return answer?.status === 200 ? [themesPath, answer] : null;
  }

  async function interviewer(id: string, path: string): Promise<Rendered> {
    if (!isDocId(id)) return notFound(path, 'interviewer');
    const profilePath = `/interviewers/${encodeURIComponent(id)}`;
    const reviewsPath = `/reviews/rmi?interviewerId=${encodeURIComponent(id)}&limit=${FIRST_PAGE}`;
    const [profile, reviews, themes] = await Promise.all([
      get<InterviewerProfile>(profilePath),
      get<InterviewerReview[]>(reviewsPath),
      themesOf('interviewer', id),
    ]);
    if (profile.status !== 200) return notFound(path, 'interviewer');
    const person = profile.data;
    const canonical = interviewerHref(person);
    const list = reviews.status === 200 && Array.isArray(reviews.data) ? reviews.data : [];
    const company = person.company?.name;
    const rated = person.reviewCount > 0;
    const html = await page(
      personHead('interviewer', origin, {
        ...person,
        companyName: company,
        canonical,
        average: person.average,
        count: person.reviewCount,
        person: {
          name: person.name,
          position: person.position,
          company: company ? { name: company } : null,
          linkedin: person.linkedin,
          tags: person.tags,
        },
      }),
      profileMarkup({
        className: 'iv-profile',
        eyebrow: 'Interviewer',
        name: person.name,
        intro: interviewerIntro(person),
        average: person.average,
        reviewCount: person.reviewCount,
        note: rated
          ? interviewerScoreNotes(person.rating, person.reviewCount, person.outcomes)
          : `<p>${FIRST_TO_RATE}</p>`,
        actions: profileActions('interviewer', {
          subject: `${person.name} on ${SITE_NAME}`,
          url: absolute(canonical),
        }),
        order: reviewOrderControl('interviewer'),
        side:
          breakdownCard(person.distribution, INTERVIEWER_RATING_WORDS, person.name) +
          profileThemesMarkup(themes?.[1].data ?? null),
        reviews: list.map(interviewerReviewView),
      }),
      path,
      embed([
        [profilePath, profile],
        ...(reviews.status === 200 ? [[reviewsPath, reviews] as [string, Answer<unknown>]] : []),
        ...(themes ? [themes] : []),
      ]),
    );
    return { status: 200, html };
  }

  async function manager(id: string, path: string): Promise<Rendered> {
    if (!isDocId(id)) return notFound(path, 'manager');
    const profilePath = `/managers/${encodeURIComponent(id)}?limit=${FIRST_PAGE}`;
    const [profile, themes] = await Promise.all([get<ManagerProfile>(profilePath), themesOf('manager', id)]);
    if (profile.status !== 200) return notFound(path, 'manager');
    const { manager: m, reviews } = profile.data;
    const canonical = managerHref(m);
    if (path !== canonical) return { status: 301, location: canonical };
    const company = m.company?.name ? m.company : null;
    const facts: Fact[] = [
      {
        label: 'Company',
        value: company?.name ?? 'Unknown',
        href: company ? companyHref(company) : undefined,
      },
      { label: 'Branch', value: m.branch?.city || 'Unknown' },
    ];
    if (m.department) {
      facts.push({ label: 'Department', value: m.department.name, href: departmentHref(m.department) });
    }
    const html = await page(
      personHead('manager', origin, {
        ...m,
        companyName: company?.name,
        canonical,
        average: m.averageRating,
        count: m.reviewCount,
        person: {
          name: m.name,
          position: m.position,
          company: company ? { name: company.name, path: companyHref(company) } : null,
          city: m.branch?.city,
        },
      }),
      profileMarkup({
        className: 'mg-profile',
        eyebrow: 'Manager',
        name: m.name,
        lead: m.position || undefined,
        facts,
        average: m.averageRating,
        reviewCount: m.reviewCount,
        tone: ratingTextTone(Number(formatScore(m.averageRating)), m.reviewCount),
        note: m.reviewCount > 0 ? undefined : `<p>${FIRST_TO_RATE}</p>`,
        actions: profileActions(
          'manager',
          { subject: `${m.name} on ${SITE_NAME}`, url: absolute(canonical) },
          `${canonical}/claim`,
        ),
        order: reviewOrderControl('manager'),
        side:
          breakdownCard(m.distribution, MANAGER_RATING_WORDS, m.name) +
          managementStyleCard(m.name, m.aspectAverages, m.aspectCounts) +
          profileThemesMarkup(themes?.[1].data ?? null),
        reviews: (reviews as ManagerReview[]).map(managerReviewView),
      }),
      path,
      embed([[profilePath, profile], ...(themes ? [themes] : [])]),
    );
    return { status: 200, html };
  }

  async function company(id: string, path: string, insights: boolean): Promise<Rendered> {
    if (!isDocId(id)) return notFound(path, 'company');
    const pagePath = `/companies/search/company/_/${encodeURIComponent(id)}`;
    const reviewsPath = `/company-reviews/company/${encodeURIComponent(id)}?limit=${FIRST_PAGE}`;
    const insightsPath = `/companies/${encodeURIComponent(id)}/insights`;
    const [answer, reviews, figures] = await Promise.all([
      get<CompanyPage>(pagePath),
      insights ? Promise.resolve(null) : get<CompanyReview[]>(reviewsPath),
      insights ? get<CompanyInsights>(insightsPath) : Promise.resolve(null),
    ]);
    if (answer.status !== 200) return notFound(path, 'company');
    const c = answer.data.company;
    const canonical = `${companyHref(c)}${insights ? '/insights' : ''}`;
    if (path !== canonical) return { status: 301, location: canonical };
    const own = c.companyReviews;
    const list = reviews?.status === 200 && Array.isArray(reviews.data) ? reviews.data : [];
    const head: PageHead = {
      title: insights ? companyInsightsTitle(c.name) : companyPageTitle(c.name),
      description: insights ? companyInsightsDescription(c.name) : companyDescription(c),
      canonicalPath: canonical,
      imagePath: `/og/companies/${encodeURIComponent(c._id)}.png`,
      imageAlt: companyImageAlt(c),
      // The insights page has no embed of its own (the oEmbed endpoint answers for the company page), nor
      // the company's Organization, as the app's head (company-insights-page.tsx): its rating would be a
      // figure the page does not show, on fewer reviews than the page's rule (DESIGN.md 6a) may allow.
      ...(insights
        ? {}
        : {
            oembedTitle: `${c.name} on ${SITE_NAME}`,
            jsonLd: [
              organizationJsonLd(
                {
                  name: c.name,
                  description: c.description,
                  tagline: c.tagline,
                  cities: c.cities,
                  own,
                  path: companyHref(c),
                },
                absolute,
              ),
            ],
          }),
    };
    // The insights page shows the insights, as the app does (before, it showed the company's profile).
    if (insights) {
      if (figures?.status !== 200) return notFound(path, 'company');
      const html = await page(head, insightsMarkup(figures.data), path, embed([[insightsPath, figures]]));
      return { status: 200, html };
    }
    // In the app's order (company-markup.ts): its managers' rating leads, as in the app's band; the
    // company's own reviews follow. The head's Organization rating stays its own reviews (above).
    const html = await page(
      head,
      companyMarkup(c, answer.data.managers, list, absolute(companyHref(c))),
      path,
      embed([
        [pagePath, answer],
        ...(reviews?.status === 200 ? [[reviewsPath, reviews] as [string, Answer<unknown>]] : []),
      ]),
    );
    return { status: 200, html };
  }

  /**
   * /search?q=: the site search as the PWA draws it (src/features/search/search-page.tsx): the app's heading
   * with the count, a search form that works without JavaScript, each kind's first hits linking to their
   * pages, from the answer the PWA reads, which the page embeds. Result pages are not indexed (they would
   * be thin, near-duplicate pages); their links are followed.
   */
  async function search(query: string, path: string): Promise<Rendered> {
    const term = query.trim();
    const chrome = {
      eyebrow: 'Search',
      band: siteSearchFormMarkup(term),
      bandClass: 'sr-band',
      bandInnerClass: 'sr-band-inner',
    };
    if (!term) {
      return {
        status: 200,
        html: await page(
          {
            title: 'Search',
            description: 'Search companies, interviewers and managers by name or company.',
            canonicalPath: '/search',
          },
          resultsPageMarkup({
            ...chrome,
            title: 'Search',
            body: '<p class="rk-empty">Type a company, an interviewer or a manager, then press Enter.</p>',
          }),
          path,
        ),
      };
    }
    const answerPath = siteSearchAnswerPath(term, SITE_RESULTS_PER_KIND);
    const found = await get<SiteSearchResult>(answerPath);
    const ok = found.status === 200;
    const kinds = [
      ['companies', 'Companies'],
      ['interviewers', 'Interviewers'],
      ['managers', 'Managers'],
    ] as const;
    const groups = ok
      ? kinds.map(([kind, label]) => ({
          label,
          group: found.data[kind],
          more: siteSearchMoreLinks(kind, term).map((m) => ({ href: m.to, text: m.text })),
        }))
      : [];
    const total = groups.reduce((sum, g) => sum + g.group.total, 0);
    const hits = groups.flatMap((g) => g.group.items);
    // Nothing matched: the top rated companies to browse, as the app's empty state offers them.
    const top = ok && total === 0 ? await get<Company[]>(TOP_COMPANIES_ANSWER_PATH) : null;
    const topOk = top?.status === 200 && Array.isArray(top.data);
    const name = `Search results for "${term}"`;
    return {
      status: 200,
      html: await page(
        {
          title: name,
          description: `Companies, interviewers and managers matching "${term}", with their anonymous ratings.`,
          canonicalPath: siteSearchHref(term),
          noIndex: true,
          // The app's (search-page.tsx): every hit the page lists, once the answer came.
          ...(ok
            ? {
                jsonLd: [
                  searchResultsJsonLd(
                    {
                      name,
                      path: siteSearchHref(term),
                      total: hits.length,
                      first: 1,
                      items: hits.map((hit) => ({ path: hit.href, name: hit.name })),
                    },
                    absolute,
                  ),
                ],
              }
            : {}),
        },
        resultsPageMarkup({
          ...chrome,
          title: ok ? resultsTitle(total, term) : `Results for “${term}”`,
          body: ok
            ? siteSearchResultsMarkup(groups, topOk ? top.data.map(topCompanyHit) : [])
            : RESULTS_ERROR_MARKUP,
        }),
        path,
        ok
          ? embed([
              [answerPath, found],
              ...(topOk ? [[TOP_COMPANIES_ANSWER_PATH, top] as [string, Answer<unknown>]] : []),
            ])
          : undefined,
      ),
    };
  }

  /**
   * /search/{query}?searchMode=&page=: the interviewer search results as the PWA draws them
   * (src/features/interviewers/search-results-page.tsx), 12 a page, from the answer it reads, which the
   * page embeds. Not indexed, like the other result pages.
   */
  async function interviewerSearch(
    query: string,
    modeParam: string | undefined,
    pageParam: string | null,
    path: string,
  ): Promise<Rendered> {
    const term = query.trim();
    const mode = interviewerSearchMode(modeParam);
    const other = mode === 'name' ? 'company' : 'name';
    const current = interviewerSearchPage(pageParam);
    const answerPath = interviewerSearchAnswerPath(term, mode, current);
    const found = await get<Interviewer[]>(answerPath);
    const ok = found.status === 200 && Array.isArray(found.data);
    const items = ok ? found.data : [];
    const counted = Number(found.headers['x-total-count']);
    const total =
      Number.isFinite(counted) && counted >= 0 && 'x-total-count' in found.headers ? counted : items.length;
    const totalPages = Math.ceil(total / INTERVIEWER_SEARCH_PAGE_SIZE);
    // Nothing matched: the site search's empty state, with the top rated companies it embeds.
    const top = ok && items.length === 0 ? await get<Company[]>(TOP_COMPANIES_ANSWER_PATH) : null;
    const topOk = top?.status === 200 && Array.isArray(top.data);
    let body: string;
    if (!ok) body = RESULTS_ERROR_MARKUP;
    else if (items.length === 0) body = noResultsMarkup(topOk ? top.data.map(topCompanyHit) : []);
    else
      body =
        `<ol class="iv-results" start="${(current - 1) * INTERVIEWER_SEARCH_PAGE_SIZE + 1}">${items.map((i) => `<li>${interviewerResultMarkup(i)}</li>`).join('')}</ol>` +
        pagerMarkup(current, totalPages, (n) => interviewerSearchHref(term, mode, n), 'Search results pages');
    const name = `Search results for "${term}"`;
    return {
      status: 200,
      html: await page(
        {
          title: name,
          description: `Interviewers matching "${term}" by ${mode}, with their anonymous ratings.`,
          canonicalPath: interviewerSearchHref(term, mode, current),
          noIndex: true,
          jsonLd: [
            searchResultsJsonLd(
              {
                name,
                path: interviewerSearchHref(term, mode, current),
                total,
                first: (current - 1) * INTERVIEWER_SEARCH_PAGE_SIZE + 1,
                items: items.map((i) => ({ path: interviewerHref(i), name: i.name })),
              },
              absolute,
            ),
          ],
        },
        resultsPageMarkup({
          eyebrow: mode === 'company' ? 'Search by company' : 'Search by name',
          title: ok ? resultsTitle(total, term) : name,
          actions: [
            { href: '/search-interviewers', label: 'New search', className: 'btn btn-outline-inverse' },
            {
              href: interviewerSearchHref(term, other),
              label: `Search “${term}” by ${other} instead`,
              className: 'btn-link-inverse',
            },
          ],
          body,
        }),
        path,
        ok
          ? embed([
              [answerPath, found],
              ...(topOk ? [[TOP_COMPANIES_ANSWER_PATH, top] as [string, Answer<unknown>]] : []),
            ])
          : undefined,
      ),
    };
  }

  /**
   * /searchresults?q=&page=: the manager results as the PWA draws them (search-results-page.tsx), 9 a page,
   * from the answer it reads (GET /search?q=), which the page embeds so the PWA's first render draws the
   * same page without asking again. Not indexed, like the site search.
   */
  async function managerSearch(query: string, pageParam: string | null, path: string): Promise<Rendered> {
    const term = query.trim();
    const actions = [
      { href: '/search-managers', label: 'New search', className: 'btn btn-outline-inverse' },
      { href: '/rate-manager', label: 'Rate a Manager', className: 'btn btn-accent' },
    ];
    if (!term) {
      const body = resultsPageMarkup({
        eyebrow: 'Search results',
        title: 'Search managers',
        actions,
        body: '<p class="rk-empty">Type a name or a workplace in the <a href="/search-managers" data-discover="true">manager search</a>.</p>',
      });
      return {
        status: 200,
        html: await page(
          { title: 'Search results', description: 'Search managers by name or workplace.', noIndex: true },
          body,
          path,
        ),
      };
    }
    const answerPath = managerSearchAnswerPath(term);
    const found = await get<{ managers?: ManagerSummary[] }>(answerPath);
    const ok = found.status === 200 && Array.isArray(found.data?.managers);
    const all = ok ? (found.data.managers as ManagerSummary[]) : [];
    const size = MANAGER_RESULTS_PAGE_SIZE;
    const totalPages = Math.max(1, Math.ceil(all.length / size));
    const current = Math.min(pageFromParam(pageParam), totalPages);
    const items = all.slice((current - 1) * size, current * size);
    // Nothing matched: the site search's empty state, with the top rated companies it embeds.
    const top = ok && all.length === 0 ? await get<Company[]>(TOP_COMPANIES_ANSWER_PATH) : null;
    const topOk = top?.status === 200 && Array.isArray(top.data);
    let body: string;
    if (!ok) body = RESULTS_ERROR_MARKUP;
    else if (all.length === 0)
      body = noResultsMarkup(
        topOk ? top.data.map(topCompanyHit) : [],
        NO_MANAGERS_TITLE,
        NO_MANAGERS_TIPS,
        NO_MANAGERS_ACTIONS,
      );
    else
      body =
        `<ul class="rk-grid" aria-label="Managers, page ${current} of ${totalPages}">${items.map((m) => `<li>${managerCardMarkup(m)}</li>`).join('')}</ul>` +
        pagerMarkup(current, totalPages, (n) => searchResultsHref(term, n), 'Search results pages');
    const name = `Managers matching "${term}"`;
    const canonicalPath = searchResultsHref(term, current);
    return {
      status: 200,
      html: await page(
        {
          title: name,
          description: `Managers whose name or workplace matches "${term}", with their anonymous ratings.`,
          canonicalPath,
          // Result pages are not indexed (as /search); their links are followed.
          noIndex: true,
          jsonLd: [
            searchResultsJsonLd(
              {
                name,
                path: canonicalPath,
                total: all.length,
                first: (current - 1) * size + 1,
                items: items.map((m) => ({ path: managerHref(m), name: m.name })),
              },
              absolute,
            ),
          ],
        },
        resultsPageMarkup({
          eyebrow: 'Search results',
          title: ok ? resultsTitle(all.length, term) : `Results for “${term}”`,
          actions,
          body,
        }),
        path,
        ok
          ? embed([
              [answerPath, found],
              ...(topOk ? [[TOP_COMPANIES_ANSWER_PATH, top] as [string, Answer<unknown>]] : []),
            ])
          : undefined,
      ),
    };
  }

  /**
   * The landing page: the build's rendering of its own words (web-shell.ts prerendered) around the latest
   * reviews, drawn here from the public answer the PWA reads, which the page embeds. Without that answer
   * (the API busy), the page stands without them and the PWA asks itself, as it would anyway.
   */
  async function landing(path: string): Promise<Rendered> {
    const contentPath = '/managers/homepage-content';
    const [shell, content] = await Promise.all([
      options.shell(),
      get<HomepageContent>(contentPath).catch((error: unknown) => {
        if (error instanceof Unavailable) return null;
        throw error;
      }),
    ]);
    const ok = content?.status === 200 && Array.isArray(content.data?.latestReviews);
    const parts = shell.prerendered('/');
    const body = parts
      ? parts.join(ok ? latestReviewsMarkup(content.data.latestReviews) : '')
      : simpleMarkup(SITE_NAME, [SITE_DESCRIPTION]);
    const head: PageHead = {
      title: LANDING_TITLE,
      description: SITE_DESCRIPTION,
      canonicalPath: '/',
      // The sitelinks search box: the search page answers /search?q= (rendered above).
      jsonLd: landingJsonLd({ name: SITE_NAME, description: SITE_DESCRIPTION }, absolute),
    };
    return {
      status: 200,
      html: await page(head, body, path, ok ? embed([[contentPath, content]]) : undefined),
    };
  }

  /**
   * /All-Companies?q=&from=: the directory's first page (filtered and from a letter, as the app reads its
   * address), the top rated and recently added companies and the locations, from the answers the app reads,
   * which the page embeds. A section whose answer did not come says so; the app asks again for it.
   */
  async function allCompanies(
    q: string | undefined,
    from: string | undefined,
    path: string,
  ): Promise<Rendered> {
    const query = directoryQuery(q, from);
    const paths = {
      directory: directoryAnswerPath(query),
      top: '/companies?sort=top',
      recent: '/companies?sort=recent',
      locations: '/companies/locations',
      letters: '/companies/directory/letters',
    };
    const [directory, top, recent, locations, letters] = await Promise.all([
      get<DirectoryEntry[]>(paths.directory),
      get<Company[]>(paths.top),
      get<Company[]>(paths.recent),
      get<CompanyLocation[]>(paths.locations),
      get<DirectoryLetters>(paths.letters),
    ]);
    const list = <T>(a: Answer<T[]>) => (a.status === 200 && Array.isArray(a.data) ? a.data : null);
    const filed =
      letters.status === 200 && Array.isArray(letters.data?.letters) ? letters.data.letters : null;
    const answers: [string, Answer<unknown[]>][] = [
      [paths.directory, directory],
      [paths.top, top],
      [paths.recent, recent],
      [paths.locations, locations],
    ];
    const head = staticPageHead('/All-Companies') as PageHead;
    return {
      status: 200,
      html: await page(
        // A filtered or lettered view names the page itself as canonical (the head's): one address to index.
        head,
        allCompaniesMarkup({
          query,
          directory: list(directory),
          top: list(top),
          recent: list(recent),
          locations: list(locations),
          letters: filed,
        }),
        path,
        embed([
          ...answers.filter(([, a]) => list(a) !== null),
          ...(filed ? [[paths.letters, letters] as [string, Answer<unknown>]] : []),
        ]),
      ),
    };
  }

  /**
   * /interviewers?after=: the list's page as the app draws it, its cards linking to the profiles and Next
   * to the following page, from the answer the app reads (X-Next-Cursor kept), which the page embeds.
   * A page after the first names itself canonical, as the app's head does.
   */
  async function interviewers(afterParam: string | undefined, path: string): Promise<Rendered> {
    const after = interviewerListCursor(afterParam);
    const answerPath = interviewerListAnswerPath(after);
    const found = await get<Interviewer[]>(answerPath);
    const ok = found.status === 200 && Array.isArray(found.data);
    const head = staticPageHead('/interviewers') as PageHead;
    return {
      status: 200,
      html: await page(
        { ...head, canonicalPath: interviewerListHref(after) },
        interviewersMarkup(
          after,
          ok ? { items: found.data, nextCursor: found.headers['x-next-cursor'] || null } : null,
        ),
        path,
        ok ? embed([[answerPath, found]]) : undefined,
      ),
    };
  }

  /** /contact: how to reach us and the form, which posts here (below), so it works without JavaScript. */
  const contactPage = (path: string, form?: ContactForm) =>
    page(staticPageHead('/contact', origin) as PageHead, contactMarkup(form), path);

  /**
   * POST /contact: the form as a browser without JavaScript sends it. Checked as the app checks it, then
   * sent to POST /api/contact in process with the client's address (so its per-address limit and its
   * idempotency scope are the client's) and a key made of the message itself, so a resubmitted page
   * (reload, back) sends nothing twice. The answer is the page again: sent, or why not, with everything
   * typed kept. A post from another site (Sec-Fetch-Site, else Origin or Referer) is refused: the form is
   * ours alone.
   */
  async function contactPost(c: Context): Promise<Response> {
    const noStore = { 'Cache-Control': 'no-store' };
    const answer = async (status: number, form: ContactForm, headers: Record<string, string> = {}) =>
      c.html(await contactPage('/contact', form), status as 200, { ...noStore, ...headers });
    // Ours: the public origin, or the address the visitor's browser reached us at (the embedded default's
    // web port under another name, as 127.0.0.1 for localhost; Hosting's other domains, which it forwards
    // as X-Forwarded-Host). A browser posting another site's form can set neither.
    const forwardedHost = c.req.header('x-forwarded-host');
    const reached = [new URL(c.req.url).origin, ...(forwardedHost ? [`https://${forwardedHost}`] : [])];
    if (!postedFromOwnPage((name) => c.req.header(name), [origin, ...reached])) {
      return answer(403, { result: { tone: 'error', text: 'Please send your message from this page.' } });
    }
    const type = c.req.header('content-type') ?? '';
    const body = /^application\/x-www-form-urlencoded\b/i.test(type) ? await c.req.parseBody() : {};
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as ContactValues;
    values.message = withoutHiddenCharacters(values.message, 'prose');
    const errors = contactFieldErrors(values);
    if (Object.keys(errors).length > 0) return answer(400, { values, errors });
    const message = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, values[name].trim()]));
    const key = createHash('sha256').update(JSON.stringify(message)).digest('base64url');
    const forwardedFor = c.req.header('x-forwarded-for');
    const env = c.env as ClientBindings | undefined;
    const bindings: ClientBindings =
      typeof env?.clientAddress === 'string'
        ? { clientAddress: env.clientAddress }
        : env?.incoming
          ? { incoming: env.incoming }
          : {};
    const send = () =>
      options.apiFetch(
        new Request(`${origin}/api/contact`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': key,
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
          body: JSON.stringify(message),
        }),
        bindings,
      );
    // The same words posted again while the first post is still being sent (a double click: the
    // browser shows the second answer) wait for the first's answer instead of showing the API's words
    // about Idempotency-Keys; the message still goes once.
    let sent = await send();
    let said = (await sent.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    for (
      let wait = 0;
      wait < CONTACT_POST_WAITS && sent.status === 409 && said?.code === 'conflict';
      wait++
    ) {
      await new Promise((resolve) => setTimeout(resolve, CONTACT_POST_WAIT_MS));
      sent = await send();
      said = (await sent.json().catch(() => null)) as typeof said;
    }
    // 'already_processed': written already, its answer lost, so it was sent.
    if (sent.status === 201 || (sent.status === 409 && said?.code === 'already_processed')) {
      return answer(200, { result: { tone: 'success', text: CONTACT_PAGE.sent } });
    }
    if (sent.status >= 500 || typeof said?.message !== 'string') {
      return answer(503, { values, result: { tone: 'error', text: CONTACT_PAGE.failed } });
    }
    const retry = sent.headers.get('retry-after');
    return answer(
      sent.status,
      { values, result: { tone: 'error', text: said.message } },
      retry ? { 'Retry-After': retry } : {},
    );
  }

  /** /Home: the departments, from the answer the app reads (GET /departments), which the page embeds. */
  async function departments(path: string): Promise<Rendered> {
    const answerPath = '/departments';
    const found = await get<Department[]>(answerPath);
    const ok = found.status === 200 && Array.isArray(found.data);
    return {
      status: 200,
      html: await page(
        staticPageHead('/Home') as PageHead,
        departmentsMarkup(ok ? found.data : null),
        path,
        ok ? embed([[answerPath, found]]) : undefined,
      ),
    };
  }

  /**
   * /management/departments/{slug}: the department's managers, from the answer the app reads (GET
   * /departments/{slug}, which finds a department by id or slug), embedded. An unknown department is a
   * 404 page; its id, or an old slug's form, answers 301 to the canonical address.
   */
  async function department(slug: string, path: string): Promise<Rendered> {
    if (!slug || slug.length > 200) return notFound(path, 'department');
    const answerPath = `/departments/${encodeURIComponent(slug)}`;
    const found = await get<DepartmentPage>(answerPath);
    if (found.status !== 200) return notFound(path, 'department');
    const d = found.data.department;
    const canonical = departmentHref(d);
    if (path !== canonical) return { status: 301, location: canonical };
    return {
      status: 200,
      html: await page(
        {
          // The app's head for it (src/features/managers/department-page.tsx).
          title: `${d.name} managers`,
          description: `Managers in ${d.name} and what their teams say about them, anonymously.`,
          canonicalPath: canonical,
        },
        departmentMarkup(d, found.data.managers),
        path,
        embed([[answerPath, found]]),
      ),
    };
  }

  async function other(path: string): Promise<Rendered> {
    const shell = await options.shell();
    if (!shell.isAppRoute(path)) return notFound(path);
    // The router takes any case, so '/home' is the app's /Home: one address per page, the route table's.
    const spelt = shell.routeSpelling(path);
    if (spelt) return { status: 301, location: await finalAddress(spelt) };
    const head = staticPageHead(path, origin) ?? {
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
      noIndex: true,
    };
    // A static page's words as the build rendered them from its component; the other pages draw theirs.
    const parts = staticPageHead(path) ? shell.prerendered(path) : undefined;
    return { status: 200, html: await page(head, parts ? parts.join('') : '', path) };
  }

  /** A rendered page as kept: its final bytes, and its compressed forms once a client asked for them. */
  type PageEntry = VersionedEntry & {
    status: number;
    body: Uint8Array<ArrayBuffer>;
    headers: Record<string, string>;
    /** A redirect's target without a query: one entry answers every query its key ignores. */
    location?: string;
    encoded: Partial<Record<PageEncoding, Promise<Uint8Array<ArrayBuffer>>>>;
  };
  const cache = new ReadCache<PageEntry>(limits);
  // Identical concurrent misses share one rendering (no stampede when a page expires or a write lands).
  const inflight = new Map<string, Promise<PageEntry | 'unavailable'>>();

  async function build(
    c: Context,
    key: string,
    version: number,
    render: (path: string) => Promise<Rendered>,
  ) {
    const url = new URL(c.req.url);
    let rendered: Rendered;
    try {
      rendered = await render(url.pathname);
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      return 'unavailable' as const;
    }
    const body = new TextEncoder().encode(rendered.html ?? '');
    const headers: Record<string, string> = {
      'cache-control': rendered.status === 301 ? REDIRECT_CACHE_CONTROL : PAGE_CACHE_CONTROL,
    };
    if (!rendered.location) headers['content-type'] = 'text/html; charset=utf-8';
    if (body.byteLength >= COMPRESS_THRESHOLD) headers.vary = 'Accept-Encoding';
    const entry: PageEntry = {
      status: rendered.status,
      body,
      headers,
      encoded: {},
      ...(rendered.location ? { location: rendered.location } : {}),
      // Room for one compressed form too (brotli or gzip: about a fifth of the page).
      bytes: Math.ceil(body.byteLength * 1.25) + key.length + 128,
      expiresAt: now() + limits.ttlMs,
      version,
    };
    if (version >= 0 && options.writeVersion?.() === version) cache.set(key, entry);
    return entry;
  }

  /**
   * The rendered page for `c`, from the cache while no write happened since and it is young. It is kept
   * under its path and the query names it reads (`names`), so a redirect adds the request's query here.
   */
  async function answer(
    c: Context,
    names: ReadonlySet<string>,
    render: (path: string) => Promise<Rendered>,
  ): Promise<Response> {
    const url = new URL(c.req.url);
    // A page reads the first value of a name (`c.req.query`), so later ones are no part of its key.
    const key = readCacheKey(c.req.url, everyPath, () => names, true) ?? url.pathname;
    const version = options.writeVersion?.() ?? -1;
    let entry = version >= 0 ? cache.get(key, version, now()) : undefined;
    if (!entry) {
      // Per write version: a rendering begun before a write is no answer for a request after it.
      const flight = `${version} ${key}`;
      const shared = inflight.get(flight);
      const made = shared ?? build(c, key, version, render);
      if (!shared) {
        inflight.set(flight, made);
        made.finally(() => inflight.delete(flight)).catch(() => {});
      }
      const built = await made;
      if (built === 'unavailable') {
        return c.html(
          await page(
            { title: 'Try again shortly', description: 'The site is busy.', noIndex: true },
            simpleMarkup('Try again shortly', [
              'The site is busy right now. Please reload the page in a moment.',
            ]),
            url.pathname,
          ),
          503,
          { 'Cache-Control': 'no-store', 'Retry-After': '2' },
        );
      }
      entry = built;
    }
    const head = c.req.method === 'HEAD';
    // As before the key ignored names: a moved page's address keeps whatever query its visitor sent.
    if (entry.location) {
      const headers = { ...entry.headers, location: `${entry.location}${url.search}` };
      return new Response(null, { status: entry.status, headers });
    }
    const encoding = entry.headers.vary ? preferredEncoding(c.req.header('accept-encoding')) : null;
    if (!encoding)
      return new Response(head ? null : entry.body, { status: entry.status, headers: entry.headers });
    const encoded = entry.encoded[encoding] ?? encodePage(entry.body, encoding);
    entry.encoded[encoding] = encoded;
    const headers = { ...entry.headers, 'content-encoding': encoding };
    return new Response(head ? null : await encoded, { status: entry.status, headers });
  }

  /**
   * A page at `route`, kept per path and the query names PAGE_QUERY_NAMES lists for it: `query` reads
   * those and no other (its type says so), so the key holds every name the page depends on.
   */
  function route<R extends string>(
    pattern: R,
    render: (
      c: Context<BlankEnv, R>,
      path: string,
      query: (name: QueryName<R>) => string | undefined,
    ) => Promise<Rendered>,
  ) {
    const listed: readonly string[] = (PAGE_QUERY_NAMES as Record<string, readonly string[]>)[pattern] ?? [];
    const names = new Set(listed);
    app.get(pattern, (c) => answer(c, names, (path) => render(c, path, (name) => c.req.query(name))));
  }

  /**
   * Where `spelt`, a route's address as the route table spells it, ends up: itself, or where its own answer
   * moves it (the singular alias, an old slug, a department's id), asked in process (and kept as any page
   * is), so another address of a page takes one 301 to the final one: before, '/INTERVIEWER/{id}' took two.
   */
  async function finalAddress(spelt: string): Promise<string> {
    let target = spelt;
    for (let hop = 0; hop < 2; hop++) {
      const res = await app.fetch(new Request(`${origin}${target}`, { method: 'HEAD' }));
      const next = res.status === 301 ? res.headers.get('location') : null;
      // A canonical address moves no further; a 404 or a busy API leaves the spelling as it is.
      if (!next?.startsWith('/') || next.startsWith('//')) break;
      target = next;
    }
    return target;
  }

  // The router takes '/faq/' as /faq (and the pages app, strict: false, too), and RFC 3986 makes '/%68ome'
  // '/home' (page-address.ts): one address per page, the route table's, so both move there, query kept.
  // '/' is no trailing slash; a path that is no route of the app (the API's, '//evil.com/') goes on to its
  // 404. Another case alone is other()'s, whose answer is kept with the page's.
  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const decoded = decodeUnreserved(path);
    if (decoded === undefined || (decoded === path && (path === '/' || !path.endsWith('/')))) return next();
    const shell = await options.shell();
    const spelt = shell.routeSpelling(decoded) ?? decoded;
    if (spelt === path || spelt === '/' || !shell.isAppRoute(spelt)) return next();
    return new Response(null, {
      status: 301,
      headers: {
        'cache-control': REDIRECT_CACHE_CONTROL,
        location: `${await finalAddress(spelt)}${url.search}`,
      },
    });
  });
  route('/interviewers/:id', (c, path) => interviewer(c.req.param('id'), path));
  // The singular path of SPEC.md's dialog links: the profile's one address.
  route('/interviewer/:id', async (c, path) => {
    const id = c.req.param('id');
    return isDocId(id)
      ? { status: 301, location: interviewerHref({ _id: id }) }
      : notFound(path, 'interviewer');
  });
  route('/management/managers/:name/:id', (c, path) => manager(c.req.param('id'), path));
  route('/companies/:name/:id', (c, path) => company(c.req.param('id'), path, false));
  route('/companies/:name/:id/insights', (c, path) => company(c.req.param('id'), path, true));
  route('/search/:query', (c, path, query) =>
    interviewerSearch(c.req.param('query'), query('searchMode'), query('page') ?? null, path),
  );
  route('/search', (_c, path, query) => search(query('q') ?? '', path));
  // The interviewer search home's plain form (no JavaScript) sends its text here: on to the results, whose
  // address holds the query in its path. Without text, the page itself (below). A redirect made per
  // request, never kept, so it may read any name.
  app.get(INTERVIEWER_SEARCH_FORM.action, (c, next) => {
    const term = c.req.query(INTERVIEWER_SEARCH_FORM.name)?.trim();
    if (!term) return next();
    const mode = interviewerSearchMode(c.req.query(INTERVIEWER_SEARCH_FORM.mode));
    c.header('cache-control', REDIRECT_CACHE_CONTROL);
    return c.redirect(interviewerSearchHref(term, mode), 302);
  });
  route('/searchresults', (_c, path, query) => managerSearch(query('q') ?? '', query('page') ?? null, path));
  route('/Home', (_c, path) => departments(path));
  route('/management/departments/:name', (c, path) => department(c.req.param('name'), path));
  route('/All-Companies', (_c, path, query) => allCompanies(query('q'), query('from'), path));
  route('/interviewers', (_c, path, query) => interviewers(query('after'), path));
  route('/contact', async (_c, path) => ({ status: 200, html: await contactPage(path) }));
  app.post(
    '/contact',
    bodyLimit({
      maxSize: CONTACT_FORM_MAX_BYTES,
      onError: async (c) =>
        c.html(
          await contactPage('/contact', {
            result: { tone: 'error', text: 'This message is too long to send. Please shorten it.' },
          }),
          413,
          { 'Cache-Control': 'no-store' },
        ),
    }),
    contactPost,
  );
  route('/', (_c, path) => landing(path));
  route('*', (_c, path) => other(path));
  return app;
}

/** The head of an interviewer's or a manager's page: the same tags, card and Person, kind by kind. */
function personHead(
  kind: 'interviewer' | 'manager',
  origin: string,
  p: {
    _id: string;
    name: string;
    position?: string | undefined;
    companyName: string | undefined;
    canonical: string;
    average: number;
    count: number;
    /** What the page says of them, for its Person (the app's). */
    person: Omit<PersonFacts, 'path'>;
  },
): PageHead {
  const company = p.companyName;
  return {
    title: `${p.name}${company ? `, ${company}` : ''}`,
    description: personDescription(p, p.average, p.count),
    canonicalPath: p.canonical,
    ogType: 'profile',
    imagePath: `/og/${kind}s/${encodeURIComponent(p._id)}.png`,
    imageAlt: ratedAlt(p.name, p.average, p.count),
    oembedTitle: `${p.name} on ${SITE_NAME}`,
    // The app's Person (a Person has no aggregateRating in schema.org; its score is in the page's text).
    jsonLd: [personJsonLd({ ...p.person, path: p.canonical }, (path) => `${origin}${path}`)],
  };
}
