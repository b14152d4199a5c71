// A rendered page of search results, drawn as the PWA draws it so its first render changes nothing the
// reader sees: the band (eyebrow, heading, actions) and the body every results page has, the manager
// cards of /searchresults (src/features/managers/components/manager-card.tsx, rating-badge.tsx) and the
// numbered pager as plain links (src/components/pagination/pagination.tsx). Every value from data is escaped.

import type { ManagerSummary } from '../contract/subjects.ts';
import {
  type CountedReviews,
  formatScore,
  hitCountedReviews,
  interviewerPositionAtCompany,
  managerBadgeTone,
  NO_RATING_TEXT,
  positionAtCompany,
  ratingTextTone,
  resultsTitle,
  reviewCountText,
  searchBadgeTone,
} from '../domain/text/display-text.ts';
import { interviewerHref, managerHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import {
  NO_RESULTS_ACTIONS,
  NO_RESULTS_ART,
  NO_RESULTS_ASK,
  NO_RESULTS_TIPS,
  NO_RESULTS_TITLE,
  type NoResultsAction,
  TOP_COMPANIES_HEADING,
} from './no-results.ts';
import { STAR_PATH_20 } from './page-icons.ts';
import { pageItems } from './page-numbers.ts';
import { noneOfKindsText } from './search-paths.ts';

/** The id of a results page's heading (the PWA's is React's useId; nothing else refers to it). */
const TITLE_ID = 'results-title';

/** A results page whose answer did not come (the PWA's words for it). */
export const RESULTS_ERROR_MARKUP =
  '<p class="rk-error" role="alert">Something went wrong. Please try again.</p>';

// The heading of a results page, as the app words it.
export { resultsTitle };

/** A router link as the PWA's <Link> draws it (data-discover is React Router's). */
export function link(href: string, text: string, className?: string, extra = ''): string {
  const cls = className ? ` class="${className}"` : '';
  return `<a${cls} href="${esc(href)}"${extra} data-discover="true">${text}</a>`;
}

export type ResultsPage = {
  eyebrow: string;
  /** Plain text; escaped here. */
  title: string;
  actions?: { href: string; label: string; className: string }[];
  /** Markup under the heading in the band (the site search's form). */
  band?: string;
  /** The page's own classes on the band and its container (the site search's sr-band). */
  bandClass?: string;
  bandInnerClass?: string;
  /** Markup. */
  body: string;
};

/** The chrome of a results page: band with eyebrow, heading and actions, then the body. */
export function resultsPageMarkup(p: ResultsPage): string {
  const actions = (p.actions ?? []).map((a) => link(a.href, esc(a.label), a.className)).join('');
  const bandClass = p.bandClass ? ` ${p.bandClass}` : '';
  const innerClass = p.bandInnerClass ? ` ${p.bandInnerClass}` : '';
  return (
    `<section aria-labelledby="${TITLE_ID}"><header class="rk-band${bandClass}"><div class="container${innerClass}">` +
    `<p class="eyebrow rk-eyebrow">${esc(p.eyebrow)}</p><h1 id="${TITLE_ID}">${esc(p.title)}</h1>` +
    `${p.band ?? ''}${actions ? `<div class="rk-row">${actions}</div>` : ''}</div></header>` +
    `<div class="container rk-body">${p.body}</div></section>`
  );
}

/**
 * The site search box as a plain form (GET /search?q=), as the PWA draws it before its code loads
 * (src/components/site-search/search-box-placeholder.tsx): it works without JavaScript.
 */
export function siteSearchFormMarkup(term: string): string {
  return (
    '<search class="sb" data-tone="hero" aria-label="Companies, interviewers and managers"><form action="/search" method="get"><div class="sb-row"><div class="sb-box">' +
    '<label for="site-search" class="visually-hidden">Search companies, interviewers and managers</label>' +
    `<input id="site-search" name="q" type="search" class="sb-input" placeholder="Name or company…" enterkeyhint="search" autocomplete="off" value="${esc(term)}" />` +
    '</div><button type="submit" class="btn btn-accent sb-submit">Search</button></div></form></search>'
  );
}

export type SiteHit = {
  kind: 'company' | 'interviewer' | 'manager';
  name: string;
  line: string;
  average: number;
  reviewCount: number;
  href: string;
};
type SiteGroup = { total: number; items: SiteHit[] };

/** SearchScore: the average in its colour and the count (a company's "15 manager reviews"), or "No rating yet". */
function searchScore(average: number, count: number, counted: CountedReviews | undefined): string {
  return (
    `<span class="sb-score">${ratingTextMarkup(average, count)}` +
    `${count > 0 ? `<span class="sb-score-count">· ${reviewCountText(count, counted)}</span>` : ''}</span>`
  );
}

/** RatingText (src/components/scores/rating-text.tsx): the average in its colour, or "No rating yet". */
export function ratingTextMarkup(average: number, count: number): string {
  const tone = ratingTextTone(Number(formatScore(average)), count);
  const text =
    tone === 'none'
      ? NO_RATING_TEXT
      : `<span class="visually-hidden">Average rating </span>${formatScore(average)}<span class="visually-hidden"> out of 5</span>`;
  return `<span class="rating-text" data-tone="${tone}" data-size="md">${text}</span>`;
}

/**
 * The site search's groups (src/features/search/search-page.tsx): each kind's heading with how many
 * matched, its first hits linking to their pages, and where the rest are; the app's empty state for none.
 */
export function siteSearchResultsMarkup(
  groups: { label: string; group: SiteGroup; more: { href: string; text: string }[] }[],
  topCompanies: SiteHit[] = [],
): string {
  const total = groups.reduce((sum, g) => sum + g.group.total, 0);
  if (total === 0) return noResultsMarkup(topCompanies);
  // Kinds that matched nothing are one line after the others (search-page.tsx), not a heading between them.
  const sections = groups
    .filter(({ group }) => group.total > 0)
    .map(({ label, group, more }) => {
      const list = `<ul class="sr-list">${group.items.map(hitCardMarkup).join('')}</ul>`;
      const rest =
        group.total > group.items.length
          ? `<p class="sr-more">${more.map((m) => link(m.href, esc(m.text))).join('')}</p>`
          : '';
      const id = `results-${label.toLowerCase()}`;
      return `<section class="sr-group" aria-labelledby="${id}"><h2 id="${id}">${esc(label)} <span class="sr-count">${group.total}</span></h2>${list}${rest}</section>`;
    });
  const none = groups.filter(({ group }) => group.total === 0).map(({ label }) => label);
  const noneLine = none.length > 0 ? `<p class="rk-muted sr-none-of">${esc(noneOfKindsText(none))}</p>` : '';
  return `<div class="sr-groups">${sections.join('')}${noneLine}</div>`;
}

/** A search hit as a card linking to its page (SearchHitCard). */
function hitCardMarkup(hit: SiteHit): string {
  return `<li>${link(
    hit.href,
    `<span class="sr-card-text"><span class="sr-card-name">${esc(hit.name)}</span><span class="sr-card-line">${esc(hit.line)}</span></span>${searchScore(hit.average, hit.reviewCount, hitCountedReviews(hit.kind))}`,
    'sr-card',
  )}</li>`;
}

/** A search's empty state (src/components/site-search/no-results.tsx); "Did you mean…" needs the app. */
export function noResultsMarkup(
  topCompanies: SiteHit[],
  title: string = NO_RESULTS_TITLE,
  tipTexts: readonly string[] = NO_RESULTS_TIPS,
  nextSteps: readonly NoResultsAction[] = NO_RESULTS_ACTIONS,
): string {
  const tips = tipTexts.map((tip) => `<li>${esc(tip)}</li>`).join('');
  const actions = nextSteps.map((a) => link(a.to, esc(a.text), a.className)).join('');
  const art = NO_RESULTS_ART.shapes
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${esc(String(value))}"`);
      return `<${tag}${attrs.join('')}></${tag}>`;
    })
    .join('');
  const help =
    `<div class="sr-none-help" role="status"><svg class="sr-none-art" viewBox="${NO_RESULTS_ART.viewBox}" width="200" height="150" aria-hidden="true" focusable="false">${art}</svg><h2>${esc(title)}</h2><ul class="sr-tips">${tips}</ul>` +
    `<p class="sr-ask">${esc(NO_RESULTS_ASK)}</p><div class="rk-row">${actions}</div></div>`;
  const top =
    topCompanies.length === 0
      ? ''
      : `<section class="sr-group" aria-labelledby="results-top"><h2 id="results-top">${esc(TOP_COMPANIES_HEADING)}</h2>` +
        `<ul class="sr-list">${topCompanies.map(hitCardMarkup).join('')}</ul>` +
        `<p class="sr-more">${link('/All-Companies', 'All companies')}</p></section>`;
  return `<div class="sr-none">${help}<div class="sr-none-more">${top}</div></div>`;
}

