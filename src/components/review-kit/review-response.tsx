import type { PublicReviewResponse } from '@contract/responses';
import { useId } from 'react';
import { formatLongDate } from '@/lib/long-date';

/** The claimed manager's published answer under a review (issue 17): its text and its day only. */
export function ReviewResponse({ response }: { response: PublicReviewResponse }) {
  const titleId = useId();
  const date = formatLongDate(response.updatedAt);
  const edited = response.updatedAt !== response.createdAt;
  return (
    <section className="rk-response" aria-labelledby={titleId}>
      <h4 id={titleId} className="rk-response-title">
        Response from the manager
        {date ? (
          <time className="rk-response-date" dateTime={response.updatedAt}>
            {date}
            {edited ? ' (edited)' : ''}
          </time>
        ) : null}
      </h4>
      <p className="rk-response-text">{response.text}</p>
    </section>
  );
}
