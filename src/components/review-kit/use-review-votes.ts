import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStatus } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import type { KitReview, ReviewKindDescriptor, Vote } from './types';

const VOTE_NOT_COUNTED = 'Your vote was not counted. Please try again.';

/**
 * What a failed vote says (SPEC.md section 8 only logged it, so a refused vote looked like a button that
 * did nothing): a refusal's own words (the daily allowance's 429 says when to try again), else that
 * the vote was not counted, and why when the device is offline.
 */
export function voteFailureText(error: unknown, online = navigator.onLine): string {
  if (error instanceof ApiError) {
    return error.status < 500 && error.code !== 'http_error' ? error.message : VOTE_NOT_COUNTED;
  }
  return online
    ? VOTE_NOT_COUNTED
    : 'Your vote was not counted: you are offline. Please try again once you are online.';
}

/**
 * Voting on a list's reviews: visitors are sent to sign in (and back here after); a vote's answer
 * (the counts and the caller's vote) replaces the review's through `update`.
 */
export function useReviewVotes<R extends KitReview>(
  descriptor: ReviewKindDescriptor<R>,
  update: (change: (review: R) => R) => void,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSessionStatus() === 'signed-in';
  const [votingId, setVotingId] = useState<string | null>(null);

  const onVote = async (review: R, vote: Vote) => {
    if (!signedIn) {
      navigate('/signin', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setVotingId(review._id);
    try {
      const result = await descriptor.vote(review, vote);
      update((r) =>
        r._id === result._id
          ? { ...r, likes: result.likes, dislikes: result.dislikes, myVote: result.myVote }
          : r,
      );
    } catch (error) {
      console.warn('Vote failed:', error);
      showToast(voteFailureText(error), 'error');
    } finally {
      setVotingId(null);
    }
  };
  return { votingId, onVote: (review: R, vote: Vote) => void onVote(review, vote) };
}
