import type { ReviewKindDescriptor } from '@/components/review-kit/types';
import { MANAGER_RATING_WORDS } from '@/components/scores/tones';
import { voteOnCompanyReview } from '@/features/companies/api/company-reviews';
import { CATEGORY_LABELS } from '@/features/companies/labels';
import { COMPANY_CATEGORIES, COMPANY_REVIEW_TEXTS, type CompanyReview } from '@/features/companies/types';
import { COMPANY_REVIEW_TEXT_SHOWN } from '../../../functions/src/domain/text/review-field-labels.ts';

export const NOT_ELIGIBLE_MESSAGE =
  'You must review a manager in this company before submitting a company review.';
export const MONTHLY_LIMIT_MESSAGE = "You've already submitted a review for this company this month.";
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit review.';
export const SUBMITTED_MESSAGE = 'Review submitted successfully!';

/** How a company review shows each of the form's answers. */
const SHOWN_TEXT_LABELS = COMPANY_REVIEW_TEXT_SHOWN;

/**
 * Company reviews in the review kit: the five category scores as aspects and the six answers as
 * labelled texts; there is no separate main text. Refusals read as SPEC.md section 8 words them.
 */
export const COMPANY_REVIEWS: ReviewKindDescriptor<CompanyReview> = {
  kind: 'company',
  ratingWords: MANAGER_RATING_WORDS,
  aspects: (review) =>
    COMPANY_CATEGORIES.map((category) => ({
      key: category,
      label: CATEGORY_LABELS[category],
      value: review.ratings?.[category] ?? 0,
    })),
  texts: (review) =>
    COMPANY_REVIEW_TEXTS.map((field) => ({
      key: field,
      label: SHOWN_TEXT_LABELS[field],
      text: review.reviews?.[field] ?? '',
    })),
  text: () => '',
  vote: (review, vote) => voteOnCompanyReview(review._id, vote),
  messages: {
    submitted: SUBMITTED_MESSAGE,
    updated: 'Review updated successfully!',
    deleted: 'Review deleted.',
    submitFailed: SUBMIT_FAILED_MESSAGE,
    deleteFailed: 'Failed to delete review.',
    confirmDelete: {
      title: 'Are you sure you want to delete your review?',
      description: 'Its ratings and answers are removed for good, and the company’s figures are updated.',
    },
    // SPEC.md's words for a refusal; a body over the API's limit says so (failureMessage), else nobody
    // knows what to change.
    describeFailure: (error) =>
      error.status === 409 ? MONTHLY_LIMIT_MESSAGE : error.status === 413 ? null : SUBMIT_FAILED_MESSAGE,
  },
};
