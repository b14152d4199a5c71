import { totalCount } from '@/features/interviewers/api/total-count';
import type { Interviewer, Page } from '@/features/interviewers/types';
import { apiWithHeaders } from '@/lib/api-client';

export const LIST_PAGE_SIZE = 12;

/** GET /api/interviewers?page=&limit=: a page of interviewers, newest first, with the total. */
export async function listInterviewers(page: number, signal?: AbortSignal): Promise<Page<Interviewer>> {
  const { data, headers } = await apiWithHeaders<Interviewer[]>(
    `/interviewers?page=${page}&limit=${LIST_PAGE_SIZE}`,
    { signal },
  );
  const items = Array.isArray(data) ? data : [];
  return { items, total: totalCount(headers, items.length) };
}
