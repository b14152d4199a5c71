// /All-Companies as the PWA draws it (src/features/companies/all-companies-page.tsx, company-directory.tsx,
// company-card.tsx, locations-list.tsx): the band, the A-Z directory's first page with its letter links,
// the top rated and recently added cards and the locations by city. Without JavaScript the letter links
// and the filter (a plain GET form) still work: the page reads `?q=` and `?from=` as the app does. The
// "Show more" buttons and the map need the app. Every value from data is escaped.

import type { Company, CompanyLocation, DirectoryEntry } from '../contract/subjects.ts';
import {
  byLetter,
  CITIES_SHOWN,
  COMPANIES_SHOWN,
  countOf,
  DIRECTORY_LETTERS,
  recentlyAdded,
  topRated,
} from '../domain/text/company-listings.ts';
import { reviewCountText } from '../domain/text/display-text.ts';
import { companyHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import { link, RESULTS_ERROR_MARKUP, ratingTextMarkup } from './results-markup.ts';

/** The answers the page is drawn from; null where one did not come (the app's error for that section). */
export type AllCompaniesAnswers = {
  query: { q: string; from: string };
  directory: DirectoryEntry[] | null;
  top: Company[] | null;
  recent: Company[] | null;
  locations: CompanyLocation[] | null;
  /** The jump letters some company files under; null (no answer) leaves every letter a link. */
  letters: string[] | null;
};

const section = (id: string, title: string, body: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${esc(title)}</h2>${body}</section>`;

export function allCompaniesMarkup(a: AllCompaniesAnswers): string {
  return (
    '<section aria-labelledby="all-companies-title"><header class="rk-band"><div class="container">' +
    '<p class="eyebrow rk-eyebrow">Companies</p><h1 id="all-companies-title">All Companies</h1>' +
    '<p class="rk-lead">Every company A to Z, where it has branches, and which workplaces their people rate best.</p>' +
    `<div class="rk-row">${link('/rate-manager', 'Rate a Manager', 'btn btn-accent')}</div></div></header>` +
    `<div class="container rk-body co-sections">${directoryMarkup(a.query, a.directory, a.letters)}` +
    section(
      'all-companies-top',
      'Top Rated Companies',
      gridMarkup(a.top && topRated(a.top), 'No company is rated 4.2 or higher yet.'),
    ) +
    section(
      'all-companies-recent',
      'Recently Added',
      gridMarkup(a.recent && recentlyAdded(a.recent), 'No companies yet.'),
    ) +
    section('all-companies-locations', 'Company Locations', locationsMarkup(a.locations)) +
    '</div></section>'
  );
}

/** A letter's address: the page's query with `from` set (or dropped for All), landing on the list. */
function letterHref(query: { q: string }, letter: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (letter) params.set('from', letter.toLowerCase());
  return `/All-Companies?${params.toString()}#directory`;
}

/** `filed`: the letters with companies (GET /companies/directory/letters); null draws every letter a link. */
function directoryMarkup(
  query: { q: string; from: string },
  items: DirectoryEntry[] | null,
  filed: string[] | null,
): string {
  const current = (letter: string) => (query.from === letter.toLowerCase() ? ' aria-current="true"' : '');
  const letters =
    link(letterHref(query, ''), 'All', undefined, current('')) +
    DIRECTORY_LETTERS.map((l) =>
      filed === null || filed.includes(l) || query.from === l.toLowerCase()
        ? link(letterHref(query, l), l, undefined, ` aria-label="From ${l}"${current(l)}`)
        : `<a role="link" aria-disabled="true" aria-label="From ${l}: no companies">${l}</a>`,
    ).join('');
  // The app's filter box, in a form so that Enter filters without JavaScript too (the app filters as one types).
  const tools =
    '<form class="co-directory-tools" action="/All-Companies#directory" method="get">' +
    '<label for="directory-filter" class="co-directory-label">Filter companies by name</label>' +
    `<input id="directory-filter" name="q" type="search" class="co-directory-filter" placeholder="Company name…" value="${esc(query.q)}" enterkeyhint="search" autocomplete="off" />` +
    `${query.from ? `<input type="hidden" name="from" value="${esc(query.from)}" />` : ''}` +
    `<nav aria-label="Jump to a letter" class="co-letters">${letters}</nav></form>`;
  let body: string;
  if (items === null) body = RESULTS_ERROR_MARKUP;
  else if (items.length === 0) {
    const from = query.from ? ` from ${query.from.toUpperCase()} on` : '';
    body = `<p class="rk-muted" role="status">${esc(query.q ? `No company matches “${query.q}”${from}.` : `No companies${from} yet.`)}</p>`;
  } else
    body = byLetter(items)
      .map(
        (run) =>
          `<div class="co-directory-run"><h3 class="co-directory-letter">${esc(run.letter)}</h3><ul class="co-directory-list">` +
          run.items.map(directoryRowMarkup).join('') +
          '</ul></div>',
      )
      .join('');
  return (
    '<section id="directory" class="co-directory" aria-labelledby="directory-title"><h2 id="directory-title">A–Z directory</h2>' +
    `${tools}${body}</section>`
  );
}

function directoryRowMarkup(c: DirectoryEntry): string {
  return (
    `<li class="co-directory-row"><div class="co-directory-main">${link(companyHref(c), esc(c.name), 'co-directory-name')}` +
    `<span class="co-directory-cities">${esc(c.cities.length > 0 ? c.cities.join(', ') : 'No branches listed')}</span></div>` +
    `<p class="co-directory-counts"><span>${ratingTextMarkup(c.averageRating, c.reviews)}${c.reviews > 0 ? ` from ${reviewCountText(c.reviews, 'manager')}` : ''}</span>` +
    `<span>${countOf(c.managers, 'manager')}</span><span>${countOf(c.interviewers, 'interviewer')}</span></p></li>`
  );
}

/** CompanyCard in its grid; the app's words when none qualifies. */
function gridMarkup(companies: Company[] | null, empty: string): string {
  if (companies === null) return RESULTS_ERROR_MARKUP;
  if (companies.length === 0) return `<p class="rk-muted">${esc(empty)}</p>`;
  const card = (c: Company) =>
    `<li><article class="card co-card"><h3 class="co-card-name">${link(companyHref(c), esc(c.name), 'co-card-link')}</h3>` +
    `${c.tagline ? `<p class="co-card-tagline">${esc(c.tagline)}</p>` : ''}` +
    `<p class="co-card-score">${ratingTextMarkup(c.avgRating, c.totalReviews)}` +
    `${c.totalReviews > 0 ? `<span class="rk-muted">${reviewCountText(c.totalReviews, 'manager')}</span>` : ''}</p>` +
    `<p class="co-card-meta">${countOf(c.totalManagers, 'manager')}</p></article></li>`;
  return `<ul class="rk-grid co-listing">${companies.map(card).join('')}</ul>`;
}

/** LocationsList's first view: the first cities, each with its first companies ("Show all" needs the app). */
function locationsMarkup(locations: CompanyLocation[] | null): string {
  if (locations === null) return RESULTS_ERROR_MARKUP;
  if (locations.length === 0) return '<p class="rk-muted">No locations yet.</p>';
  const city = (l: CompanyLocation, i: number) =>
    `<li class="card co-location"><h3 class="co-location-city">${esc(l.city)}</h3>` +
    `<p class="rk-muted">${l.branchCount} branch${l.branchCount === 1 ? '' : 'es'}</p>` +
    `<ul class="co-location-companies" id="locations-${i}" aria-label="Companies in ${esc(l.city)}">` +
    l.companies
      .slice(0, COMPANIES_SHOWN)
      .map((c) => `<li>${link(companyHref(c), esc(c.name))}</li>`)
      .join('') +
    '</ul></li>';
  return `<ul class="co-locations">${locations.slice(0, CITIES_SHOWN).map(city).join('')}</ul>`;
}
