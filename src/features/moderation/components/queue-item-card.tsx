import { useId } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import { formatDateTime, HOLD_LABELS, KIND_LABELS, STATE_LABELS } from '@/features/moderation/labels';
import type { QueueItem } from '@/features/moderation/types';
import { DecisionForm } from './decision-form';

/** One review in the queue: what it is about, its content, its reports, and the decision. Never who wrote or reported it. */
export function QueueItemCard({ item, onDecided }: { item: QueueItem; onDecided: () => void }) {
  const titleId = useId();
  const subject = item.subject
    ? `${item.subject.name}${item.subject.company ? ` at ${item.subject.company}` : ''}`
    : 'A deleted subject';
  const reasons = Object.entries(item.reports.byReason).filter(([, n]) => n > 0);
  return (
    <article className="mod-item" aria-labelledby={titleId} data-state={item.state}>
      <header className="mod-item-head">
        <h3 id={titleId} className="mod-item-title">
          {KIND_LABELS[item.kind]}: {subject}
        </h3>
        <span className="mod-state">{STATE_LABELS[item.state]}</span>
      </header>
      {item.heldFor.length > 0 ? (
        <ul className="mod-flags">
          {item.heldFor.map((flag) => (
            <li key={flag}>{HOLD_LABELS[flag]}</li>
          ))}
        </ul>
      ) : null}
      <div className="mod-review">
        <StarDisplay filled={item.review.rating} label={`${item.review.rating} out of 5 stars`} size="sm" />
        <span className="mod-muted">Written {formatDateTime(item.review.createdAt)}</span>
        {item.review.reviewText ? <p className="mod-review-text">{item.review.reviewText}</p> : null}
        {item.review.texts.length > 0 ? (
          <dl className="mod-review-texts">
            {item.review.texts.map((t) => (
              <div key={t.label}>
                <dt>{t.label}</dt>
                <dd>{t.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <section className="mod-reports" aria-label="Reports">
        <p>
          <strong>
            {item.reports.open} open report{item.reports.open === 1 ? '' : 's'}
          </strong>{' '}
          ({item.reports.total} in all)
          {reasons.length > 0 ? `: ${reasons.map(([reason, n]) => `${reason} ${n}`).join(', ')}` : ''}
        </p>
        {item.reports.items.length > 0 ? (
          <ul className="mod-report-list">
            {item.reports.items.map((report, i) => (
              // Reports have no id in the answer on purpose (nothing to link them by); order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} data-status={report.status}>
                <span className="mod-report-reason">{report.reason}</span>
                <span className="mod-muted">
                  {' '}
                  {formatDateTime(report.createdAt)}
                  {report.status === 'resolved' ? ' (resolved)' : ''}
                </span>
                {report.details ? <p className="mod-report-details">{report.details}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <DecisionForm item={item} onDecided={onDecided} />
    </article>
  );
}
