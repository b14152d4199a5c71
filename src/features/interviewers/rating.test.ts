import { describe, expect, it } from 'vitest';
import {
  blendedScore,
  listBadgeTone,
  profileScore,
  searchBadgeTone,
  starCount,
} from '@/features/interviewers/rating';
import { blendWeight } from '../../../functions/src/domain/interviewers/blended-score.ts';

describe('blended score (DESIGN.md section 9)', () => {
  it('is 0 without reviews', () => {
    expect(blendWeight(0)).toBe(0);
    expect(blendedScore(0, 0)).toBe(0);
    expect(blendedScore(0, 5)).toBe(0);
  });

  it('mixes the average with a neutral 3 by w(n) = 2 / (1 + e^(-n/5)) - 1, to 2 decimals', () => {
    for (const [n, average] of [
      [1, 5],
      [2, 1],
      [5, 4.2],
      [12, 4.75],
      [40, 2],
    ] as const) {
      const w = 2 / (1 + Math.exp(-n / 5)) - 1;
      expect(blendedScore(n, average)).toBe(Math.round((w * average + (1 - w) * 3) * 100) / 100);
    }
    expect(blendedScore(1, 5)).toBe(3.2);
    expect(blendedScore(5, 5)).toBe(3.92);
  });

  it('approaches the plain average as reviews accumulate', () => {
    expect(blendedScore(100, 4.5)).toBe(4.5);
    expect(blendedScore(3, 3)).toBe(3);
  });

  it('is what the profile shows, computed from the 1-5 distribution', () => {
    const result = profileScore({ '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 });
    expect(result.count).toBe(4);
    expect(result.average).toBe(4.25);
    expect(result.score).toBe(blendedScore(4, 4.25));
    expect(profileScore({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })).toEqual({
      score: 0,
      count: 0,
      average: 0,
    });
  });
});

describe('stars', () => {
  it('rounds stars to the nearest whole number', () => {
    expect(starCount(3.5)).toBe(4);
    expect(starCount(3.49)).toBe(3);
    expect(starCount(4.51)).toBe(5);
    expect(starCount(0.4)).toBe(0);
    expect(starCount(0)).toBe(0);
    expect(starCount(7)).toBe(5);
  });
});

describe('badge colours', () => {
  it('list: 4 or above green, 2 to under 4 yellow, below 2 red', () => {
    expect(listBadgeTone(5)).toBe('good');
    expect(listBadgeTone(4)).toBe('good');
    expect(listBadgeTone(3.99)).toBe('fair');
    expect(listBadgeTone(2)).toBe('fair');
    expect(listBadgeTone(1.99)).toBe('poor');
    expect(listBadgeTone(1)).toBe('poor');
  });

  it('search: 4 or above green, 2 or below red, else yellow', () => {
    expect(searchBadgeTone(4)).toBe('good');
    expect(searchBadgeTone(3.99)).toBe('fair');
    expect(searchBadgeTone(2.01)).toBe('fair');
    expect(searchBadgeTone(2)).toBe('poor');
    expect(searchBadgeTone(1.5)).toBe('poor');
  });

  it('differ exactly at 2', () => {
    expect(listBadgeTone(2)).not.toBe(searchBadgeTone(2));
  });
});
