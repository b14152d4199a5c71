import type { Signal } from '@contract/insights';
import { useState } from 'react';
import { LoadError } from '@/components/load-error/load-error';
import { api } from '@/lib/api-client';
import { useAsyncData } from '@/lib/use-async-data';

const TYPE_LABELS: Record<Signal['type'], string> = {
  burst: 'Burst of reviews',
  outlier: 'Ratings far from history',
  newAccounts: 'Reviews from new accounts',
  nearDuplicate: 'Near-duplicate texts',
};

async function fetchSignals(signal?: AbortSignal): Promise<Signal[]> {
  return (await api<{ signals: Signal[] }>('/moderation/signals?status=open', { auth: 'required', signal }))
    .signals;
}

/** The "Patterns" tab of /moderation (issue 16): open signals, each dismissable. */
export function SignalsView() {
  const { state, reload } = useAsyncData('signals', (signal) => fetchSignals(signal));
  const [failed, setFailed] = useState<string | null>(null);
  if (state.status === 'loading') return <p role="status">Loading patterns…</p>;
  if (state.status === 'error')
    return <LoadError error={state.error} what="the suspicious patterns" onRetry={reload} />;
  if (state.data.length === 0) return <p className="mod-empty">No suspicious patterns.</p>;
  const dismiss = async (id: string) => {
    setFailed(null);
    try {
      await api(`/moderation/signals/${encodeURIComponent(id)}/dismiss`, {
        method: 'POST',
        auth: 'required',
      });
      reload();
    } catch {
      setFailed(id);
    }
  };
  return (
    <ul className="mod-list" aria-label="Suspicious patterns">
      {state.data.map((s) => (
        <li key={s._id} className="card">
          <h2 className="mod-signal-title">{TYPE_LABELS[s.type]}</h2>
          <p>{s.reason}</p>
          <p className="rk-muted">
            Found {s.detectedAt.slice(0, 10)}
            {s.subject ? ` · ${s.subject.kind} ${s.subject.id}` : ''} · reviews involved:{' '}
            {s.reviews.map((r) => `${r.kind} ${r.reviewId}`).join(', ')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void dismiss(s._id)}>
            Dismiss
          </button>
          {failed === s._id ? <p role="alert">Could not dismiss it. Try again.</p> : null}
        </li>
      ))}
    </ul>
  );
}
