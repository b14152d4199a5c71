import type { Interviewer } from '@/features/interviewers/types';
import { type ApiResult, apiWithMeta } from '@/lib/api-client';

/** GET /api/interviewers/{id}, with when it was fetched (the profile says so when it is offline data). */
export function getInterviewer(id: string, signal?: AbortSignal): Promise<ApiResult<Interviewer>> {
  return apiWithMeta<Interviewer>(`/interviewers/${encodeURIComponent(id)}`, { signal });
}
