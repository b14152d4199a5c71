import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OWN_STATUS_NOTES } from '@/components/review-kit/own-review-status';
import { formatTime } from '@/lib/offline/format-time';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox';
import { isRefusedAsDuplicate } from '@/lib/offline/outbox/outbox-entry';
import { MY_REVIEWS_PATH } from '@/lib/offline/outbox/sent-destination';
import { writtenText } from '@/lib/offline/outbox/written-text';

/** What the user reads about an entry's state. */
export function describeStatus(entry: OutboxEntry): string {
  if (entry.status === 'sent') return entry.sentAt ? `Sent at ${formatTime(entry.sentAt)}` : 'Sent';
  if (isRefusedAsDuplicate(entry)) return 'Not sent: you had already written this review';
  if (entry.status === 'failed') return 'Not sent: the server refused it';
  switch (entry.waitingFor) {
    case 'network':
      return 'Waiting for a connection';
    case 'sign-in':
      return 'Waiting for you to sign in';
    case 'server':
      // A 429 is the person's own limit (the server's words below say which), not a busy server.
      if (entry.httpStatus === 429 && entry.nextAttemptAt > 0) {
        return `You reached a limit; it is sent by itself at ${formatTime(entry.nextAttemptAt)}`;
      }
      return entry.nextAttemptAt > 0
        ? `The server is busy; next try at ${formatTime(entry.nextAttemptAt)}`
        : 'The server is busy; trying again soon';
    default:
      return 'Sending…';
  }
}

/**
 * A sent entry's way to where it now shows: the profile (or company page), or My reviews while a
 * moderator holds it or it is not public yet (nobody else sees it there yet).
 */
function SentLink({ entry, href }: { entry: OutboxEntry; href: string }) {
  if (entry.held || entry.scheduled) {
    return (
      <p className="outbox-item-view">
        {entry.held ? 'Held until a moderator has read it: only you can see it.' : OWN_STATUS_NOTES.scheduled}{' '}
        <Link to={href} aria-label={`See ${entry.label} in My reviews`}>
          See it in My reviews
        </Link>
      </p>
    );
  }
  const where =
    href === MY_REVIEWS_PATH
      ? 'in My reviews'
      : href.startsWith('/companies/')
        ? 'on the company page'
        : 'on the profile';
  return (
    <p className="outbox-item-view">
      <Link to={href} aria-label={`See ${entry.label} ${where}`}>
        See it {where}
      </Link>
    </p>
  );
}

type OutboxItemProps = {
  entry: OutboxEntry;
  busy: boolean;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
};

/**
 * One entry: label, when it was submitted, its state, the server's message, and Retry / Discard. A
 * review refused as a duplicate can never go out as it is: instead of Retry it offers "Edit your existing
 * review", which opens the existing review's form with this entry's text in it, or, for a "Rate a..." call
 * (which knows no profile id), the way to that review in My reviews. One refused for what it says (a 400)
 * offers its profile instead, where its form opens on its text to be changed.
 */
export function OutboxItem({ entry, busy, onRetry, onDiscard }: OutboxItemProps) {
  const [confirming, setConfirming] = useState(false);
  const unsent = entry.status !== 'sent';
  const duplicate = isRefusedAsDuplicate(entry);
  // Refused for what it says (a 400): sent again unchanged it is refused again. Its profile (or company
  // page) opens it in its form, to be changed; a "Rate a..." call has none (its words are below).
  const changeHref = entry.status === 'failed' && entry.httpStatus === 400 ? entry.viewHref : null;
  // Not sent yet, and its form's draft cleared when it was queued: the words stay within reach here
  // (to copy before a Discard), a refused "Rate a..." call having no form to reopen with them.
  const written = unsent ? writtenText(entry.body) : [];
  return (
    <li className="card outbox-item" data-status={entry.status}>
      <div className="outbox-item-main">
        <h3 className="outbox-item-label">{entry.label}</h3>
        <p className="outbox-item-meta">
          Submitted{' '}
          <time dateTime={new Date(entry.createdAt).toISOString()}>{formatTime(entry.createdAt)}</time>
        </p>
        <p className="outbox-item-status">
          <span className="outbox-status-chip" data-status={entry.status}>
            {entry.status === 'pending' ? 'Pending' : entry.status === 'sent' ? 'Sent' : 'Failed'}
          </span>{' '}
          {describeStatus(entry)}
        </p>
        {entry.status === 'sent' && entry.viewHref ? <SentLink entry={entry} href={entry.viewHref} /> : null}
        {entry.message && entry.status !== 'sent' ? (
          <p className="outbox-item-message">
            <span className="visually-hidden">Server message: </span>
            {entry.message}
          </p>
        ) : null}
        {written.length > 0 ? (
          <details className="outbox-item-text">
            <summary>What you wrote</summary>
            {written.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, in a fixed order
              <p key={i}>{text}</p>
            ))}
          </details>
        ) : null}
      </div>
      <div className="outbox-item-actions">
        {confirming ? (
          <>
            <p className="outbox-confirm-text">
              {unsent ? 'Discard it? It will never be sent.' : 'Remove it from this list?'}
            </p>
            <button
              type="button"
              className="btn btn-secondary outbox-danger"
              disabled={busy}
              aria-label={`${unsent ? 'Yes, discard' : 'Yes, remove'} ${entry.label}`}
              onClick={() => onDiscard(entry)}
            >
              {unsent ? 'Yes, discard' : 'Yes, remove'}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Keep ${entry.label}`}
              onClick={() => setConfirming(false)}
            >
              Keep
            </button>
          </>
        ) : (
          <>
            {duplicate && entry.editHref ? (
              <Link
                to={entry.editHref}
                className="btn btn-primary"
                aria-label={`Edit your existing review: ${entry.label}`}
              >
                Edit your existing review
              </Link>
            ) : duplicate ? (
              <Link
                to={MY_REVIEWS_PATH}
                className="btn btn-primary"
                aria-label={`Find your existing review in My reviews: ${entry.label}`}
              >
                Find it in My reviews
              </Link>
            ) : changeHref ? (
              <Link
                to={changeHref}
                className="btn btn-primary"
                aria-label={`Change and send again: ${entry.label}`}
              >
                Change and send again
              </Link>
            ) : unsent ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                aria-label={`Retry ${entry.label}`}
                onClick={() => onRetry(entry)}
              >
                Retry
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              aria-label={`${unsent ? 'Discard' : 'Remove'} ${entry.label}`}
              onClick={() => setConfirming(true)}
            >
              {unsent ? 'Discard' : 'Remove'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
