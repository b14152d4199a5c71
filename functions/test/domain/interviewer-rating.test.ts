// Pure rules of the interviewer area: the blended score, aggregates, votes,
// statuses, tags and unlinkable ids.
import { describe, expect, test } from 'vitest';
import { blendedScore, blendWeight, round2 } from '../../src/domain/interviewers/blended-score.ts';
import { parseTags } from '../../src/domain/interviewers/interviewer.ts';
import {
  aggregatesOf,
  averageOf,
  emptyAggregates,
  withRatingChange,
} from '../../src/domain/interviewers/rating-aggregates.ts';
import { parseInterviewStatus } from '../../src/domain/reviews/review.ts';
import { countsAfter, nextVote } from '../../src/domain/reviews/votes.ts';
import { actorFor, unlinkableId } from '../../src/domain/shared/actor.ts';

describe('blended score (DESIGN.md section 9)', () => {
  test('w(n) = 2/(1+e^(-n/5)) - 1: 0 at no reviews, rising towards 1', () => {
    expect(blendWeight(0)).toBe(0);
    expect(blendWeight(5)).toBeCloseTo(2 / (1 + Math.exp(-1)) - 1, 12);
    expect(blendWeight(1)).toBeLessThan(blendWeight(2));
    expect(blendWeight(100)).toBeGreaterThan(0.9999);
  });

  test('score = round2(w*avg + (1-w)*3), 0 without reviews', () => {
    expect(blendedScore(0, 5)).toBe(0);
    expect(blendedScore(1, 5)).toBe(3.2); // w(1) = 0.0997
    expect(blendedScore(1, 1)).toBe(2.8);
    expect(blendedScore(5, 4)).toBe(3.46); // w(5) = 0.4621
    expect(blendedScore(10, 5)).toBe(4.52); // w(10) = 0.7616
    expect(blendedScore(3, 3)).toBe(3);
    expect(blendedScore(500, 4.2)).toBe(4.2);
  });

  test('few reviews pull towards 3, many follow the average', () => {
    for (const avg of [1, 2, 4, 5]) {
      let previous = 3;
      for (let n = 1; n <= 40; n++) {
        const score = blendedScore(n, avg);
        expect(Math.abs(score - avg)).toBeLessThanOrEqual(Math.abs(previous - avg) + 1e-9);
        previous = score;
      }
    }
  });

  test('round2 rounds half up at 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344999)).toBe(2.34);
  });
});

describe('aggregates', () => {
  test('adding, editing and removing ratings', () => {
    let agg = emptyAggregates();
    agg = withRatingChange(agg, { add: 5 });
    agg = withRatingChange(agg, { add: 2 });
    expect(agg).toEqual({
      reviewCount: 2,
      ratingSum: 7,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
    agg = withRatingChange(agg, { remove: 5, add: 4 });
    expect(agg).toEqual(aggregatesOf([2, 4]));
    agg = withRatingChange(agg, { remove: 2 });
    expect(agg).toEqual(aggregatesOf([4]));
    expect(averageOf(agg)).toBe(4);
    expect(averageOf(emptyAggregates())).toBe(0);
  });
});

describe('votes', () => {
  test('the same vote removes it, the other switches', () => {
    expect(nextVote(null, 'like')).toBe('like');
    expect(nextVote('like', 'like')).toBeNull();
    expect(nextVote('like', 'dislike')).toBe('dislike');
    expect(nextVote('dislike', 'like')).toBe('like');
  });

  test('counts follow the change', () => {
    const c = { likes: 3, dislikes: 1 };
    expect(countsAfter(c, null, 'like')).toEqual({ likes: 4, dislikes: 1 });
    expect(countsAfter(c, 'like', null)).toEqual({ likes: 2, dislikes: 1 });
    expect(countsAfter(c, 'like', 'dislike')).toEqual({ likes: 2, dislikes: 2 });
    expect(countsAfter(c, 'dislike', 'dislike')).toEqual(c);
  });
});

describe('input forms', () => {
  test('interview statuses in stored and displayed forms', () => {
    expect(parseInterviewStatus('Cleared')).toBe('cleared');
    expect(parseInterviewStatus(' NOT  cleared ')).toBe('not cleared');
    expect(parseInterviewStatus('not_cleared')).toBe('not cleared');
    expect(parseInterviewStatus('Waiting for Result')).toBe('waiting');
    expect(parseInterviewStatus('Did Not Have Interview')).toBe('no interview');
    expect(parseInterviewStatus('no-interview')).toBe('no interview');
    expect(parseInterviewStatus('hired')).toBeNull();
  });

  test('tags: comma-separated or a list, trimmed, empties and duplicates dropped', () => {
    expect(parseTags(' React, , typescript ,react,Type  Script ')).toEqual([
      'React',
      'typescript',
      'Type Script',
    ]);
    expect(parseTags(['a, b', ' c '])).toEqual(['a', 'b', 'c']);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
});

describe('unlinkable ids', () => {
  test('20 base62 characters, deterministic, different per user, purpose and secret', () => {
    const id = unlinkableId('secret', 'interviewerReview:I1:uid-1');
    expect(id).toMatch(/^[0-9A-Za-z]{20}$/);
    expect(unlinkableId('secret', 'interviewerReview:I1:uid-1')).toBe(id);
    expect(unlinkableId('secret', 'interviewerReview:I1:uid-2')).not.toBe(id);
    expect(unlinkableId('secret', 'interviewerReview:I2:uid-1')).not.toBe(id);
    expect(unlinkableId('other secret', 'interviewerReview:I1:uid-1')).not.toBe(id);
  });

  test('an actor’s ids follow the documented recipe and do not contain the uid or the author key', () => {
    const actor = actorFor('uid-1', 'secret');
    expect(actor.idFor('interviewerReview:I1')).toBe(unlinkableId('secret', 'interviewerReview:I1:uid-1'));
    expect(actor.idFor('interviewerReview:I1')).not.toContain('uid');
    expect(actor.authorKey).toMatch(/^[0-9a-f]{64}$/);
    expect(actor.authorKey).not.toContain(actor.idFor('interviewerReview:I1').toLowerCase().slice(0, 6));
  });
});
