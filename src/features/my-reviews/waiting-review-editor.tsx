import { LoadingStatus } from '@/components/review-kit/loading-status';
import { ReviewForm } from '@/features/interviewers/components/review-form';
import type { Review } from '@/features/interviewers/types';
import { ManagerReviewForm } from '@/features/managers/components/manager-review-form';
import type { ManagerReview } from '@/features/managers/types';
import { useAsyncData } from '@/lib/use-async-data';
import { getViewerContext } from '@/lib/viewer-context';

/** Whose waiting profile: an interviewer's ("Rate an interviewer") or a manager's ("Rate a manager"). */
export type WaitingSubject = { kind: 'interviewers' | 'managers'; id: string };

type WaitingReviewEditorProps = {
  subject: WaitingSubject;
  name: string;
  /** After an update or a delete: the list reloads. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The form on a review whose profile is not public yet (made for this review, it appears with it:
 * README "A review's appearance does not point at its author"), opened in My reviews, since the
 * profile's page, where the form usually opens, is a 404 until then. The review in full comes from the
 * review context, which gives it to its author alone.
 */
export function WaitingReviewEditor({ subject, name, onDone, onCancel }: WaitingReviewEditorProps) {
  const { state, reload } = useAsyncData(`waiting-review:${subject.kind}:${subject.id}`, (signal) =>
    getViewerContext<Review | ManagerReview>(subject.kind, subject.id, signal),
  );
  if (state.status === 'loading') return <LoadingStatus>Loading your review…</LoadingStatus>;
  if (state.status === 'error' || state.data.ownReview === null) {
    return (
      <div className="rk-error" role="alert">
        <p>Your review could not be loaded.</p>
        <div className="rk-row">
          <button type="button" className="btn btn-secondary" onClick={reload}>
            Try again
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Close
          </button>
        </div>
      </div>
    );
  }
  return subject.kind === 'interviewers' ? (
    <ReviewForm
      interviewerId={subject.id}
      interviewerName={name}
      ownReview={state.data.ownReview as Review}
      presetStatus={null}
      onDone={onDone}
      onCancel={onCancel}
    />
  ) : (
    <ManagerReviewForm
      managerId={subject.id}
      managerName={name}
      ownReview={state.data.ownReview as ManagerReview}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
