import { describe, expect, it } from 'vitest';
import { formatLongDate, longDateEnUs } from '@/lib/long-date';

describe('longDateEnUs', () => {
  it('writes what Intl writes for en-US long dates, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(longDateEnUs(date)).toBe(intl.format(date));
      }
    }
    expect(longDateEnUs(new Date('2026-03-03T12:00:00Z'))).toBe(
      intl.format(new Date('2026-03-03T12:00:00Z')),
    );
  });
});

describe('formatLongDate', () => {
  it('reads a day as that calendar day, an instant in local time, and nonsense as nothing', () => {
    expect(formatLongDate('2026-03-03')).toBe('March 3, 2026');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
    const instant = '2026-03-03T12:00:00.000Z';
    expect(formatLongDate(instant)).toBe(longDateEnUs(new Date(instant)));
    expect(formatLongDate('not a date')).toBe('');
  });
});
