import { utcLongDateEnUs } from '@/lib/long-date';

/** "July 28, 2025" (en-US long), the UTC day (long-date.ts), or '' for an unreadable date. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return utcLongDateEnUs(date);
}

/** "Head Chef at Harbor & Vine Bistro". */
export function positionAtCompany(manager: { position: string; company: { name: string } }): string {
  const company = manager.company.name || 'Unknown';
  return manager.position ? `${manager.position} at ${company}` : company;
}
