import { utcLongDateEnUs } from '@/lib/long-date';

/** 'March 3, 2026', the review's UTC day (long-date.ts); an empty string for an unreadable date. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : utcLongDateEnUs(date);
}

/** 'Engineering Manager at Northwind Analytics', or just the company without a position. */
export function positionAtCompany(interviewer: {
  position: string;
  company: { name: string } | string;
}): string {
  const company = typeof interviewer.company === 'string' ? interviewer.company : interviewer.company.name;
  return interviewer.position ? `${interviewer.position} at ${company}` : company;
}
