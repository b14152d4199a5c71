import { Link } from 'react-router-dom';
import './review-kit.css';

/** The states of the caller's own review that only they see (the API's `status`). */
export type OwnReviewStatus = 'pending review' | 'removed';

export const ownStatusLabel = (status: OwnReviewStatus) =>
  status === 'removed' ? 'Removed' : 'Pending review';

/**
 * What an unpublished review's chip means, in a sentence: the chip alone left its writer guessing
 * whether others could read it (the guidelines say how moderation works).
 */
export function OwnStatusNote({ status }: { status: OwnReviewStatus }) {
  return (
    <p className="rk-status-note">
      {status === 'removed'
        ? 'A moderator removed it: only you can see it.'
        : 'Only you can see it until a moderator has read it.'}{' '}
      See the <Link to="/guidelines">review guidelines</Link>.
    </p>
  );
}
