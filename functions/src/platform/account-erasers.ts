import {
  type AccountEraserRegistry,
  createAccountEraserRegistry,
} from '../domain/accounts/account-erasers.ts';
import { authorKeyRecordEraser } from '../domain/accounts/author-key-records.ts';
import { claimEraser } from '../domain/claims/profile-claims.ts';
import { companyReviewEraser, companyReviewVoteEraser } from '../domain/company-reviews/company-reviews.ts';
import { eligibilityMarkerEraser } from '../domain/company-reviews/eligibility.ts';
import { managerReviewEraser, managerReviewVoteEraser } from '../domain/managers/manager-reviews.ts';
import { reportEraser } from '../domain/moderation/report-erasure.ts';
import { reviewResponseEraser } from '../domain/responses/review-responses.ts';
import { interviewerReviewEraser, interviewerReviewVoteEraser } from '../domain/reviews/review-erasers.ts';
import { savedInterviewerEraser } from '../domain/saved/saved-interviewers.ts';
import { idempotencyAnswerEraser } from '../http/idempotency-erasure.ts';

/**
 * The composition root for account deletion: each feature that keeps user
 * data adds its eraser here, in the order they must run (votes before the
 * reviews they point at, for example). With none yet, deletion removes the
 * profile and the Auth account only.
 */
export function createAccountErasers(secrets: { codes: string; authorKey: string }): AccountEraserRegistry {
  const registry = createAccountEraserRegistry();
  // Interviewer area (issue 5): votes before the reviews, then the saved list.
  registry.register(interviewerReviewVoteEraser);
  registry.register(interviewerReviewEraser);
  registry.register(savedInterviewerEraser);
  // Manager area (issue 6): votes before the reviews (which repair manager and company
  // figures and eligibility counts), then company review votes and company reviews, then
  // any marker left.
  registry.register(managerReviewVoteEraser);
  registry.register(managerReviewEraser);
  registry.register(companyReviewVoteEraser);
  registry.register(companyReviewEraser);
  registry.register(eligibilityMarkerEraser);
  // Claims of manager profiles and company accounts (issue 17): what the account held is free again.
  registry.register(claimEraser);
  // Public responses the account wrote as a claimant, and its author-key record: once it is gone,
  // nothing can reach the account to tell it about an answer (issue 17 item 3).
  registry.register(reviewResponseEraser);
  registry.register(authorKeyRecordEraser);
  // Reports it filed: their words and their link to it; what they did to a review stays (report-erasure.ts).
  registry.register(reportEraser(secrets.authorKey));
  // Stored answers of the account's writes (they hold copies of its reviews): last, once nothing
  // it wrote remains.
  registry.register(idempotencyAnswerEraser(secrets.codes));
  return registry;
}
