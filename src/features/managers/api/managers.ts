import type { ManagerDetails, ManagerReview, ManagerSummary, SearchMode } from '@/features/managers/types';
import { type ApiResult, api, apiWithMeta } from '@/lib/api-client';

export type ManagerProfile = { manager: ManagerDetails; reviews: ManagerReview[] };

/** GET /api/managers/{id} -> {manager, reviews[]}; signed in, the bearer makes isOwnReview and myVote the caller's. */
export function getManagerProfile(id: string, signal?: AbortSignal): Promise<ApiResult<ManagerProfile>> {
  return apiWithMeta<ManagerProfile>(`/managers/${encodeURIComponent(id)}`, { auth: 'optional', signal });
}

/** GET /api/managers/search/{text}?searchMode=&page=1: the first 9 matches, for the live suggestions. */
export async function suggestManagers(
  text: string,
  mode: SearchMode,
  signal?: AbortSignal,
): Promise<ManagerSummary[]> {
  const data = await api<ManagerSummary[]>(
    `/managers/search/${encodeURIComponent(text)}?searchMode=${mode}&page=1`,
    { signal },
  );
  return Array.isArray(data) ? data : [];
}

/** GET /api/search?q= -> {managers[]}: name or company matches, name matches first (at most 90). */
export async function searchManagers(q: string, signal?: AbortSignal): Promise<ManagerSummary[]> {
  const data = await api<{ managers?: ManagerSummary[] }>(`/search?q=${encodeURIComponent(q)}`, { signal });
  return Array.isArray(data?.managers) ? data.managers : [];
}
