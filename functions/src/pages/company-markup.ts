// The rendered company page (/companies/{slug}/{id}) in the order the app draws it
// (src/features/companies/company-page.tsx), so a visitor before the app takes over, and a search engine,
// reads what the app leads with: the band with its managers' rating, then the counts, how its managers are
// rated, what employees say, the company's own reviews and the leadership team. The figures are tables
// (the app's bars need its styles per row); every value from data is escaped.

import { COMPANY_CATEGORIES } from '../contract/request-rules.ts';
import type { CompanyReview } from '../contract/reviews.ts';
import type { CompanyDetails, ManagerSummary } from '../contract/subjects.ts';
import { companyEmptyText, companyHasNothingYet } from '../domain/text/company-empty.ts';
import { COMPANY_EYEBROW, LEADERSHIP_TEAM_ID } from '../domain/text/company-page-titles.ts';
import {
  formatScore,
  managerBadgeTone,
  NO_RATING_TEXT,
  ratingTextTone,
  reviewCountText,
} from '../domain/text/display-text.ts';
import { COMPANY_CATEGORY_NAMES } from '../domain/text/insights-text.ts';
import { MANAGER_RATING_WORDS } from '../domain/text/profile-figures-text.ts';
import { companyHref, managerHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import { SITE_NAME } from './page-head.ts';
import {
  managerAspectRows,
  ratingDistribution,
  reviewOrderControl,
  scoreBars,
  shareByMail,
} from './profile-figures.ts';
import { ratingBadge } from './results-markup.ts';
import { companyReviewView, reviewMarkup } from './review-card-markup.ts';
import { starDisplay } from './star-display-markup.ts';

const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${esc(href)}" data-discover="true">${text}</a>`;

export function companyMarkup(
  c: CompanyDetails,
  managers: ManagerSummary[],
  reviews: CompanyReview[],
  /** The page's full address, for Share's mail; the path when not given. */
  pageUrl?: string,
): string {
  const name = esc(c.name);
  const href = companyHref(c);
  const rated = c.reviewCount > 0;
  const shown = Number(formatScore(c.averageRating));
  const score = rated
    ? `<span class="visually-hidden">Manager rating </span><span class="co-band-score-number">${formatScore(c.averageRating)}</span>` +
      starDisplay(shown, `Average ${formatScore(c.averageRating)} out of 5 stars`, 'md') +
      `<span class="co-band-score-count">${reviewCountText(c.reviewCount, 'manager')}</span>`
    : `<span class="co-band-score-count">${NO_RATING_TEXT}</span>`;
  const rateManager = `/rate-manager?${new URLSearchParams({ companyId: c._id, company: c.name })}`;
  const band =
    `<header class="rk-band"><div class="container"><p class="eyebrow rk-eyebrow">${esc(COMPANY_EYEBROW)}</p><h1 id="profile-title">${name}</h1>` +
    (c.tagline ? `<p class="rk-lead">${esc(c.tagline)}</p>` : '') +
    (c.description ? `<p class="co-description">${esc(c.description)}</p>` : '') +
    (c.cities.length > 0
      ? `<p class="co-cities"><span class="visually-hidden">Branches in </span>${esc(c.cities.join(' · '))}</p>`
      : '') +
    // The app's row (company-page.tsx) as a visitor meets it: Share is a mail of the page's address, and the
    // claim link is there, so the row is as tall as the app's and nothing under it moves at takeover.
    `<p class="co-band-score">${score}</p><div class="rk-row co-band-actions">` +
    link(rateManager, 'Rate a Manager', 'btn btn-accent') +
    link(`${href}/rate-company`, 'Rate This Company', 'btn btn-outline-inverse') +
    shareByMail({ subject: `${c.name} on ${SITE_NAME}`, url: pageUrl ?? href }, 'btn btn-outline-inverse') +
    link(`${href}/insights`, 'Insights: trends and themes', 'btn btn-outline-inverse') +
    link(`${href}/claim`, 'Verify you represent this company', 'btn-link-inverse') +
    '</div></div></header>';

  const interviewers =
    c.interviewersCount > 0
      ? link(
          `/search/${encodeURIComponent(c.name)}?searchMode=company`,
          String(c.interviewersCount),
          'co-stat-link',
        )
      : '0';
  // Like the interviewers' figure, a link to whom it counts: the team listed below.
  const managersFigure =
    c.managersCount > 0 && managers.length > 0
      ? link(`#${LEADERSHIP_TEAM_ID}`, String(c.managersCount), 'co-stat-link')
      : String(c.managersCount);
  const stats =
    `<dl class="co-stats"><div class="card co-stat"><dt>Managers</dt><dd>${managersFigure}</dd></div>` +
    `<div class="card co-stat"><dt>Interviewers</dt><dd>${interviewers}</dd></div></dl>`;

  // The app's figures (company-page.tsx): RatingDistribution and ScoreBars, drawn alike so the cards are
  // as tall before the takeover as after (they were plain tables, a third shorter).
  const managersChart = rated
    ? '<h3 class="co-subheading">Overall ratings</h3>' +
      ratingDistribution(
        c.distribution,
        MANAGER_RATING_WORDS,
        `Ratings of ${c.name}’s managers, 5 stars down to 1`,
      ) +
      '<h3 class="co-subheading">Management aspects</h3>' +
      scoreBars(
        managerAspectRows(c.aspectAverages, c.aspectCounts),
        `Average aspect ratings of ${c.name}’s managers, out of 5`,
      )
    : '<p class="rk-muted">No manager reviews yet.</p>';
  const own = c.companyReviews;
  const ownTone = ratingTextTone(Number(formatScore(own.averageRating)), own.reviewCount);
  const employees =
    own.reviewCount > 0
      ? `<p class="co-summary"><span class="rating-text" data-tone="${ownTone}" data-size="md"><span class="visually-hidden">Average rating </span>${formatScore(own.averageRating)}<span class="visually-hidden"> out of 5</span></span> from ${reviewCountText(own.reviewCount, 'company')}</p>` +
        scoreBars(
          COMPANY_CATEGORIES.map((category) => ({
            label: COMPANY_CATEGORY_NAMES[category],
            value: own.categoryAverages?.[category] ?? 0,
            count: own.categoryCounts?.[category],
          })),
          `${c.name}’s average category ratings, out of 5`,
        )
      : '<p class="rk-muted">Not rated by employees yet.</p>';
  const columns =
    `<div class="co-columns"><section class="card co-chart" aria-labelledby="managers-title"><h2 id="managers-title">How its managers are rated</h2>${managersChart}</section>` +
    `<section class="card co-chart" aria-labelledby="employees-title"><h2 id="employees-title">What employees say about the company</h2>${employees}</section></div>`;

  const more =
    reviews.length < own.reviewCount
      ? `<p>Showing ${reviews.length} of ${reviewCountText(own.reviewCount, 'company')}.</p>`
      : '';
  const list =
    reviews.length > 0
      ? `<ol class="rk-review-list">${reviews
          .map((r, n) => `<li>${reviewMarkup(companyReviewView(r, c.name), n)}</li>`)
          .join('')}</ol>${more}`
      : '<p class="rk-empty">No company reviews yet. Employees who reviewed a manager here can review the company.</p>';
  const companyReviews = `<div class="co-reviews"><section class="rk-reviews" aria-labelledby="reviews-title"><div class="rk-reviews-head"><h2 id="reviews-title">Reviews of ${name}</h2>${own.reviewCount > 0 ? reviewOrderControl('company') : ''}</div>${list}</section></div>`;

  const team =
    managers.length === 0
      ? `<p class="rk-muted">No managers listed yet. ${link(rateManager, 'Rate the first one')}.</p>`
      : `<ul class="co-team-list">${managers
          .map((m) => {
            const role = [m.position, m.department?.name, m.branch?.city].filter(Boolean).join(' · ');
            const badge = ratingBadge(
              m.reviewCount > 0 ? m.averageRating : null,
              managerBadgeTone(m.averageRating, m.reviewCount),
            );
            const count =
              m.reviewCount > 0 ? `<span class="co-team-count">${reviewCountText(m.reviewCount)}</span>` : '';
            return `<li class="card co-team-member"><div>${link(managerHref(m), esc(m.name), 'co-team-name')}<p class="co-team-role">${esc(role)}</p></div><div class="co-team-score">${badge}${count}</div></li>`;
          })
          .join('')}</ul>`;
  const leadership = `<section class="co-team" id="${LEADERSHIP_TEAM_ID}" aria-labelledby="team-title"><h2 id="team-title">Leadership Team</h2>${team}</section>`;

  const empty = companyEmptyText(c.name);
  const body = companyHasNothingYet(c, managers.length)
    ? `<p class="rk-empty">${esc(empty.before)}${link(rateManager, esc(empty.link))}${esc(empty.after)}</p>`
    : // The reviews beside the team from 60rem, as the app lays them out.
      `${columns}<div class="co-lower">${companyReviews}${leadership}</div>`;
  return (
    `<article class="co-profile" aria-labelledby="profile-title">${band}` +
    `<div class="container rk-body">${stats}${body}</div></article>`
  );
}
