// A rendered profile's figures as the PWA draws them, in the same classes and words: the breakdown's
// bars (RatingDistribution), a manager's management style (ScoreBars), an interviewer's score notes
// (score-notes.tsx) and the row of actions over the reviews (review-profile.tsx). The app's takeover
// replaces them in the same frame; drawn alike, nothing under them moves (a layout shift, and a reader's
// lost place). Every value from data is escaped.
import { INTERVIEW_STATUSES, MANAGER_ASPECTS } from '../contract/request-rules.ts';
import { formatScore, reviewCountText } from '../domain/text/display-text.ts';
import { MANAGER_ASPECT_NAMES } from '../domain/text/insights-text.ts';
import { INTERVIEW_OUTCOME_LABELS } from '../domain/text/interview-outcome-labels.ts';
import {
  blendedScoreExplanation,
  FIRST_TO_RATE,
  MANAGEMENT_STYLE_TITLE,
  OUTCOME_NOTE_TAIL,
  RATING_BREAKDOWN_TITLE,
} from '../domain/text/profile-figures-text.ts';
import {
  ALL_OUTCOMES_LABEL,
  OUTCOME_FILTER_LABEL,
  REVIEW_ORDER_LEGEND,
  REVIEW_SORT_LABELS,
  SORT_BY_LABEL,
} from '../domain/text/review-order-text.ts';
import { companyHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';

export { FIRST_TO_RATE };

type Stars = 1 | 2 | 3 | 4 | 5;
export type Distribution = Record<'1' | '2' | '3' | '4' | '5', number>;
export type RatingWords = Record<Stars, string>;

/** RatingDistribution (src/components/scores/rating-distribution.tsx): a bar per star, 5 down to 1. */
export function ratingDistribution(distribution: Distribution, words: RatingWords, caption: string): string {
  const rows = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: distribution[`${stars}`] ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const body = rows
    .map(({ stars, count }) => {
      const share = total > 0 ? Math.round((count / total) * 100) : 0;
      return (
        `<tr><th scope="row" class="score-label">${esc(words[stars])}<span class="visually-hidden"> (${stars} ${stars === 1 ? 'star' : 'stars'})</span></th>` +
        `<td class="score-bar-cell"><span class="score-bar" aria-hidden="true"><span style="width:${share}%"></span></span><span class="visually-hidden">${share}%</span></td>` +
        `<td class="score-value">${count}</td></tr>`
      );
    })
    .join('');
  return (
    `<table class="score-table"><caption class="visually-hidden">${esc(caption)}</caption>` +
    '<thead class="visually-hidden"><tr><th scope="col">Rating</th><th scope="col">Share of reviews</th><th scope="col">Reviews</th></tr></thead>' +
    `<tbody>${body}</tbody></table>`
  );
}

/** RatingDistribution in its card. */
export function breakdownCard(distribution: Distribution, words: RatingWords, name: string): string {
  return (
    `<section class="card" aria-labelledby="breakdown-title"><h2 id="breakdown-title">${RATING_BREAKDOWN_TITLE}</h2>` +
    `${ratingDistribution(distribution, words, `How ${name} was rated, 5 stars down to 1`)}</section>`
  );
}

export type ScoreRow = { label: string; value: number; count?: number | undefined };

/** ScoreBars (src/components/scores/score-bars.tsx): averages out of 5, the unrated ones on one line. */
export function scoreBars(rows: ScoreRow[], caption: string): string {
  const rated = rows.filter((row) => row.value > 0);
  const unrated = rows.filter((row) => !(row.value > 0));
  const table = rated.length
    ? `<table class="score-table"><caption class="visually-hidden">${esc(caption)}</caption>` +
      '<thead class="visually-hidden"><tr><th scope="col">Aspect</th><th scope="col">Bar</th><th scope="col">Average out of 5</th></tr></thead><tbody>' +
      rated
        .map(
          (row) =>
            `<tr><th scope="row" class="score-label">${esc(row.label)}${row.count !== undefined ? ` <span class="score-count">${reviewCountText(row.count)}</span>` : ''}</th>` +
            `<td class="score-bar-cell"><span class="score-bar score-bar-aspect" aria-hidden="true"><span style="width:${Math.min(5, row.value) * 20}%"></span></span></td>` +
            `<td class="score-value">${formatScore(row.value)}</td></tr>`,
        )
        .join('') +
      '</tbody></table>'
    : '';
  const none = unrated.length
    ? `<p class="score-unrated">Not rated: ${unrated.map((row) => esc(row.label)).join(', ')}</p>`
    : '';
  return table + none;
}

type Aspects = Partial<Record<(typeof MANAGER_ASPECTS)[number], number | null>> | null | undefined;

/** A manager's (or a company's managers') aspect averages as ScoreBars rows. */
export function managerAspectRows(averages: Aspects, counts: Aspects): ScoreRow[] {
  return MANAGER_ASPECTS.map((aspect) => ({
    label: MANAGER_ASPECT_NAMES[aspect],
    value: averages?.[aspect] ?? 0,
    count: counts?.[aspect] ?? undefined,
  }));
}

/** ManagerFigures' second card: ScoreBars of the aspects' averages, the unrated ones on one line. */
export function managementStyleCard(name: string, averages: Aspects, counts: Aspects): string {
  const bars = scoreBars(managerAspectRows(averages, counts), `${name}’s average aspect ratings, out of 5`);
  return `<section class="card" aria-labelledby="aspects-title"><h2 id="aspects-title">${MANAGEMENT_STYLE_TITLE}</h2>${bars}</section>`;
}

/** Under an interviewer's name (interviewer-profile-page.tsx): position · company, topics, LinkedIn. */
export function interviewerIntro(person: {
  position?: string | null;
  company?: { _id: string; name: string; slug?: string } | null;
  tags?: string[];
  linkedin?: string | null;
}): string {
  const position = person.position
    ? `<span class="iv-profile-position">${esc(person.position)}</span><span aria-hidden="true"> · </span>`
    : '';
  const company = person.company?.name
    ? `<a href="${esc(companyHref(person.company))}" class="rk-band-link" data-discover="true">${esc(person.company.name)}</a>`
    : '';
  const tags = person.tags?.length
    ? `<ul class="iv-tags" aria-label="Topics">${person.tags.map((tag) => `<li>${esc(tag)}</li>`).join('')}</ul>`
    : '';
  const linkedin = person.linkedin
    ? `<p class="iv-profile-link"><a href="${esc(person.linkedin)}" target="_blank" rel="noopener noreferrer nofollow">LinkedIn profile<span class="visually-hidden"> (opens in a new tab)</span></a></p>`
    : '';
  return `<p class="rk-lead">${position}${company}</p>${tags}${linkedin}`;
}

/** BlendedScoreNote and OutcomeNote (score-notes.tsx): an interviewer's score card under the average. */
export function interviewerScoreNotes(
  blended: number,
  reviewCount: number,
  outcomes: { cleared: number; withResult: number } | null | undefined,
): string {
  const blend =
    '<details class="rk-score-details"><summary>' +
    `<span>Blended score <strong>${formatScore(blended)}</strong></span><span class="rk-score-details-hint">What is this?</span></summary>` +
    `<p>${esc(blendedScoreExplanation(reviewCount))}</p>` +
    '<p><a class="rk-score-details-more" href="/faq#blended-score" data-discover="true">More about the blended score</a></p></details>';
  const outcome = outcomes
    ? `<p><span class="rk-score-fact">${outcomes.cleared} of ${outcomes.withResult} cleared</span><br>${OUTCOME_NOTE_TAIL}</p>`
    : '';
  return blend + outcome;
}

const SAVE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"></path></svg>';
const SHARE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M18 8a3 3 0 1 0-2.8-4 3 3 0 0 0 .1 1.1L8.7 8.6a3 3 0 1 0 0 6.8l6.6 3.5A3 3 0 1 0 16 17l-6.6-3.5a3 3 0 0 0 0-3L16 7A3 3 0 0 0 18 8z" fill="currentColor"></path></svg>';

/** ShareButton without a script: a mail of the page's address, in the button's look. */
export function shareByMail(share: { subject: string; url: string }, className: string): string {
  const mail = `mailto:?subject=${encodeURIComponent(share.subject)}&body=${encodeURIComponent(share.url)}`;
  return `<a class="${className}" href="${esc(mail)}">${SHARE_ICON}Share</a>`;
}

/**
 * The row over the reviews as a visitor sees it (review-profile.tsx's Rate, then the area's actions), as
 * links that work without a script: Rate and Save lead to sign-in, Share to a mail of the page's address.
 */
export function profileActions(
  kind: 'interviewer' | 'manager',
  share: { subject: string; url: string },
  claimHref?: string,
): string {
  const shareLink = shareByMail(share, 'btn btn-secondary');
  const rest =
    kind === 'interviewer'
      ? `<a class="btn btn-secondary iv-save" href="/signin">${SAVE_ICON}Save</a>${shareLink}`
      : `${shareLink}${claimHref ? `<a class="btn btn-link" href="${esc(claimHref)}" data-discover="true">Is this you? Claim this profile</a>` : ''}`;
  return `<div class="rk-row rk-actions"><a class="btn btn-primary" href="/signin">Rate</a>${rest}</div>`;
}

/**
 * ReviewOrderControl (review-order-control.tsx) beside a profile's or a company's Reviews heading, as the
 * app draws it once there are reviews, so the heading and the list under it do not move when the app
 * takes over. The page lists the newest first and unfiltered, which is what the selects say; they are
 * disabled because only the app can ask for another order.
 */
export function reviewOrderControl(kind: 'interviewer' | 'manager' | 'company'): string {
  const field = (id: string, label: string, options: [string, string][]) =>
    `<div class="rk-order-field"><label for="${id}">${label}</label><select id="${id}" class="field-input" disabled>` +
    options
      .map(
        ([value, text], i) => `<option value="${value}"${i === 0 ? ' selected' : ''}>${esc(text)}</option>`,
      )
      .join('') +
    '</select></div>';
  const outcomes: [string, string][] = [
    ['', ALL_OUTCOMES_LABEL],
    ...INTERVIEW_STATUSES.map((status): [string, string] => [
      status.replace(' ', '-'),
      INTERVIEW_OUTCOME_LABELS[status],
    ]),
  ];
  return (
    `<fieldset class="rk-order"><legend class="visually-hidden">${REVIEW_ORDER_LEGEND}</legend>` +
    field('rk-order-sort', SORT_BY_LABEL, Object.entries(REVIEW_SORT_LABELS)) +
    (kind === 'interviewer' ? field('rk-order-outcome', OUTCOME_FILTER_LABEL, outcomes) : '') +
    '</fieldset>'
  );
}
