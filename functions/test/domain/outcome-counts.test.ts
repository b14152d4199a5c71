// Outcome counts kept incrementally agree with counting from scratch, and the public figure follows
// DESIGN.md 6a (at least MIN_REVIEWS_PER_FIGURE reviews reporting a result, or none).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  emptyOutcomes,
  outcomeSummary,
  outcomesOf,
  withOutcomeChange,
} from '../../src/domain/interviewers/outcome-counts.ts';
import { INTERVIEW_STATUSES, type InterviewStatus } from '../../src/domain/reviews/review.ts';
import { MIN_REVIEWS_PER_FIGURE } from '../../src/domain/shared/figures.ts';

const status = fc.constantFrom<InterviewStatus | null>(...INTERVIEW_STATUSES, null);

describe('outcome counts', () => {
  test('any sequence of adds, edits and removes ends where counting the survivors from scratch does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('add', 'edit', 'remove'), status, fc.nat()), { maxLength: 60 }),
        (steps) => {
          const live: (InterviewStatus | null)[] = [];
          let counts = emptyOutcomes();
          for (const [kind, value, pick] of steps) {
            if (kind === 'add' || live.length === 0) {
              live.push(value);
              counts = withOutcomeChange(counts, { add: value });
              continue;
            }
            const i = pick % live.length;
            const old = live[i] ?? null;
            if (kind === 'edit') {
              live[i] = value;
              counts = withOutcomeChange(counts, { remove: old, add: value });
            } else {
              live.splice(i, 1);
              counts = withOutcomeChange(counts, { remove: old });
            }
          }
          expect(counts).toEqual(outcomesOf(live));
        },
      ),
    );
  });

  test('the figure: cleared of the reviews reporting a result, and none below the minimum group', () => {
    const below = outcomesOf(['cleared', 'cleared', 'not cleared', 'not cleared', 'waiting', 'no interview']);
    expect(outcomeSummary(below)).toBeNull();
    expect(
      outcomeSummary(outcomesOf([...Array(MIN_REVIEWS_PER_FIGURE - 1).fill('cleared'), 'waiting'])),
    ).toBeNull();
    const enough = outcomesOf([
      'cleared',
      'cleared',
      'not cleared',
      'not cleared',
      'cleared',
      'waiting',
      null,
    ]);
    expect(outcomeSummary(enough)).toEqual({ cleared: 3, withResult: 5 });
    expect(outcomeSummary(undefined)).toBeNull();
  });
});
