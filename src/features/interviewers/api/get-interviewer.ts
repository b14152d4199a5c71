import type { Interviewer } from '@/features/interviewers/types';
import { type ApiResult, answerMeta, apiWithMeta, embeddedAnswer } from '@/lib/api-client';

/** GET /api/interviewers/{id}, with when it was fetched (the profile says so when it is offline data). */
export function getInterviewer(id: string, signal?: AbortSignal): Promise<ApiResult<Interviewer>> {
  return apiWithMeta<Interviewer>(`/interviewers/${encodeURIComponent(id)}`, { signal });
}

/** The same answer, when a server-rendered page came with it (first render only). */
export function embeddedInterviewer(id: string): ApiResult<Interviewer> | undefined {
  const answer = embeddedAnswer<Interviewer>(`/interviewers/${encodeURIComponent(id)}`);
  return answer && { data: answer.data, ...answerMeta(answer.headers) };
}
