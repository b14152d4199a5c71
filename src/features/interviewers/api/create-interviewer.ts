import type { NewInterviewerRequest } from '@contract/subject-requests';
import type { Interviewer } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';

/** The body of POST /api/interviewers: the contract's (a company id or name; tags comma-separated). */
export type NewInterviewer = NewInterviewerRequest;

/** POST /api/interviewers: 201 with the new interviewer, or 200 with the existing one. */
export function createInterviewer(input: NewInterviewer, idempotencyKey: string): Promise<Interviewer> {
  return api<Interviewer>('/interviewers', { method: 'POST', body: input, auth: 'required', idempotencyKey });
}
