import type { Interviewer } from '@/features/interviewers/types';
import { apiWithHeaders } from '@/lib/api-client';

export const LIST_PAGE_SIZE = 12;

export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/**
 * GET /api/interviewers?limit=&cursor=: a page in name order and the next page's cursor
 * (X-Next-Cursor). No total: the API never counts the collection for a page (issue 20).
 */
export async function listInterviewers(
  after: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<Interviewer>> {
  const cursor = after === null ? '' : `&cursor=${encodeURIComponent(after)}`;
  const { data, headers } = await apiWithHeaders<Interviewer[]>(
    `/interviewers?limit=${LIST_PAGE_SIZE}${cursor}`,
    { signal },
  );
  return { items: Array.isArray(data) ? data : [], nextCursor: headers.get('X-Next-Cursor') || null };
}
