// A vote that fails says so (SPEC.md section 8 only logged it): the reason a person can act on.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { voteFailureText } from './use-review-votes';

describe('voteFailureText', () => {
  it('a refusal: its own words', () => {
    const refused = new ApiError(403, 'forbidden', 'You can’t vote on your own review.');
    expect(voteFailureText(refused, true)).toBe('You can’t vote on your own review.');
  });

  it('no answer while offline: that the vote was not counted, and why', () => {
    expect(voteFailureText(new TypeError('Failed to fetch'), false)).toBe(
      'Your vote was not counted: you are offline. Please try again once you are online.',
    );
  });

  it('a server failure, or no answer online: not counted, try again (never the server’s internals)', () => {
    expect(voteFailureText(new ApiError(500, 'internal', 'Something went wrong.'), true)).toBe(
      'Your vote was not counted. Please try again.',
    );
    expect(voteFailureText(new TypeError('Failed to fetch'), true)).toBe(
      'Your vote was not counted. Please try again.',
    );
  });
});
