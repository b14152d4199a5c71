// A published review as the review kit's ReviewCard (src/components/review-kit/review-card.tsx) draws it
// for a visitor, in the same elements and classes: its stars, chips and date, the aspect scores, the main
// text and labelled texts, the public response, and the row of votes and Report. Drawn alike, a card is as
// tall before the app takes the page over as after, so nothing under it moves. Without a script the votes
// and Report are links to sign-in, which is where the app sends a visitor who presses them. Every value
// from data is escaped.
import { COMPANY_CATEGORIES, COMPANY_REVIEW_TEXTS, MANAGER_ASPECTS } from '../contract/request-rules.ts';
import type { CompanyReview, InterviewerReview, ManagerReview } from '../contract/reviews.ts';
import { utcLongDateEnUs } from '../domain/text/display-text.ts';
import { COMPANY_CATEGORY_NAMES, MANAGER_ASPECT_NAMES } from '../domain/text/insights-text.ts';
import { INTERVIEW_OUTCOME_LABELS } from '../domain/text/interview-outcome-labels.ts';
import {
  COMPANY_REVIEW_TEXT_SHOWN,
  MANAGER_COMMENT_FIELDS,
  MANAGER_COMMENT_SHOWN,
} from '../domain/text/review-field-labels.ts';
import { esc } from './html.ts';
import { FLAG_PATH, THUMB_PATH } from './page-icons.ts';
import { starDisplay } from './star-display-markup.ts';

export type ReviewView = {
  /** The review kit's kind, on the card as the app marks it. */
  kind: 'interviewer' | 'manager' | 'company';
  rating: number;
  /** The public day (the API gives readers other than the author the UTC day). */
  createdAt: string;
  updatedAt?: string | undefined;
  chips?: string[];
  /** The kind's aspect scores, 0 for not rated (a manager's five, a company's categories). */
  aspects?: { label: string; value: number }[];
  /** The main text, first. */
  text?: string;
  /** The labelled answers under it; the empty ones are left out. */
  texts?: { label: string; text: string }[];
  likes: number;
  dislikes: number;
  /** The published answer, and who gave it ("the manager", the company's name). */
  response?: { text: string; createdAt: string; updatedAt: string } | null;
  responseFrom?: string;
};

/** A review's public day as the cards write it ("March 3, 2026"), or nothing for an unreadable date. */
export const day = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : utcLongDateEnUs(date);
};

/** What an interviewer review's card shows (INTERVIEWER_REVIEWS): its outcome as a chip, its text. */
export const interviewerReviewView = (r: InterviewerReview): ReviewView => ({
  kind: 'interviewer',
  rating: r.rating,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  chips: r.interviewStatus ? [INTERVIEW_OUTCOME_LABELS[r.interviewStatus]] : [],
  text: r.reviewText,
  likes: r.likes,
  dislikes: r.dislikes,
});

/** What a manager review's card shows (MANAGER_REVIEWS): five aspects, the text, three comments, a response. */
export const managerReviewView = (r: ManagerReview): ReviewView => ({
  kind: 'manager',
  rating: r.rating,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  aspects: MANAGER_ASPECTS.map((aspect) => ({ label: MANAGER_ASPECT_NAMES[aspect], value: r[aspect] })),
  text: r.reviewText,
  texts: MANAGER_COMMENT_FIELDS.map((field) => ({ label: MANAGER_COMMENT_SHOWN[field], text: r[field] })),
  likes: r.likes,
  dislikes: r.dislikes,
  response: r.response,
});

/** What a company review's card shows (COMPANY_REVIEWS): its categories, six answers, the company's response. */
export const companyReviewView = (r: CompanyReview, companyName: string): ReviewView => ({
  kind: 'company',
  rating: r.rating,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  aspects: COMPANY_CATEGORIES.map((category) => ({
    label: COMPANY_CATEGORY_NAMES[category],
    value: r.ratings?.[category] ?? 0,
  })),
  texts: COMPANY_REVIEW_TEXTS.map((field) => ({
    label: COMPANY_REVIEW_TEXT_SHOWN[field],
    text: r.reviews?.[field] ?? '',
  })),
  likes: r.likes,
  dislikes: r.dislikes,
  response: r.response,
  responseFrom: companyName,
});

