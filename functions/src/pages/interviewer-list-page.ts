// The interviewer list's words and addresses (/interviewers?after=), for the PWA's page and the rendered one
// alike: both read the same API answer by the same path, so the rendered page's embedded answer is the app's.

/** The band's words. */
export const INTERVIEWER_LIST_BAND = {
  eyebrow: 'Interviewers',
  title: 'Browse interviewers',
  lead: 'Pick someone to read their reviews or to share how your interview went.',
  actions: [
    { to: '/search-interviewers', text: 'Search interviewers', className: 'btn btn-accent' },
    { to: '/add-interviewer', text: 'Add an interviewer', className: 'btn btn-outline-inverse' },
  ],
} as const;

export const INTERVIEWER_LIST_EMPTY = 'No interviewers found.';
/** Names the pager's landmark. */
export const INTERVIEWER_LIST_PAGER_LABEL = 'Interviewer pages';

/** The list's page size (src/features/interviewers/interviewers-page.tsx). */
export const INTERVIEWER_LIST_PAGE_SIZE = 12;

/** ?after= as the API's cursor (base64url of a small array), or null for the first page. */
export function interviewerListCursor(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{1,700}$/.test(value) ? value : null;
}

/** The list page after a cursor (the first page without one). */
export function interviewerListHref(after: string | null): string {
  return after === null ? '/interviewers' : `/interviewers?after=${encodeURIComponent(after)}`;
}

/** GET /interviewers?limit=&cursor=: a page in name order; its next page's cursor is X-Next-Cursor. */
export function interviewerListAnswerPath(after: string | null): string {
  const cursor = after === null ? '' : `&cursor=${encodeURIComponent(after)}`;
  return `/interviewers?limit=${INTERVIEWER_LIST_PAGE_SIZE}${cursor}`;
}
