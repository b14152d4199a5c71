// Request fields shared by the manager-area routes (zod at the edge).
import { z } from 'zod';
import { MAX_CITY, MAX_LOCATION_PART, MAX_LOCATION_PARTS } from '../domain/branches/branch.ts';
import { MANAGER_ASPECTS, type ManagerAspect } from '../domain/companies/review-scores.ts';
import type { Scores } from '../domain/companies/score-stats.ts';
import type { Rating } from '../domain/interviewers/rating-aggregates.ts';
import { MAX_ASPECT_COMMENT, MAX_MANAGER_REVIEW_TEXT } from '../domain/managers/manager-review.ts';
import { blankToUndefined } from './interviewer-fields.ts';
import { nameText, visibleOnly } from './name-fields.ts';

/** Missing, null and '' are all "not given"; otherwise trimmed and at most `max` characters. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional()).transform((v) => v ?? '');

/** The overall rating: a whole number from 1 to 5. */
export const ratingField = z
  .number()
  .int('must be a whole number from 1 to 5')
  .min(1)
  .max(5)
  .transform((n) => n as Rating);

/** An aspect or category rating: a whole number from 0 (not rated, the default) to 5. */
export const subScoreField = z
  .preprocess(blankToUndefined, z.number().int('must be a whole number from 0 to 5').min(0).max(5).optional())
  .transform((n) => n ?? 0);

/** POST /manager-reviews/submit and PUT /manager-reviews/{id}: the documented body (managerId aside). */
export const managerReviewFields = {
  rating: ratingField,
  reviewText: z.string().trim().min(1).max(MAX_MANAGER_REVIEW_TEXT),
  reviewLeadership: optionalText(MAX_ASPECT_COMMENT),
  reviewCommunicationText: optionalText(MAX_ASPECT_COMMENT),
  reviewSupport: optionalText(MAX_ASPECT_COMMENT),
  /** SPEC.md: always true on the manager forms; a review is anonymous unless told otherwise. */
  anonymous: z.boolean().default(true),
  ...(Object.fromEntries(MANAGER_ASPECTS.map((a) => [a, subScoreField])) as Record<
    ManagerAspect,
    typeof subScoreField
  >),
};

export const managerReviewBody = z.object(managerReviewFields);

/** Typed view of a parsed review body (the aspect fields come from a computed object). */
export type ParsedManagerReview = z.infer<typeof managerReviewBody> & Scores<ManagerAspect>;

/** A city: required, trimmed, shown publicly (name-fields.ts). */
export const cityField = nameText(MAX_CITY);

/** "location (list of strings)"; a single string is taken as one part. */
export const locationField = z
  .preprocess(
    (v) => (v === null || v === undefined || v === '' ? [] : typeof v === 'string' ? [v] : v),
    z.array(z.string().trim().max(MAX_LOCATION_PART).superRefine(visibleOnly)).max(MAX_LOCATION_PARTS),
  )
  .transform((parts) => parts.filter((p) => p !== ''));
