import type { SavedInterviewers } from '@contract/subjects';
import type { SavedInterviewer } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';

/** GET /api/user/saved -> {savedInterviewers}: most recently saved first. */
export async function getSavedInterviewers(signal?: AbortSignal): Promise<SavedInterviewer[]> {
  const data = await api<Partial<SavedInterviewers> | null>('/user/saved', {
    auth: 'required',
    signal,
  });
  return Array.isArray(data?.savedInterviewers) ? data.savedInterviewers : [];
}

/** POST (save) or DELETE (unsave) /api/user/saved/{interviewerId}. */
export function setSaved(interviewerId: string, saved: boolean): Promise<{ saved: boolean }> {
  return api(`/user/saved/${encodeURIComponent(interviewerId)}`, {
    method: saved ? 'POST' : 'DELETE',
    auth: 'required',
    idempotencyKey: crypto.randomUUID(),
  });
}
