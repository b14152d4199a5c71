// The rendered company page (/companies/{slug}/{id}) in the order the app draws it
// (src/features/companies/company-page.tsx), so a visitor before the app takes over, and a search engine,
// reads what the app leads with: the band with its managers' rating, then the counts, how its managers are
// rated, what employees say, the company's own reviews and the leadership team. The figures are tables
// (the app's bars need its styles per row); every value from data is escaped.

import type { CompanyReview } from '../contract/reviews.ts';
import type { CompanyDetails, ManagerSummary } from '../contract/subjects.ts';
import { companyEmptyText, companyHasNothingYet } from '../domain/text/company-empty.ts';
import { COMPANY_EYEBROW, LEADERSHIP_TEAM_ID } from '../domain/text/company-page-titles.ts';
import {
  formatScore,
  managerBadgeTone,
  NO_RATING_TEXT,
  reviewCountText,
} from '../domain/text/display-text.ts';
import { COMPANY_CATEGORY_NAMES, MANAGER_ASPECT_NAMES } from '../domain/text/insights-text.ts';
import { companyHref, managerHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import { reviewOrderControl } from './profile-figures.ts';
import { ratingBadge } from './results-markup.ts';
import { companyReviewView, reviewMarkup } from './review-card-markup.ts';
import { starDisplay } from './star-display-markup.ts';

const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${esc(href)}" data-discover="true">${text}</a>`;

/** A figure per row: its name and its value (an average out of 5, or a count). */
function figuresTable(caption: string, rows: { label: string; value: string }[]): string {
  const body = rows
    .map((r) => `<tr><th scope="row">${esc(r.label)}</th><td>${esc(r.value)}</td></tr>`)
    .join('');
  return `<table class="rk-distribution"><caption class="visually-hidden">${esc(caption)}</caption><tbody>${body}</tbody></table>`;
}

export function companyMarkup(
  c: CompanyDetails,
  managers: ManagerSummary[],
  reviews: CompanyReview[],
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
    `<p class="co-band-score">${score}</p><div class="rk-row">` +
    link(rateManager, 'Rate a Manager', 'btn btn-accent') +
    link(`${href}/rate-company`, 'Rate This Company', 'btn btn-outline-inverse') +
    link(`${href}/insights`, 'Insights: trends and themes', 'btn btn-outline-inverse') +
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

  const managersChart = rated
    ? '<h3 class="co-subheading">Overall ratings</h3>' +
      figuresTable(
        `Ratings of ${c.name}’s managers, 5 stars down to 1`,
        (['5', '4', '3', '2', '1'] as const).map((n) => ({
          label: `${n} star${n === '1' ? '' : 's'}`,
          value: String(c.distribution[n] ?? 0),
        })),
      ) +
      '<h3 class="co-subheading">Management aspects</h3>' +
      figuresTable(
        `Average aspect ratings of ${c.name}’s managers, out of 5`,
        Object.entries(MANAGER_ASPECT_NAMES)
          .filter(([aspect]) => (c.aspectAverages?.[aspect as keyof typeof c.aspectAverages] ?? 0) > 0)
          .map(([aspect, label]) => ({
            label,
            value: formatScore(c.aspectAverages?.[aspect as keyof typeof c.aspectAverages] ?? 0),
          })),
      )
    : '<p class="rk-muted">No manager reviews yet.</p>';
  const own = c.companyReviews;
  const employees =
    own.reviewCount > 0
      ? `<p class="co-summary"><span class="rating-text">${formatScore(own.averageRating)}</span> from ${reviewCountText(own.reviewCount, 'company')}</p>` +
        figuresTable(
          `${c.name}’s average category ratings, out of 5`,
          Object.entries(COMPANY_CATEGORY_NAMES)
            .filter(
              ([category]) => (own.categoryAverages[category as keyof typeof own.categoryAverages] ?? 0) > 0,
            )
            .map(([category, label]) => ({
              label,
              value: formatScore(own.categoryAverages[category as keyof typeof own.categoryAverages]),
            })),
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
  const companyReviews = `<section class="co-reviews rk-reviews" aria-labelledby="reviews-title"><div class="rk-reviews-head"><h2 id="reviews-title">Reviews of ${name}</h2>${own.reviewCount > 0 ? reviewOrderControl('company') : ''}</div>${list}</section>`;

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
    : `${columns}${companyReviews}${leadership}`;
  return (
    `<article class="co-profile" aria-labelledby="profile-title">${band}` +
    `<div class="container rk-body">${stats}${body}</div></article>`
  );
}
