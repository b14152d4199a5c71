import type { HomepageContent, LatestReview } from '@contract/latest-reviews';
import { api, embeddedAnswer } from '@/lib/api-client';

export type { LatestReview };

const PATH = '/managers/homepage-content';

/** An answer of another shape (an old cached one, a proxy's page) counts as none. */
function reviewsOf(answer: Partial<HomepageContent> | null | undefined): LatestReview[] {
  return Array.isArray(answer?.latestReviews) ? answer.latestReviews : [];
}

/**
 * GET /api/managers/homepage-content: the newest published reviews, with their manager and company.
 * The landing page never fails for a section it can do without.
 */
export async function fetchLatestReviews(signal: AbortSignal): Promise<LatestReview[]> {
  return reviewsOf(await api<Partial<HomepageContent> | null>(PATH, { signal }));
}

/** During the first render of the server-rendered landing page: the answer it came with, if any. */
export function embeddedLatestReviews(): LatestReview[] | undefined {
  const answer = embeddedAnswer<Partial<HomepageContent> | null>(PATH);
  return answer && reviewsOf(answer.data);
}
