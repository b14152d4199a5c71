import { Link } from 'react-router-dom';
import type { OwnStatus } from './types';
import './review-kit.css';

/** The states of the caller's own review that only they see (the API's `status`). */
export type OwnReviewStatus = OwnStatus;

const LABELS: Record<OwnReviewStatus, string> = {
  'pending review': 'Pending review',
  removed: 'Removed',
  scheduled: 'Not public yet',
  'edit scheduled': 'Edit not public yet',
};

export const ownStatusLabel = (status: OwnReviewStatus) => LABELS[status];

/** What only its author sees, said wherever the review is listed for them (My reviews, the outbox). */
export const OWN_STATUS_NOTES: Record<OwnReviewStatus, string> = {
  'pending review': 'Only you can see it until a moderator has read it.',
  removed: 'A moderator removed it: only you can see it.',
  scheduled:
    'Only you can see it for now: it appears publicly within a day, at a random time, so that the moment it appears does not point at you.',
  'edit scheduled':
    'Only you can see your edit for now: others read the review as it was until the edit appears within a day, at a random time, so that the moment it changes does not point at you.',
};

/**
 * What an unpublished review's chip means, in a sentence: the chip alone left its writer guessing
 * whether others could read it (the guidelines say how moderation works).
 */
export function OwnStatusNote({ status }: { status: OwnReviewStatus }) {
  return (
    <p className="rk-status-note">
      {OWN_STATUS_NOTES[status]} See the <Link to="/guidelines">review guidelines</Link>.
    </p>
  );
}
