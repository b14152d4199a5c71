import { longDateEnUs } from '@/lib/long-date';

/** "November 22, 2026" (SPEC.md: the profile date is en-US long); a dash when the date is unreadable. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : longDateEnUs(date);
}
