import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { PageBand } from '@/components/review-kit/page-band';
import { OutboxItem } from '@/features/outbox/components/outbox-item';
import { useOutboxEntries } from '@/features/outbox/use-outbox-entries';
import { useOnlineStatus } from '@/lib/offline/online-status';
import { discardOutboxEntry, type OutboxEntry, retryOutboxEntry } from '@/lib/offline/outbox/outbox';
import './outbox.css';

const SECTIONS = [
  { status: 'pending', title: 'Waiting to be sent', empty: 'Nothing is waiting to be sent.' },
  { status: 'failed', title: 'Not sent', empty: 'Nothing has failed.' },
  { status: 'sent', title: 'Sent', empty: 'Nothing sent from the outbox in the last 7 days.' },
] as const;

/**
 * /outbox: what was submitted while offline (or when the connection failed), per state: pending, failed
 * (with the server's message) and sent, with Retry and Discard.
 */
export function OutboxPage() {
  const state = useOutboxEntries();
  const online = useOnlineStatus();
  const titleId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const run = async (entry: OutboxEntry, action: 'retry' | 'discard') => {
    setBusyId(entry.id);
    setNotice('');
    try {
      if (action === 'retry') {
        await retryOutboxEntry(entry.id);
        setNotice(online ? `Tried again: ${entry.label}` : `${entry.label} will be sent when you reconnect.`);
      } else {
        await discardOutboxEntry(entry.id);
        setNotice(`Removed: ${entry.label}`);
      }
    } catch (error) {
      setNotice((error as Error).message || 'Something went wrong.');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="outbox-page" aria-labelledby={titleId}>
      <PageMeta
        title="Outbox"
        description="Reviews and changes waiting to be sent from this device."
        noIndex
      />
      {/* The account screens' band (My reviews, Saved), eyebrow and all: the outbox is in the account menu. */}
      <PageBand
        titleId={titleId}
        eyebrow="Your account"
        title="Outbox"
        narrow
        lead="What you submit without a connection waits here and is sent automatically, exactly once, when you are back online."
      />
      <div className="container outbox-container outbox-body">
        <p className="outbox-notice" aria-live="polite">
          {notice}
        </p>
        {state.status === 'loading' ? <p className="outbox-loading">Loading your outbox…</p> : null}
        {state.status === 'error' ? (
          <p className="card outbox-error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'ready' && state.entries.length === 0 ? (
          // Nothing at all: one line and where reviews are, not three empty "(0)" sections.
          <div className="rk-empty-block outbox-none">
            <h2>Your outbox is empty</h2>
            <p>
              {online
                ? 'Nothing is waiting to be sent, and nothing was sent from here in the last 7 days.'
                : 'Nothing is waiting. You are offline: what you submit now will wait here.'}
            </p>
            <div className="outbox-none-actions">
              <Link to="/my-reviews" className="btn btn-secondary">
                My reviews
              </Link>
            </div>
          </div>
        ) : null}
        {state.status === 'ready' && state.entries.length > 0
          ? SECTIONS.map((section) => {
              const entries = state.entries.filter((entry) => entry.status === section.status);
              const headingId = `${titleId}-${section.status}`;
              return (
                <section key={section.status} className="outbox-section" aria-labelledby={headingId}>
                  <h2 id={headingId}>
                    {section.title} <span className="outbox-section-count">({entries.length})</span>
                  </h2>
                  {entries.length === 0 ? (
                    <p className="outbox-empty">
                      {section.status === 'pending' && !online
                        ? 'Nothing is waiting. You are offline: what you submit now will wait here.'
                        : section.empty}
                    </p>
                  ) : (
                    <ul className="outbox-list">
                      {entries.map((entry) => (
                        <OutboxItem
                          key={entry.id}
                          entry={entry}
                          busy={busyId === entry.id}
                          onRetry={(e) => void run(e, 'retry')}
                          onDiscard={(e) => void run(e, 'discard')}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          : null}
      </div>
    </section>
  );
}
