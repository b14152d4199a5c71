// The new-profile allowance ("additions") at a small limit, as the allowance tests set it, and the 429
// body an account gets once it has used it up.
import type { TestAppOptions } from './test-app.ts';

const DAY = 86_400;

export function additionsAt(limit: number): {
  options: Pick<TestAppOptions, 'dailyLimits'>;
  usedUp: { message: string; code: string };
} {
  return {
    options: { dailyLimits: { additions: { limit, windowSeconds: DAY } } },
    usedUp: {
      message: `You can add at most ${limit} new profiles a day. Please try again later.`,
      code: 'rate_limited',
    },
  };
}
