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

/** The exact time for the review's author, its day for everyone else. */
export function reviewDate(at: Date | string | number, own: boolean): string {
  return own ? new Date(at).toISOString() : publicDate(at);
}
