import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '@/components/toast/toast-store';
import { useOutboxSummary } from '@/lib/offline/outbox/outbox-summary';
import './outbox-badge.css';

/** "2 changes waiting to be sent": a link to /outbox in the layout while anything is pending or failed. */
export function describeOutbox(pending: number, failed: number): string {
  const parts: string[] = [];
  if (pending > 0) parts.push(`${pending} ${pending === 1 ? 'item' : 'items'} waiting to be sent`);
  if (failed > 0) parts.push(`${failed} not sent`);
  return parts.join(', ');
}

/**
 * The layout's outbox link, shown while entries are pending or failed; it also says (as a toast) when
 * a queued entry has gone out. Reads only the small summary store: the outbox itself loads lazily.
 */
export function OutboxBadge() {
  const pending = useOutboxSummary((s) => s.pending);
  const failed = useOutboxSummary((s) => s.failed);
  const lastSent = useOutboxSummary((s) => s.lastSent);
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!lastSent || announced.current === lastSent.id) return;
    announced.current = lastSent.id;
    showToast(`Sent: ${lastSent.label}`, 'success');
  }, [lastSent]);

  const text = describeOutbox(pending, failed);
  return (
    <div className="outbox-badge-region" aria-live="polite">
      {text ? (
        <p className="outbox-badge" data-failed={failed > 0 ? 'true' : undefined}>
          <Link to="/outbox" className="outbox-badge-link">
            <span className="outbox-badge-count" aria-hidden="true">
              {pending + failed}
            </span>
            Outbox: {text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
