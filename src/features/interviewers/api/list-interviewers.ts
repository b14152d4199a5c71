import type { Interviewer } from '@/features/interviewers/types';
import { type AnswerMeta, answerMeta, apiWithHeaders, embeddedAnswer } from '@/lib/api-client';
import { interviewerListAnswerPath } from '../../../../functions/src/pages/interviewer-list-page.ts';

/** A page, the next one's cursor, and when it was fetched (offline: saved). */
export type CursorPage<T> = { items: T[]; nextCursor: string | null } & AnswerMeta;

const asPage = (data: unknown, headers: Headers): CursorPage<Interviewer> => ({
  items: Array.isArray(data) ? data : [],
  nextCursor: headers.get('X-Next-Cursor') || null,
  ...answerMeta(headers),
});

/**
 * GET /api/interviewers?limit=&cursor=: a page in name order and the next page's cursor
 * (X-Next-Cursor). No total: the API never counts the collection for a page (issue 20).
 */
export async function listInterviewers(
  after: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<Interviewer>> {
  const { data, headers } = await apiWithHeaders<Interviewer[]>(interviewerListAnswerPath(after), { signal });
  return asPage(data, headers);
}

/** The page, when a server-rendered /interviewers came with it (first render only). */
export function embeddedInterviewers(after: string | null): CursorPage<Interviewer> | undefined {
  const answer = embeddedAnswer<Interviewer[]>(interviewerListAnswerPath(after));
  return answer && Array.isArray(answer.data) ? asPage(answer.data, answer.headers) : undefined;
}