/** VoteButtons' thumb and ReportReviewButton's flag. */
const thumb = (down: boolean) =>
  `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"${down ? ' style="transform:rotate(180deg)"' : ''}><path d="${THUMB_PATH}" fill="currentColor"></path></svg>`;
const FLAG = `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="${FLAG_PATH}" fill="currentColor"></path></svg>`;

/** Report as a visitor meets it: the app's dialog asks them to sign in first. */
const reportLink = (noun: 'review' | 'response', push: boolean) =>
  `<a class="report-review-button${push ? ' report-review-push' : ''}" href="/signin" aria-label="Report this ${noun}">${FLAG}<span aria-hidden="true">Report</span></a>`;

/** `n` numbers the cards of a page, for their headings' ids (the app's come from useId). */
export function reviewMarkup(r: ReviewView, n: number): string {
  const titleId = `review-${n}-title`;
  const date = day(r.createdAt);
  const edited = Boolean(r.updatedAt) && r.updatedAt !== r.createdAt;
  const chips = (r.chips ?? []).map((chip) => `<span class="rk-chip">${esc(chip)}</span>`).join('');
  const aspects = r.aspects ?? [];
  const rated = aspects.filter((aspect) => aspect.value > 0);
  const unrated = aspects.filter((aspect) => !(aspect.value > 0));
  const aspectList = aspects.length
    ? '<dl class="rk-review-aspects">' +
      rated.map((a) => `<div><dt>${esc(a.label)}</dt><dd>${a.value}/5</dd></div>`).join('') +
      (unrated.length
        ? `<div><dt>Not rated</dt><dd>${unrated.map((a) => esc(a.label)).join(', ')}</dd></div>`
        : '') +
      '</dl>'
    : '';
  const texts = (r.texts ?? []).filter((t) => t.text.trim() !== '');
  const text = r.text ? `<p class="rk-review-text">${esc(r.text)}</p>` : '';
  const textList = texts.length
    ? `<dl class="rk-review-texts">${texts.map((t) => `<div><dt>${esc(t.label)}</dt><dd>${esc(t.text)}</dd></div>`).join('')}</dl>`
    : '';
  const vote = (label: 'Like' | 'Dislike', count: number) =>
    `<a class="rk-vote" href="/signin">${thumb(label === 'Dislike')}<span class="visually-hidden">${label}</span> <span>${count}</span></a>`;
  return (
    `<article class="rk-review" data-kind="${r.kind}" aria-labelledby="${titleId}" tabindex="-1">` +
    `<header class="rk-review-head"><h3 id="${titleId}" class="visually-hidden">Review, ${r.rating} out of 5 stars${date ? `, ${esc(date)}` : ''}</h3>` +
    `<span class="rk-review-tags">${starDisplay(r.rating, `${r.rating} out of 5 stars`, 'sm')}${chips}</span>` +
    (date
      ? `<time class="rk-review-date" datetime="${esc(r.createdAt)}">${esc(date)}${edited ? ' (edited)' : ''}</time>`
      : '') +
    `</header>${aspectList}${text}${textList}${r.response ? responseMarkup(r.response, r.responseFrom ?? 'the manager', n) : ''}` +
    `<footer class="rk-review-foot">${vote('Like', r.likes)}${vote('Dislike', r.dislikes)}${reportLink('review', true)}</footer></article>`
  );
}

/** ReviewResponse (review-response.tsx) as a reader sees it: who answered, the day, the text, Report. */
function responseMarkup(response: NonNullable<ReviewView['response']>, from: string, n: number): string {
  const titleId = `review-${n}-response`;
  const date = day(response.updatedAt);
  const edited = response.updatedAt !== response.createdAt;
  return (
    `<section class="rk-response" aria-labelledby="${titleId}"><h4 id="${titleId}" class="rk-response-title">Response from ${esc(from)}` +
    (date
      ? `<time class="rk-response-date" datetime="${esc(response.updatedAt)}">${esc(date)}${edited ? ' (edited)' : ''}</time>`
      : '') +
    `</h4><p class="rk-response-text">${esc(response.text)}</p><div class="rk-response-foot">${reportLink('response', false)}</div></section>`
  );
}
