import { useState } from 'react';
import { useSessionStatus } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { FLAG_PATH } from '../../../functions/src/pages/page-icons.ts';
import type { ReportedKind } from './report-review-api';
import { ReportReviewDialog, reportedNoun } from './report-review-dialog';
import './report-review.css';

export type ReportReviewButtonProps = {
  kind: ReportedKind;
  reviewId: string;
  /** The caller's own review: no button (the API refuses it anyway). */
  isOwnReview?: boolean;
  className?: string;
};

/**
 * "Report" on a review (issue 9), for review lists to mount in each item:
 *   <ReportReviewButton kind="interviewer" reviewId={review._id} isOwnReview={review.isOwnReview} />
 * and on a public response (kind "response", the answered review's id).
 * Opens the report dialog; visitors are asked to sign in first. After a
 * report it reads "Reported" and does nothing more for this page view (aria-disabled, keeping the focus).
 */
export function ReportReviewButton({
  kind,
  reviewId,
  isOwnReview = false,
  className,
}: ReportReviewButtonProps) {
  const status = useSessionStatus();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (isOwnReview) return null;
  const noun = reportedNoun(kind);
  return (
    <>
      <button
        type="button"
        className={className ? `report-review-button ${className}` : 'report-review-button'}
        onClick={() => {
          if (!reported) setOpen(true);
        }}
        // Not `disabled`: the closing dialog gives the focus back to this button, which a disabled one
        // drops to the page.
        aria-disabled={reported || undefined}
        aria-label={
          reported ? `${noun === 'response' ? 'Response' : 'Review'} reported` : `Report this ${noun}`
        }
      >
        <FlagIcon />
        <span aria-hidden="true">{reported ? 'Reported' : 'Report'}</span>
      </button>
      <ReportReviewDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={kind}
        reviewId={reviewId}
        signedIn={status === 'signed-in'}
        onReported={(message) => {
          setReported(true);
          showToast(message, 'success');
        }}
      />
    </>
  );
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={FLAG_PATH} fill="currentColor" />
    </svg>
  );
}
