// A rating in JSON-LD, for the rendered pages' heads (pages/pages-app.ts) and the PWA's (company-page.tsx)
// alike, so one page never gives crawlers two ratings. schema.org has aggregateRating on Organization
// (and Brand, CreativeWork, Event, Offer, Place, Product, Service) but not on Person, so an interviewer's
// or a manager's Person carries none. Google's review snippets need ratingValue, and reviewCount or
// ratingCount; both are sent as JSON numbers, in the 1-5 scale said by bestRating and worstRating.
import { MIN_REVIEWS_PER_FIGURE } from '../shared/figures.ts';
import { formatScore } from './display-text.ts';

/**
 * `{aggregateRating}` to spread into an Organization, or nothing on fewer than MIN_REVIEWS_PER_FIGURE
 * reviews (DESIGN.md 6a): search results would show it as the company's stars, one review's as its rating.
 */
export function aggregateRatingJsonLd(average: number, reviewCount: number): Record<string, unknown> {
  if (!(reviewCount >= MIN_REVIEWS_PER_FIGURE)) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      // The score as the page shows it (one decimal), as a number: "4.0" would be text.
      ratingValue: Number(formatScore(average)),
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** A page of search results, as SearchResultsPage's ItemList names them. */
export type ResultsPage = {
  /** The page's name ('Search results for "ada"'). */
  name: string;
  path: string;
  total: number;
  /** Position of the first item on this page, 1-based. */
  first: number;
  /** Each result's path and name. */
  items: { path: string; name: string }[];
};

/**
 * SearchResultsPage structured data for a page of search results (DESIGN.md section 7), for the app's head
 * and the rendered result pages alike; `url` makes a path absolute on the site's origin.
 */
export function searchResultsJsonLd(
  { name, path, total, first, items }: ResultsPage,
  url: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    name,
    url: url(path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: total,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: first + index,
        url: url(item.path),
        name: item.name,
      })),
    },
  };
}

/** The two search homes, each with where its box sends a term ({search_term_string}). */
export const SEARCH_HOMES = {
  '/search-interviewers': '/search/{search_term_string}',
  '/search-managers': '/searchresults?q={search_term_string}',
} as const;

/**
 * A search home's WebSite with its SearchAction, for the app's head (search-interviewers-page.tsx,
 * search-managers-page.tsx) and the rendered page's (pages/static-pages.ts) alike; `url` makes a path
 * absolute on the site's origin.
 */
export function searchHomeJsonLd(
  siteName: string,
  home: keyof typeof SEARCH_HOMES,
  url: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: url(home),
    potentialAction: {
      '@type': 'SearchAction',
      target: url(SEARCH_HOMES[home]),
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What a person's page says of them, for its Person. */
export type PersonFacts = {
  name: string;
  position?: string | null | undefined;
  /** Their employer, with its page's path where the page links it. */
  company?: { name: string; path?: string | undefined } | null | undefined;
  /** The city they work in (a manager's branch). */
  city?: string | null | undefined;
  /** Their profile elsewhere (an interviewer's LinkedIn, an http(s) URL the API checked). */
  linkedin?: string | null | undefined;
  tags?: readonly string[] | undefined;
  /** The page's own path. */
  path: string;
};

/**
 * An interviewer's or a manager's Person (no rating: see above), for the app's head (the profile pages)
 * and the rendered page's alike, so crawlers without JavaScript read the same as those with it;
 * `url` makes a path absolute on the site's origin.
 */
export function personJsonLd(p: PersonFacts, url: (path: string) => string): Record<string, unknown> {
  const company = p.company?.name ? p.company : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.name,
    ...(p.position ? { jobTitle: p.position } : {}),
    ...(company
      ? {
          worksFor: {
            '@type': 'Organization',
            name: company.name,
            ...(company.path ? { url: url(company.path) } : {}),
          },
        }
      : {}),
    ...(p.city
      ? { workLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: p.city } } }
      : {}),
    url: url(p.path),
    ...(p.linkedin ? { sameAs: [p.linkedin] } : {}),
    ...(p.tags?.length ? { knowsAbout: [...p.tags] } : {}),
  };
}

/** What a company's page says of it, for its Organization. */
export type OrganizationFacts = {
  name: string;
  description?: string | undefined;
  tagline?: string | undefined;
  /** Its branches' cities. */
  cities?: readonly string[] | undefined;
  /** Its own reviews (by people who work there): its managers' rate people, not the company. */
  own?: { averageRating: number; reviewCount: number } | undefined;
  /** The page's own path. */
  path: string;
};

/**
 * A company's Organization, for the app's head (company-page.tsx) and the rendered page's alike: one page,
 * one Organization and one rating, whether a crawler runs JavaScript or not.
 */
export function organizationJsonLd(
  o: OrganizationFacts,
  url: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: url(o.path),
    ...(o.description ? { description: o.description } : {}),
    ...(o.tagline ? { slogan: o.tagline } : {}),
    ...(o.cities?.length ? { location: o.cities.map((city) => ({ '@type': 'Place', name: city })) } : {}),
    ...(o.own ? aggregateRatingJsonLd(o.own.averageRating, o.own.reviewCount) : {}),
  };
}
