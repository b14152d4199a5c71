// What a user wrote in an outbox entry, in words: the review's text and comments, whatever the call
// (a review of a profile, "Rate a manager", "Rate an interviewer", a company review). An entry the server
// refused cannot be sent as it is, and its form's draft was cleared when it was queued: the outbox shows
// this so nothing written is out of reach before the user discards it.
import { COMPANY_REVIEW_TEXTS } from '@contract/request-rules';

/** The review fields that hold words, in the order a review card shows them. */
const TEXT_FIELDS = ['reviewText', 'reviewLeadership', 'reviewCommunicationText', 'reviewSupport'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const wordsOf = (value: unknown) => (typeof value === 'string' && value.trim() ? [value.trim()] : []);

/** The non-empty texts of a review body: at its top level, or under `review` (the "Rate a..." calls). */
export function writtenText(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const review = isRecord(body.review) ? body.review : body;
  const reviews = isRecord(review.reviews) ? review.reviews : {};
  return [
    ...TEXT_FIELDS.flatMap((field) => wordsOf(review[field])),
    ...COMPANY_REVIEW_TEXTS.flatMap((field) => wordsOf(reviews[field])),
  ];
}
