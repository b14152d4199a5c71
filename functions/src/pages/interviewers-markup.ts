// /interviewers as the PWA draws it (src/features/interviewers/interviewers-page.tsx): the band, the cards
// as links to the profiles, in the list's colours, and Next as a plain link, so a crawler or a reader
// without JavaScript can walk the whole list. The app's card asks "Are you here to..." first; that dialog
// needs the app. Every value from data is escaped.

import type { Interviewer } from '../contract/subjects.ts';
import { listBadgeTone } from '../domain/text/display-text.ts';
import { esc } from './html.ts';
import {
  INTERVIEWER_LIST_BAND,
  INTERVIEWER_LIST_EMPTY,
  INTERVIEWER_LIST_PAGER_LABEL,
  interviewerListHref,
} from './interviewer-list-page.ts';
import { cursorPagerMarkup, interviewerCardMarkup, link, RESULTS_ERROR_MARKUP } from './results-markup.ts';

const TITLE_ID = 'interviewers-title';

/** The list's page after `after`; `page` null when its answer did not come. */
export function interviewersMarkup(
  after: string | null,
  page: { items: Interviewer[]; nextCursor: string | null } | null,
): string {
  const band = INTERVIEWER_LIST_BAND;
  const actions = band.actions.map((a) => link(a.to, esc(a.text), a.className)).join('');
  let body: string;
  if (page === null) body = RESULTS_ERROR_MARKUP;
  else if (page.items.length === 0) body = `<p class="rk-empty">${esc(INTERVIEWER_LIST_EMPTY)}</p>`;
  else
    body = `<ul class="rk-grid">${page.items
      .map((i) => `<li>${interviewerCardMarkup(i, listBadgeTone, 'iv-card')}</li>`)
      .join('')}</ul>`;
  const pager =
    page === null
      ? ''
      : cursorPagerMarkup(after, page.nextCursor, interviewerListHref, INTERVIEWER_LIST_PAGER_LABEL);
  return (
    `<section aria-labelledby="${TITLE_ID}"><header class="rk-band"><div class="container">` +
    `<p class="eyebrow rk-eyebrow">${esc(band.eyebrow)}</p><h1 id="${TITLE_ID}">${esc(band.title)}</h1>` +
    `<p class="rk-lead">${esc(band.lead)}</p><div class="rk-row">${actions}</div></div></header>` +
    `<div class="container rk-body">${body}${pager}</div></section>`
  );
}
