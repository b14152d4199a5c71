import { describe, expect, it } from 'vitest';
import { managerBadgeTone, ratingTextTone } from '@/components/scores/tones';

describe('manager rating colours (SPEC.md section 9)', () => {
  it('badge: 4 or more blue, 2 or less red, else yellow, for the average as shown; grey without reviews', () => {
    expect(managerBadgeTone(5)).toBe('top');
    expect(managerBadgeTone(4)).toBe('top');
    // 3.95 shows as "4.0", 3.94 as "3.9"; 2.04 as "2.0", 2.05 as "2.1".
    expect(managerBadgeTone(3.95)).toBe('top');
    expect(managerBadgeTone(3.94)).toBe('fair');
    expect(managerBadgeTone(2.05)).toBe('fair');
    expect(managerBadgeTone(2.04)).toBe('poor');
    expect(managerBadgeTone(2)).toBe('poor');
    expect(managerBadgeTone(1)).toBe('poor');
    expect(managerBadgeTone(0, 0)).toBe('none');
  });

  it('text: 4.5 or more green, 3 or more yellow, else red; grey without reviews', () => {
    expect(ratingTextTone(5)).toBe('good');
    expect(ratingTextTone(4.5)).toBe('good');
    expect(ratingTextTone(4.49)).toBe('fair');
    expect(ratingTextTone(3)).toBe('fair');
    expect(ratingTextTone(2.99)).toBe('poor');
    expect(ratingTextTone(1)).toBe('poor');
    expect(ratingTextTone(0, 0)).toBe('none');
  });
});