/** RatingBadge: the score to one decimal in the page's colour, or "No rating yet" (null). */
export function ratingBadge(rating: number | null, tone: string): string {
  if (rating === null) return `<span class="rating-badge" data-tone="none">${NO_RATING_TEXT}</span>`;
  return (
    `<span class="rating-badge" data-tone="${tone}"><svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false"><path d="${STAR_PATH_20}" fill="currentColor"></path></svg>` +
    `<span class="visually-hidden">Rating </span>${formatScore(rating)}<span class="visually-hidden"> out of 5</span></span>`
  );
}

/** ManagerCard: the name (the profile link), the badge, position at company, city, department, count. */
export function managerCardMarkup(m: ManagerSummary): string {
  const meta = [m.branch?.city, m.department?.name]
    .filter((text): text is string => Boolean(text))
    .map((text) => `<span>${esc(text)}</span>`)
    .join('');
  return (
    `<article class="card mg-card"><div class="mg-card-top"><h2 class="mg-card-name">${link(managerHref(m), esc(m.name), 'mg-card-link')}</h2>` +
    `${ratingBadge(m.reviewCount > 0 ? m.averageRating : null, managerBadgeTone(m.averageRating, m.reviewCount))}</div>` +
    `<p class="mg-card-role">${esc(positionAtCompany(m))}</p><p class="mg-card-meta">${meta}</p>` +
    `${m.reviewCount > 0 ? `<p class="mg-card-count">${reviewCountText(m.reviewCount)}</p>` : ''}</article>`
  );
}

