import type { PublicReviewResponse } from '@contract/responses';
import { type ReactNode, useId } from 'react';
import { ReportReviewButton } from '@/components/report-review/report-review-button';
import { formatLongDate } from '@/lib/long-date';

type ReviewResponseProps = {
  response: PublicReviewResponse;
  /** Who answered: "the manager" (a claimed manager profile) or the company's name (its verified account). */
  from?: string;
  /** For its writer only: what keeps it from the public ("Waiting for moderation"). */
  badge?: string;
  /** For its writer only: Edit and Delete. */
  children?: ReactNode;
  /** For readers: the answered review's id, to report the response by (not on the writer's own). */
  reportFor?: string;
};

/**
 * The published answer under a review (issue 17), of the claimed manager or the company's verified
 * account: its text and its day only.
 */
export function ReviewResponse({
  response,
  from = 'the manager',
  badge,
  children,
  reportFor,
}: ReviewResponseProps) {
  const titleId = useId();
  const date = formatLongDate(response.updatedAt);
  const edited = response.updatedAt !== response.createdAt;
  return (
    <section className="rk-response" aria-labelledby={titleId} data-held={badge ? 'true' : undefined}>
      <h4 id={titleId} className="rk-response-title">
        Response from {from}
        {badge ? <span className="rk-chip rk-chip-held">{badge}</span> : null}
        {date ? (
          <time className="rk-response-date" dateTime={response.updatedAt}>
            {date}
            {edited ? ' (edited)' : ''}
          </time>
        ) : null}
      </h4>
      <p className="rk-response-text">{response.text}</p>
      {reportFor ? (
        <div className="rk-response-foot">
          <ReportReviewButton kind="response" reviewId={reportFor} />
        </div>
      ) : null}
      {children}
    </section>
  );
}
