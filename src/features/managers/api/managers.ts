import type { ManagerDetails, ManagerReview, ManagerSummary, SearchMode } from '@/features/managers/types';
import { type ApiResult, api, apiWithMeta } from '@/lib/api-client';
import { viewerContextIfSignedIn, withViewerContext } from '@/lib/viewer-context';

export type ManagerProfile = { manager: ManagerDetails; reviews: ManagerReview[] };

/**
 * GET /api/managers/{id} -> {manager, reviews[]} as the public sees it (no token, so the service worker
 * may keep it for offline reading); signed in, the caller's own review and votes are merged in from
 * their review context.
 */
export async function getManagerProfile(
  id: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ApiResult<ManagerProfile>> {
  const [result, context] = await Promise.all([
    apiWithMeta<ManagerProfile>(`/managers/${encodeURIComponent(id)}`, { signal }),
    viewerContextIfSignedIn<ManagerReview>(signedIn, 'managers', id, signal),
  ]);
  return { ...result, data: { ...result.data, reviews: withViewerContext(result.data.reviews, context) } };
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
export async function searchManagers(q: string, signal?: AbortSignal): Promise<ApiResult<ManagerSummary[]>> {
  const result = await apiWithMeta<{ managers?: ManagerSummary[] }>(`/search?q=${encodeURIComponent(q)}`, {
    signal,
  });
  return { ...result, data: Array.isArray(result.data?.managers) ? result.data.managers : [] };
}
