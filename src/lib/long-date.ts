import { MONTHS, utcLongDateEnUs } from '../../functions/src/domain/text/display-text.ts';

/**
 * "March 3, 2026" in local time, exactly as Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long',
 * day: 'numeric' }) writes it, but without Intl: the first Intl date formatter a page creates loads locale
 * data, which took the largest single slice (tens of milliseconds on a phone) of a profile's first render.
 */
export function longDateEnUs(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

// The UTC day's form is shared with the server's rendered pages.
export { utcLongDateEnUs };

/**
 * 'March 3, 2026' for an instant (its UTC day: public review dates are UTC days) or a day ('2026-03-03', read as that calendar day wherever the reader
 * is); an empty string for an unreadable date.
 */
export function formatLongDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : utcLongDateEnUs(date);
}
