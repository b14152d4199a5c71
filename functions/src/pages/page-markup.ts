// The visible content of a rendered page, before any JavaScript (site-layout.ts puts the bar and footer
// around it): the profile (who, what they do, where, the score, the count, the distribution and the first page of
// published reviews). Class names are the PWA's own (review-kit.css, layout.css), and the page's
// stylesheets are linked (web-shell.ts), so the PWA's first render, which replaces this markup in the same
// frame with the same data, changes nothing the reader sees. Every value from data is escaped.

import type { LatestReview } from '../contract/latest-reviews.ts';
import {
  type CountedReviews,
  formatScore,
  NO_RATING_TEXT,
  reviewCountText,
} from '../domain/text/display-text.ts';
import { companyHref, managerHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import { day, type ReviewView, reviewMarkup } from './review-card-markup.ts';
import { starDisplay } from './star-display-markup.ts';

export type Fact = { label: string; value: string; href?: string | undefined };

export type ProfileView = {
  eyebrow: string;
  name: string;
  lead?: string | undefined;
  facts?: Fact[];
  /** Markup under the name instead of the lead and facts (an interviewer's position, company and topics). */
  intro?: string;
  average: number;
  reviewCount: number;
  /** The score's colour (the manager area's rule, ratingTextTone); the brand colour when absent. */
  tone?: string;
  reviews: ReviewView[];
  /** The PWA's class for the article (mg-profile, iv-profile, ...). */
  className: string;
  /** Markup under the score (the blended score, outcomes, "Be the first to rate."). */
  note?: string;
  /** Which reviews the score card counts, where the subject has two kinds (a company's own: 'company'). */
  counted?: CountedReviews;
  /** The row over the reviews (Rate and the area's actions), as markup (profile-figures.ts). */
  actions?: string;
  /** Beside the Reviews heading once there are reviews: the order control's markup (profile-figures.ts). */
  order?: string;
  /** The cards beside the reviews (breakdown, management style, themes), as markup; only once there are reviews. */
  side?: string;
};

export function profileMarkup(p: ProfileView): string {
  const rated = p.reviewCount > 0;
  const facts = (p.facts ?? [])
    .map(
      (f) =>
        `<div><dt>${esc(f.label)}</dt><dd>${f.href ? `<a href="${esc(f.href)}" class="rk-band-link">${esc(f.value)}</a>` : esc(f.value)}</dd></div>`,
    )
    .join('');
  const intro =
    p.intro ??
    `${p.lead ? `<p class="rk-lead">${esc(p.lead)}</p>` : ''}${facts ? `<dl class="rk-facts">${facts}</dl>` : ''}`;
  // ProfileHeader (profile-header.tsx): the average, the count and its stars.
  const score = rated
    ? `<p class="rk-score-summary"><span class="rk-score-number rating-text"${p.tone ? ` data-tone="${esc(p.tone)}"` : ''}>${formatScore(p.average)}</span><span class="rk-score-count"> · ${reviewCountText(p.reviewCount, p.counted)}</span></p>` +
      starDisplay(Number(formatScore(p.average)), `Average ${formatScore(p.average)} out of 5 stars`, 'lg')
    : `<p class="rk-score-summary"><span class="rk-score-none">${NO_RATING_TEXT}</span></p>`;
  const shown = p.reviews.length;
  const more =
    shown < p.reviewCount ? `<p>Showing ${shown} of ${reviewCountText(p.reviewCount, p.counted)}.</p>` : '';
  const reviews =
    shown > 0
      ? `<ol class="rk-review-list">${p.reviews.map((r, n) => `<li>${reviewMarkup(r, n)}</li>`).join('')}</ol>${more}`
      : // The score card's note already says "Be the first to rate."
        '<p class="rk-empty">No reviews yet.</p>';
  return (
    `<article class="${p.className}" aria-labelledby="profile-title">` +
    `<header class="rk-band"><div class="container rk-profile-grid"><div><p class="eyebrow rk-eyebrow">${esc(p.eyebrow)}</p>` +
    `<h1 id="profile-title">${esc(p.name)}</h1>${intro}</div>` +
    `<div class="rk-score card">${score}${p.note ? `<div class="rk-score-note">${p.note}</div>` : ''}</div></div></header>` +
    // The PWA's actions, then its two columns (review-profile.tsx): figures beside the reviews, once there are any.
    `<div class="container rk-body">${p.actions ?? ''}<div class="rk-columns">` +
    (rated && p.side ? `<div class="rk-side">${p.side}</div>` : '') +
    `<section class="rk-reviews" aria-labelledby="reviews-title"><div class="rk-reviews-head"><h2 id="reviews-title">Reviews</h2>${rated && p.order ? p.order : ''}</div>${reviews}</section>` +
    '</div></div></article>'
  );
}

/** A page with a heading and a few paragraphs: not found, empty search, busy. */
export function simpleMarkup(
  title: string,
  paragraphs: string[],
  links: { href: string; label: string }[] = [],
): string {
  const list = links.length
    ? `<ul class="page-links">${links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('')}</ul>`
    : '';
  return `<div class="container page"><h1>${esc(title)}</h1>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}${list}</div>`;
}

/**
 * The landing page's "Latest reviews" (src/features/landing/components/latest-reviews.tsx), the same
 * markup the PWA's first render draws from the same answer (a web test compares them); nothing when there
 * are none, as there.
 */
export function latestReviewsMarkup(reviews: LatestReview[]): string {
  if (reviews.length === 0) return '';
  const cards = reviews
    .map((r) => {
      // data-discover: what the PWA's router links carry, so the markup is the same.
      const link = (href: string, text: string) =>
        `<a href="${esc(href)}" data-discover="true">${esc(text)}</a>`;
      const where = `${r.manager.position ? `${esc(r.manager.position)} · ` : ''}${link(companyHref(r.company), r.company.name)}`;
      return (
        `<li class="latest-review card"><p class="latest-review-rating">${starDisplay(r.rating, `Rated ${r.rating} out of 5`, 'sm')}` +
        `<time datetime="${esc(r.createdAt.slice(0, 10))}">${esc(day(r.createdAt))}</time></p>` +
        `<blockquote class="latest-review-text">${esc(r.reviewText)}</blockquote>` +
        `<p class="latest-review-subject">${link(managerHref(r.manager), r.manager.name)}` +
        `<span class="latest-review-where">${where}</span></p></li>`
      );
    })
    .join('');
  return (
    '<section class="section" aria-labelledby="latest-title"><div class="container"><div class="section-heading">' +
    '<p class="eyebrow">Fresh from the community</p><h2 id="latest-title">Latest reviews</h2></div>' +
    `<ul class="latest-reviews">${cards}</ul></div></section>`
  );
}
