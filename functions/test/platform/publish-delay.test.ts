// RMI_PUBLISH_DELAY_HOURS: production's window by default, at once only when said so, and a typo is an
// error at start rather than reviews that appear at the minute they were written.
import { describe, expect, test } from 'vitest';
import { DEFAULT_PUBLISH_DELAY, drawPublishAt } from '../../src/domain/moderation/scheduled-publication.ts';
import { publishDelay } from '../../src/platform/publish-delay.ts';

const HOUR = 3_600_000;

describe('publishDelay', () => {
  test('unset: 1 to 24 hours deployed, at once in the Functions emulator or where the caller says so', () => {
    expect(publishDelay({})).toEqual(DEFAULT_PUBLISH_DELAY);
    expect(DEFAULT_PUBLISH_DELAY).toEqual({ minMs: HOUR, maxMs: 24 * HOUR });
    expect(publishDelay({ FUNCTIONS_EMULATOR: 'true' })).toBeUndefined();
    expect(publishDelay({}, 'at once')).toBeUndefined();
    expect(publishDelay({ RMI_PUBLISH_DELAY_HOURS: '1-24' }, 'at once')).toEqual(DEFAULT_PUBLISH_DELAY);
  });

  test('"MIN-MAX" hours, or "0" for at once', () => {
    expect(publishDelay({ RMI_PUBLISH_DELAY_HOURS: '2-6' })).toEqual({ minMs: 2 * HOUR, maxMs: 6 * HOUR });
    expect(publishDelay({ RMI_PUBLISH_DELAY_HOURS: '1.5-3' })).toEqual({
      minMs: 1.5 * HOUR,
      maxMs: 3 * HOUR,
    });
    expect(publishDelay({ RMI_PUBLISH_DELAY_HOURS: '0' })).toBeUndefined();
  });

  test.each(['24', '6-2', '1-', 'one-24', '-1-2', '1-200', '0-0'])('refuses "%s"', (raw) => {
    expect(() => publishDelay({ RMI_PUBLISH_DELAY_HOURS: raw })).toThrow(/RMI_PUBLISH_DELAY_HOURS/);
  });

  // Every message says "within a day" (a review appears, an edit waits, a deleted review or account leaves):
  // a longer window would make them untrue.
  test.each(['1-25', '1-48', '2-168'])('refuses "%s": longer than the day every message promises', (raw) => {
    expect(() => publishDelay({ RMI_PUBLISH_DELAY_HOURS: raw })).toThrow(/MAX <= 24/);
  });

  // The burst rule (moderation/admission.ts) holds the earlier reviews of a burst written within the last
  // hour, pulling one already published out of every figure. A review that waited less than an hour could be
  // published by then: its count fell at the minute the burst's last review was written, which pointed at that
  // review's author when it appeared later (attack11).
  test.each(['0-24', '0.5-1', '0.99-2'])(
    'refuses "%s": a review could appear within the burst rule’s hour',
    (raw) => {
      expect(() => publishDelay({ RMI_PUBLISH_DELAY_HOURS: raw })).toThrow(/at least 1 hour/);
    },
  );
});

describe('drawPublishAt', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  test('inside the window, and not always the same moment', () => {
    const drawn = Array.from({ length: 50 }, () => drawPublishAt(now, DEFAULT_PUBLISH_DELAY)?.getTime() ?? 0);
    for (const at of drawn) {
      expect(at - now.getTime()).toBeGreaterThanOrEqual(HOUR);
      expect(at - now.getTime()).toBeLessThanOrEqual(24 * HOUR);
    }
    expect(new Set(drawn).size).toBeGreaterThan(1);
  });
  test('no delay: at once', () => {
    expect(drawPublishAt(now, undefined)).toBeNull();
  });
});