type CardInterviewer = {
  _id: string;
  name: string;
  position: string;
  company: { name: string } | string;
  average: number;
  reviewCount: number;
};

/**
 * An interviewer's card (interviewer-card-content.tsx) as a link to the profile, its badge in the page's
 * colour rule (`tone`: the list's or the search's) and with the page's classes.
 */
export function interviewerCardMarkup(
  i: CardInterviewer,
  tone: (shown: number) => string,
  className: string,
): string {
  const rated = i.reviewCount > 0;
  const text =
    `<span class="iv-card-text"><span class="iv-card-name">${esc(i.name)}</span><span class="iv-card-role">${esc(interviewerPositionAtCompany(i))}</span>` +
    `${rated ? `<span class="iv-card-meta">${reviewCountText(i.reviewCount)}</span>` : ''}</span>`;
  const badge = ratingBadge(rated ? i.average : null, tone(Number(formatScore(i.average))));
  return link(interviewerHref(i), text + badge, className);
}

/** An interviewer search hit (search-results-page.tsx): a link to the profile. */
export function interviewerResultMarkup(i: CardInterviewer): string {
  return interviewerCardMarkup(i, searchBadgeTone, 'iv-card iv-result');
}

/** ‹ Prev or Next › (StepLink): a link, or the disabled-link pattern when there is no such page. */
function stepLinkMarkup(to: string | null, which: 'prev' | 'next', words?: string): string {
  const said = words ?? (which === 'prev' ? 'Prev' : 'Next');
  const content =
    which === 'prev'
      ? `<span aria-hidden="true">‹ </span><span class="pagination-step-words">${said}</span>`
      : `<span class="pagination-step-words">${said}</span><span aria-hidden="true"> ›</span>`;
  return to === null
    ? `<a class="pagination-link pagination-step" role="link" aria-disabled="true">${content}</a>`
    : link(to, content, 'pagination-link pagination-step', ` rel="${which}"`);
}

/**
 * CursorPagination as a page opened from a link draws it (no trail of earlier cursors): after the first
 * page, "First page" leads back to it; Next follows the answer's cursor. Nothing for a single page.
 */
export function cursorPagerMarkup(
  after: string | null,
  nextCursor: string | null,
  hrefFor: (after: string | null) => string,
  label: string,
): string {
  if (after === null && nextCursor === null) return '';
  const prev =
    after === null ? stepLinkMarkup(null, 'prev') : stepLinkMarkup(hrefFor(null), 'prev', 'First page');
  const next = stepLinkMarkup(nextCursor === null ? null : hrefFor(nextCursor), 'next');
  // The first page says so, as the app's does; a later one's number is the app's, from the pages walked.
  const current =
    after === null ? '<li><span class="pagination-current" aria-current="page">Page 1</span></li>' : '';
  return `<nav class="pagination" aria-label="${esc(label)}"><ul class="pagination-list"><li>${prev}</li>${current}<li>${next}</li></ul></nav>`;
}

/** Pagination: ‹ Prev, the page numbers and Next › as links, the current one marked; nothing for one page. */
export function pagerMarkup(
  page: number,
  totalPages: number,
  hrefFor: (page: number) => string,
  label: string,
): string {
  if (totalPages <= 1) return '';
  const step = (to: number | null, which: 'prev' | 'next') =>
    stepLinkMarkup(to === null ? null : hrefFor(to), which);
  const numbers = pageItems(page, totalPages)
    .map((item) =>
      item === 'gap'
        ? '<li class="pagination-gap" aria-hidden="true">…</li>'
        : `<li>${link(
            hrefFor(item),
            String(item),
            'pagination-link',
            item === page
              ? ` aria-current="page" aria-label="Page ${item}, current page"`
              : ` aria-label="Page ${item}"`,
          )}</li>`,
    )
    .join('');
  return (
    `<nav class="pagination pagination-numbered" aria-label="${esc(label)}"><ul class="pagination-list">` +
    `<li>${step(page > 1 ? page - 1 : null, 'prev')}</li>` +
    `<li><ul class="pagination-list pagination-pages">${numbers}</ul></li>` +
    `<li>${step(page < totalPages ? page + 1 : null, 'next')}</li></ul></nav>`
  );
}
