import type { HomepageContent, LatestReview } from '@contract/latest-reviews';
import { api } from '@/lib/api-client';

export type { LatestReview };

/**
 * GET /api/managers/homepage-content: the newest published reviews, with their manager and company.
 * An answer of another shape (an old cached one, a proxy's page) counts as none: the landing page
 * never fails for a section it can do without.
 */
export async function fetchLatestReviews(signal: AbortSignal): Promise<LatestReview[]> {
  const answer = await api<Partial<HomepageContent> | null>('/managers/homepage-content', { signal });
  return Array.isArray(answer?.latestReviews) ? answer.latestReviews : [];
}
