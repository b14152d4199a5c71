import type { ReviewKindDescriptor } from '@/components/review-kit/types';
import { ASPECT_LABELS, MANAGER_ASPECTS, MANAGER_RATING_WORDS } from '@/components/scores/tones';
import { voteOnManagerReview } from '@/features/managers/api/manager-reviews';
import type { ManagerReview } from '@/features/managers/types';
import {
  MANAGER_COMMENT_LABELS,
  MANAGER_COMMENT_SHOWN,
} from '../../../functions/src/domain/text/review-field-labels.ts';

/**
 * The three optional aspect comments: the field, how the form asks (the API's refusals name them the
 * same way) and how a review shows it.
 */
export const ASPECT_COMMENTS = [
  {
    field: 'reviewLeadership',
    label: MANAGER_COMMENT_LABELS.reviewLeadership,
    shown: MANAGER_COMMENT_SHOWN.reviewLeadership,
  },
  {
    field: 'reviewCommunicationText',
    label: MANAGER_COMMENT_LABELS.reviewCommunicationText,
    shown: MANAGER_COMMENT_SHOWN.reviewCommunicationText,
  },
  {
    field: 'reviewSupport',
    label: MANAGER_COMMENT_LABELS.reviewSupport,
    shown: MANAGER_COMMENT_SHOWN.reviewSupport,
  },
] as const;

/** Manager reviews in the review kit: five aspect scores, three aspect comments and the main text. */
export const MANAGER_REVIEWS: ReviewKindDescriptor<ManagerReview> = {
  kind: 'manager',
  ratingWords: MANAGER_RATING_WORDS,
  aspects: (review) =>
    MANAGER_ASPECTS.map((aspect) => ({ key: aspect, label: ASPECT_LABELS[aspect], value: review[aspect] })),
  texts: (review) =>
    ASPECT_COMMENTS.map(({ field, shown }) => ({ key: field, label: shown, text: review[field] })),
  text: (review) => review.reviewText,
  vote: (review, vote) => voteOnManagerReview(review._id, vote),
  messages: {
    submitted: 'Review submitted successfully!',
    updated: 'Review updated successfully!',
    deleted: 'Review deleted successfully!',
    submitFailed: 'Failed to submit',
    deleteFailed: 'Failed to delete review.',
    confirmDelete: {
      title: 'Are you sure you want to delete your review?',
      description: 'Its ratings and text are removed for good, and the manager’s scores are updated.',
    },
  },
};
