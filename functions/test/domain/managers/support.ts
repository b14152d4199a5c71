import type { ManagerReviewInput } from '../../../src/domain/managers/manager-review.ts';

/** A manager review as the forms send it: an overall rating, leadership scored or not (0), no other scores. */
export const managerReviewInput = (rating: 1 | 2 | 3 | 4 | 5, leadership = 0): ManagerReviewInput => ({
  rating,
  reviewText: 'Text',
  reviewLeadership: '',
  reviewCommunicationText: '',
  reviewSupport: '',
  anonymous: true,
  leadership,
  communication: 0,
  teamwork: 0,
  empathy: 0,
  fairness: 0,
});
