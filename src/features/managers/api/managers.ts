import type { ManagerProfile as ContractManagerProfile } from '@contract/subjects';
import { managerSearchAnswerPath } from '@/features/managers/search-href';
import type { ManagerDetails, ManagerReview, ManagerSummary, SearchMode } from '@/features/managers/types';
import {
  type ApiResult,
  answerMeta,
  api,
  apiWithHeaders,
  apiWithMeta,
  embeddedAnswer,
} from '@/lib/api-client';
import { NEWEST_FIRST, type ReviewOrder, withOrder } from '@/lib/review-order';
import { firstPage, type LoadedReviews, pagePath, reviewPageFrom } from '@/lib/review-pages';

/** The manager, the reviews loaded so far (a page at a time) and the order they were asked for in. */
export type ManagerProfile = {
  manager: ManagerDetails;
  reviews: LoadedReviews<ManagerReview>;
  order: ReviewOrder;
};

type ProfileAnswer = ContractManagerProfile;

const profilePath = (id: string, order: ReviewOrder) =>
  withOrder(`/managers/${encodeURIComponent(id)}`, order);

/**
 * GET /api/managers/{id}?limit=&sort= -> {manager, reviews[]} with the first page of reviews, as the public
 * sees it (no token, so the service worker may keep it for offline reading); useViewerContext merges
 * in the caller's own review and votes.
 */
export async function getManagerProfile(
  id: string,
  order: ReviewOrder = NEWEST_FIRST,
  signal?: AbortSignal,
): Promise<ApiResult<ManagerProfile>> {
  const { data, headers } = await apiWithHeaders<ProfileAnswer>(pagePath(profilePath(id, order), null), {
    signal,
  });
  return profileFrom(data, headers, order);
}

/** The same answer, when a server-rendered page came with it (first render only). */
export function embeddedManagerProfile(
  id: string,
  order: ReviewOrder,
): ApiResult<ManagerProfile> | undefined {
  const answer = embeddedAnswer<ProfileAnswer>(pagePath(profilePath(id, order), null));
  return answer && profileFrom(answer.data, answer.headers, order);
}

function profileFrom(data: ProfileAnswer, headers: Headers, order: ReviewOrder): ApiResult<ManagerProfile> {
  const page = reviewPageFrom<ManagerReview>(data?.reviews, headers);
  return { data: { manager: data.manager, reviews: firstPage(page, null), order }, ...answerMeta(headers) };
}

/** The first page of reviews in `order` alone (the profile answer's reviews), after the sort changed. */
export async function loadManagerReviews(
  id: string,
  order: ReviewOrder,
  signal?: AbortSignal,
): Promise<LoadedReviews<ManagerReview>> {
  const { data, headers } = await apiWithHeaders<ProfileAnswer>(pagePath(profilePath(id, order), null), {
    signal,
  });
  return firstPage(reviewPageFrom<ManagerReview>(data?.reviews, headers), null);
}

/** The page of `order` after `cursor` (X-Next-Cursor of the previous one): append it with withNextPage. */
export async function nextManagerReviewPage(id: string, cursor: string, order: ReviewOrder = NEWEST_FIRST) {
  const { data, headers } = await apiWithHeaders<ProfileAnswer>(pagePath(profilePath(id, order), cursor));
  return reviewPageFrom<ManagerReview>(data?.reviews, headers);
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

// GET /api/search?q= -> {managers[]}: name or company matches, name matches first (at most 90).
const managersOf = (data: { managers?: ManagerSummary[] } | undefined) =>
  Array.isArray(data?.managers) ? data.managers : [];

export async function searchManagers(q: string, signal?: AbortSignal): Promise<ApiResult<ManagerSummary[]>> {
  const result = await apiWithMeta<{ managers?: ManagerSummary[] }>(managerSearchAnswerPath(q), { signal });
  return { ...result, data: managersOf(result.data) };
}

/** During the first render of the server-rendered /searchresults: the answer it came with, if any. */
export function embeddedManagerSearch(q: string): ApiResult<ManagerSummary[]> | undefined {
  const answer = embeddedAnswer<{ managers?: ManagerSummary[] }>(managerSearchAnswerPath(q));
  return answer && { data: managersOf(answer.data), ...answerMeta(answer.headers) };
}
