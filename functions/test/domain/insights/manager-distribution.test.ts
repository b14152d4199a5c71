// Percentiles of the dashboard (issue 17 item 2): among too few others there is none; ties count half;
// the manager is taken out of the histogram of all managers before comparing.
import { describe, expect, it } from 'vitest';
import {
  binOf,
  percentileAmong,
  percentileInHistogram,
} from '../../../src/domain/insights/manager-distribution.ts';

describe('percentiles', () => {
  it('needs at least 5 others', () => {
    expect(percentileAmong(2, 0, 4)).toBeNull();
    expect(percentileAmong(2, 0, 5)).toEqual({ percentile: 40, comparedWith: 5 });
  });

  it('counts ties as half', () => {
    expect(percentileAmong(2, 2, 6)).toEqual({ percentile: 50, comparedWith: 6 });
  });

  it('takes the manager out of a histogram that holds them', () => {
    const counts = new Array<number>(401).fill(0);
    for (const v of [2, 3, 3.5, 4, 4.5, 5]) counts[binOf(v)] = (counts[binOf(v)] ?? 0) + 1;
    // Own value 4: among the 5 others, 3 are below.
    expect(percentileInHistogram({ total: 6, counts }, 4)).toEqual({ percentile: 60, comparedWith: 5 });
    expect(percentileInHistogram({ total: 5, counts }, 4)).toBeNull();
    expect(percentileInHistogram(undefined, 4)).toBeNull();
  });
});
