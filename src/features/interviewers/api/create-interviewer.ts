import type { Interviewer } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';

export type NewInterviewer = {
  name: string;
  /** A chosen company's id, or the name typed (found or created by the server). */
  company: { _id: string } | { name: string };
  position?: string;
  linkedin?: string;
  email?: string;
  /** Comma-separated, as typed; the server splits and trims. */
  tags?: string;
};

/** POST /api/interviewers: 201 with the new interviewer, or 200 with the existing one. */
export function createInterviewer(input: NewInterviewer, idempotencyKey: string): Promise<Interviewer> {
  return api<Interviewer>('/interviewers', { method: 'POST', body: input, auth: 'required', idempotencyKey });
}
