import { useState } from 'react';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { fetchModeratedClaims } from '@/features/claims/api';
import { fetchLog, fetchQueue } from '@/features/moderation/api/moderation';
import { AuditLog } from '@/features/moderation/components/audit-log';
import { ClaimsView } from '@/features/moderation/components/claims-view';
import { QueueItemCard } from '@/features/moderation/components/queue-item-card';
import { SignalsView } from '@/features/moderation/components/signals-view';
import { useModeratorAccess } from '@/features/moderation/hooks/use-moderator-access';
import type { QueueView } from '@/features/moderation/types';
import { useAsyncData } from '@/lib/use-async-data';
import './moderation.css';

type Tab = QueueView | 'log' | 'signals' | 'claims';

const TABS: { id: Tab; label: string }[] = [
  { id: 'open', label: 'Queue' },
  { id: 'removed', label: 'Removed' },
  { id: 'signals', label: 'Patterns' },
  { id: 'claims', label: 'Claims' },
  { id: 'log', label: 'Audit log' },
];

/**
 * /moderation (issue 9): reported and held reviews with their reports,
 * approve / remove / restore with a reason, and the audit log. Moderators
 * only: the screen checks the ID token's claim, and the API enforces it.
 */
export function ModerationPage() {
  const access = useModeratorAccess();
  return (
    <div className="container mod-page">
      <PageMeta title="Moderation" description="Reported and held reviews, and the moderation log." noIndex />
      <h1>Moderation</h1>
      {access === 'checking' ? (
        <p role="status">Checking your access…</p>
      ) : access === 'moderator' ? (
        <ModerationDesk />
      ) : (
        <p className="mod-notice" role="alert">
          {access === 'error'
            ? 'Your access could not be checked. Please reload the page.'
            : 'This page is for moderators. If you should have access, ask an administrator, then sign in again.'}
        </p>
      )}
    </div>
  );
}

function ModerationDesk() {
  const [tab, setTab] = useState<Tab>('open');
  return (
    <>
      <p className="mod-lead">
        Moderators see the content of reviews and the reasons readers gave. Nobody here sees who wrote or who
        reported a review.
      </p>
      <fieldset className="mod-tabs">
        <legend className="visually-hidden">Moderation views</legend>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            className="mod-tab"
            aria-pressed={tab === t.id}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      {tab === 'log' ? (
        <LogView />
      ) : tab === 'signals' ? (
        <SignalsView />
      ) : tab === 'claims' ? (
        <ClaimsView />
      ) : (
        <QueueList view={tab} onShowClaims={() => setTab('claims')} />
      )}
    </>
  );
}

function QueueList({ view, onShowClaims }: { view: QueueView; onShowClaims: () => void }) {
  const { state, reload } = useAsyncData(view, (signal) => fetchQueue(view, signal));
  if (state.status === 'loading') return <p role="status">Loading reviews…</p>;
  if (state.status === 'error') {
    return <LoadError error={state.error} what="the reviews to moderate" onRetry={reload} />;
  }
  if (state.data.length === 0) {
    if (view === 'removed') return <p className="mod-empty">No removed reviews.</p>;
    return (
      <div className="mod-empty">
        <p>No reviews to decide on.</p>
        <WaitingClaims onShow={onShowClaims} />
      </div>
    );
  }
  return (
    <ul className="mod-list" aria-label={view === 'open' ? 'Reviews to decide on' : 'Removed reviews'}>
      {state.data.map((item) => (
        <li key={`${item.kind}-${item.reviewId}`}>
          <QueueItemCard item={item} onDecided={reload} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Under an empty queue: claims waiting for a decision, which live in their own tab ("Nothing to review."
 * while a manager's claim waited sent a moderator away). Asked each time the queue shows, so never stale.
 */
function WaitingClaims({ onShow }: { onShow: () => void }) {
  const { state } = useAsyncData('claims-waiting', (signal) => fetchModeratedClaims('pending', signal));
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const count = state.data.length;
  return (
    <p>
      {count === 1 ? '1 claim is' : `${count} claims are`} waiting for a decision.{' '}
      <button type="button" className="btn btn-secondary" onClick={onShow}>
        Show claims
      </button>
    </p>
  );
}

function LogView() {
  const { state, reload } = useAsyncData('log', (signal) => fetchLog(signal));
  if (state.status === 'loading') return <p role="status">Loading the log…</p>;
  if (state.status === 'error') {
    return <LoadError error={state.error} what="the audit log" onRetry={reload} />;
  }
  return <AuditLog entries={state.data} />;
}
