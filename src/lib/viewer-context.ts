import type { Responder } from '@contract/responses';
import { api } from '@/lib/api-client';

type Vote = 'like' | 'dislike';
type ReviewWithFlags = { _id: string; isOwnReview: boolean; myVote: Vote | null };

/**
 * The caller's part of a profile's reviews (GET /api/user/review-context/...): their own review (also
 * while it is held for moderation) and their votes. Profiles are fetched without a token, so the
 * service worker can keep them for offline reading; this personal part is fetched apart and never cached.
 */
export type ViewerContext<R> = {
  ownReview: R | null;
  myVotes: Record<string, Vote>;
  /** Companies only: every review of the caller's on this subject (one a month), the newest being ownReview. */
  ownReviewIds?: string[];
  /** Companies only: those reviews in full (the edit form opens any of them). */
  ownReviews?: R[];
  /** Managers only, for the profile's active claimant: their responses to its reviews, held ones too. */
  responder?: Responder;
};

/** Whose reviews a profile lists: the path segment of the review-context route. */
export type ReviewSubject = 'interviewers' | 'managers' | 'companies';

/** GET /api/user/review-context/{interviewers|managers|companies}/{id}. */
export function getViewerContext<R>(
  subject: ReviewSubject,
  id: string,
  signal?: AbortSignal,
): Promise<ViewerContext<R>> {
  return api<ViewerContext<R>>(`/user/review-context/${subject}/${encodeURIComponent(id)}`, {
    auth: 'required',
    signal,
  });
}

/**
 * The context for a signed-in caller, or null: a visitor has none, and when it cannot be had (offline,
 * an expired session) the public list is still worth showing, just without "mine".
 */
export async function viewerContextIfSignedIn<R>(
  signedIn: boolean,
  subject: ReviewSubject,
  id: string,
  signal?: AbortSignal,
): Promise<ViewerContext<R> | null> {
  if (!signedIn) return null;
  try {
    return await getViewerContext<R>(subject, id, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Your own review and votes could not be loaded:', error);
    return null;
  }
}

/**
 * The public reviews as the caller sees them: their review marked and their votes. With `pinOwn` (the
 * first page) the caller's review is put on top when the page does not hold it (it is further down
 * the list, or held for moderation so only they see it); later pages never add it again.
 */
export function withViewerContext<R extends ReviewWithFlags>(
  reviews: readonly R[],
  context: ViewerContext<R> | null,
  { pinOwn = true }: { pinOwn?: boolean } = {},
): R[] {
  if (!context) return [...reviews];
  const own = context.ownReview;
  const alsoOwn = new Set(context.ownReviewIds ?? []);
  const merged = reviews.map((review) => {
    if (own && review._id === own._id) return { ...review, ...own, isOwnReview: true };
    const myVote = context.myVotes[review._id] ?? null;
    const isOwnReview = alsoOwn.has(review._id);
    return review.isOwnReview !== isOwnReview || review.myVote !== myVote
      ? { ...review, isOwnReview, myVote }
      : review;
  });
  if (pinOwn && own && !merged.some((review) => review._id === own._id)) {
    merged.unshift({ ...own, isOwnReview: true });
  }
  return merged;
}
