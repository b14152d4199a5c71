// Public review dates are days, not instants (DESIGN.md section 6a, issue 13): an exact time
// lets the person reviewed match a review to the candidate they met that hour. Answers keep
// the ISO form the PWA parses, at midnight UTC; only a review's author sees its exact times.

const DAY_MS = 86_400_000;

/** The UTC day of an instant: 'YYYY-MM-DD'. */
export function utcDayOf(at: Date | string | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The instant at the start of the UTC day after `day` ('YYYY-MM-DD'). */
export function endOfUtcDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
}

/** What everyone may see of a time: its UTC day, as '2026-03-01T00:00:00.000Z'. */
export function publicDate(at: Date | string | number): string {
  return `${utcDayOf(at)}T00:00:00.000Z`;
}

/**
 * A review's times as stored: `createdAt` is when it became public (for a review that waited for its
 * publication time, the moment it appeared: firstPublicationFields in moderation/review-state.ts), `writtenAt` when its
 * author wrote it, only where the two differ.
 */
export type ReviewTimes = { createdAt: Date; updatedAt?: Date; writtenAt?: Date };

/**
 * The dates a review's answer carries: the exact times for its author (when they wrote it); for
 * everyone else the day it became public, and for its last edit never a day before that (an edit
 * made while it waited would date it earlier).
 */
export function reviewDates(r: ReviewTimes, own: boolean): { createdAt: string; updatedAt?: string } {
  if (own) {
    return {
      createdAt: new Date(r.writtenAt ?? r.createdAt).toISOString(),
      ...(r.updatedAt ? { updatedAt: new Date(r.updatedAt).toISOString() } : {}),
    };
  }
  const created = new Date(r.createdAt).getTime();
  return {
    createdAt: publicDate(created),
    ...(r.updatedAt ? { updatedAt: publicDate(Math.max(created, new Date(r.updatedAt).getTime())) } : {}),
  };
}
