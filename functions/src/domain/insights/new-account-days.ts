// "Many reviews from accounts created that day" (issue 16 item 3) without
// tying any review to its author: the store knows authors only by a
// pseudonym and never when their account was made. At write time the API
// knows the account's age; a review from an account younger than a day adds
// one to a counter per (target, UTC day). Nothing is written on the review
// itself, so the counter says how many of a target's reviews that day came
// from new accounts, never which. Counters expire after NEW_ACCOUNT_DAYS_TTL.
import { FieldValue, type Writer } from '../../store/document-store.ts';
import { utcDayOf } from '../shared/public-dates.ts';

export const NEW_ACCOUNT_DAYS = 'newAccountDays';
export const NEW_ACCOUNT_DAYS_TTL_MS = 30 * 86_400_000;

export type NewAccountDayData = {
  kind: 'interviewer' | 'manager' | 'company';
  subjectId: string;
  day: string;
  count: number;
  /** Also the field of a Firestore TTL policy on `newAccountDays`. */
  expiresAt: Date;
};

export function newAccountDayId(kind: string, subjectId: string, day: string): string {
  return `${kind}-${subjectId}-${day}`;
}

export function countNewAccountReview(
  writer: Writer,
  kind: NewAccountDayData['kind'],
  subjectId: string,
  now: Date,
): void {
  const day = utcDayOf(now);
  writer.set(
    NEW_ACCOUNT_DAYS,
    newAccountDayId(kind, subjectId, day),
    {
      kind,
      subjectId,
      day,
      count: FieldValue.increment(1),
      expiresAt: new Date(now.getTime() + NEW_ACCOUNT_DAYS_TTL_MS),
    },
    { merge: true },
  );
}
