// The request bodies that write reviews of all three kinds. The routes validate with these schemas,
// the OpenAPI document describes them, and the PWA takes its request types from them (z.input<>:
// what a client may send). Zod only.
import { z } from 'zod';
import { idField } from './ids.ts';
import {
  anonymousField,
  notGiven,
  optionalText,
  proseText,
  ratingField,
  subScoreField,
} from './request-fields.ts';
import {
  COMPANY_CATEGORIES,
  COMPANY_REVIEW_TEXTS,
  type CompanyCategory,
  type CompanyReviewText,
  INTERVIEW_STATUSES,
  MANAGER_ASPECTS,
  MAX_ASPECT_COMMENT,
  MAX_COMPANY_REVIEW_TEXT,
  MAX_MANAGER_REVIEW_TEXT,
  MAX_REVIEW_TEXT,
  type ManagerAspect,
  parseInterviewStatus,
} from './request-rules.ts';

/** Any form parseInterviewStatus knows ("Not Cleared", "NOT_CLEARED"), answered canonical; null when not given. */
export const interviewStatusField = notGiven(
  z
    .string()
    .refine((s) => parseInterviewStatus(s) !== null, {
      message: `must be one of: ${INTERVIEW_STATUSES.join(', ')}`,
    })
    .transform((s) => parseInterviewStatus(s)),
).transform((status) => status ?? null);

/** POST /reviews/rmi and PUT /interviewer-reviews/{id}: the documented body. */
export const interviewerReviewFields = {
  rating: ratingField,
  reviewText: proseText(MAX_REVIEW_TEXT),
  interviewStatus: interviewStatusField,
  anonymous: anonymousField,
};
export const interviewerReviewBody = z.object({ interviewerId: idField, ...interviewerReviewFields });
/** "Same body" as the create (SPEC.md section 7); interviewerId may come along and is ignored. */
export const interviewerReviewUpdateBody = z.object(interviewerReviewFields);

/** POST /manager-reviews/submit and PUT /manager-reviews/{id}: the documented body (managerId aside). */
export const managerReviewFields = {
  rating: ratingField,
  reviewText: proseText(MAX_MANAGER_REVIEW_TEXT),
  reviewLeadership: optionalText(MAX_ASPECT_COMMENT),
  reviewCommunicationText: optionalText(MAX_ASPECT_COMMENT),
  reviewSupport: optionalText(MAX_ASPECT_COMMENT),
  anonymous: anonymousField,
  ...(Object.fromEntries(MANAGER_ASPECTS.map((a) => [a, subScoreField])) as Record<
    ManagerAspect,
    typeof subScoreField
  >),
};
export const managerReviewBody = z.object(managerReviewFields);
export const managerReviewSubmitBody = z.object({ managerId: idField, ...managerReviewFields });
/** "Same body" as the submit (SPEC.md section 7); managerId may come along and is ignored. */
export const managerReviewUpdateBody = managerReviewBody;

const ratingsField = z
  .object(
    Object.fromEntries(COMPANY_CATEGORIES.map((k) => [k, subScoreField])) as Record<
      CompanyCategory,
      typeof subScoreField
    >,
  )
  .default(Object.fromEntries(COMPANY_CATEGORIES.map((k) => [k, 0])) as Record<CompanyCategory, number>);

const reviewsField = z
  .object(
    Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, optionalText(MAX_COMPANY_REVIEW_TEXT)])) as Record<
      CompanyReviewText,
      ReturnType<typeof optionalText>
    >,
  )
  .default(Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, ''])) as Record<CompanyReviewText, string>);

const companyReviewFields = {
  rating: ratingField,
  isAnonymous: anonymousField,
  ratings: ratingsField,
  reviews: reviewsField,
};

/** PUT /company-reviews/{id}: the submit's body with its overall rating; companyId may come along and is ignored. */
export const companyReviewUpdateBody = z.object(companyReviewFields);
/**
 * POST /company-reviews/submit: the documented payload, plus the overall rating the PWA sends
 * (DESIGN.md section 9). Without it (as SPEC.md documents the payload) the route derives the overall
 * from the categories rated.
 */
export const companyReviewSubmitBody = z.object({
  companyId: idField,
  ...companyReviewFields,
  rating: ratingField.optional(),
});

export type InterviewerReviewRequest = z.input<typeof interviewerReviewBody>;
export type InterviewerReviewUpdateRequest = z.input<typeof interviewerReviewUpdateBody>;
export type ManagerReviewRequest = z.input<typeof managerReviewSubmitBody>;
export type ManagerReviewUpdateRequest = z.input<typeof managerReviewUpdateBody>;
export type CompanyReviewRequest = z.input<typeof companyReviewSubmitBody>;
export type CompanyReviewUpdateRequest = z.input<typeof companyReviewUpdateBody>;
