import { useId } from 'react';
import { THUMB_PATH } from '../../../functions/src/pages/page-icons.ts';
import type { Vote } from './types';

export type VoteButtonsProps = {
  likes: number;
  dislikes: number;
  myVote: Vote | null;
  onVote: (vote: Vote) => void;
  /** A vote of the caller's is on its way. */
  busy: boolean;
  /** The caller wrote this review: votes are for other readers, so both buttons are off and say why. */
  ownReview?: boolean;
};

export const OWN_REVIEW_VOTE_NOTE = 'You can’t vote on your own review.';

/** Like and dislike with their counts; pressing your vote again removes it (the API's rule). */
export function VoteButtons({ likes, dislikes, myVote, onVote, busy, ownReview = false }: VoteButtonsProps) {
  const noteId = useId();
  const button = (vote: Vote, count: number) => (
    <button
      type="button"
      className="rk-vote"
      aria-pressed={myVote === vote}
      aria-describedby={ownReview ? noteId : undefined}
      data-own={ownReview ? '' : undefined}
      // Busy: announced and inert but not `disabled`, which would drop the focus of the button just
      // pressed to the page (a keyboard user then starts again from the top).
      disabled={ownReview}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onVote(vote);
      }}
    >
      <ThumbIcon down={vote === 'dislike'} />
      <span className="visually-hidden">{vote === 'like' ? 'Like' : 'Dislike'}</span> <span>{count}</span>
    </button>
  );
  return (
    <>
      {button('like', likes)}
      {button('dislike', dislikes)}
      {ownReview ? (
        <span id={noteId} className="rk-vote-note">
          {OWN_REVIEW_VOTE_NOTE}
        </span>
      ) : null}
    </>
  );
}

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d={THUMB_PATH} fill="currentColor" />
    </svg>
  );
}
