import type { ReviewKindDescriptor } from '@/components/review-kit/types';
import { voteOnReview } from '@/features/interviewers/api/reviews';
import { RATING_WORDS, STATUS_LABELS } from '@/features/interviewers/rating';
import type { Review } from '@/features/interviewers/types';

/** Interviewer reviews in the review kit: the outcome beside the stars, one text, the area's wording. */
export const INTERVIEWER_REVIEWS: ReviewKindDescriptor<Review> = {
  kind: 'interviewer',
  ratingWords: RATING_WORDS,
  chips: (review) => (review.interviewStatus ? [STATUS_LABELS[review.interviewStatus]] : []),
  text: (review) => review.reviewText,
  vote: (review, vote) => voteOnReview(review.interviewer, review._id, vote),
  messages: {
    submitted: 'Review submitted!',
    updated: 'Review updated!',
    deleted: 'Review deleted.',
    submitFailed: 'Submit failed.',
    deleteFailed: 'Delete failed.',
    confirmDelete: {
      title: 'Are you sure you want to delete this review?',
      description: 'Its rating and text are removed for good, and the interviewer’s score is updated.',
    },
  },
};
