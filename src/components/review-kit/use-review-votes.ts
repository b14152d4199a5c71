import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStatus } from '@/components/session/use-session';
import type { KitReview, ReviewKindDescriptor, Vote } from './types';

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
    } finally {
      setVotingId(null);
    }
  };
  return { votingId, onVote: (review: R, vote: Vote) => void onVote(review, vote) };
}
