import { type FormEvent, useId, useState } from 'react';
import { showToast } from '@/components/toast/toast-store';
import { decide } from '@/features/moderation/api/moderation';
import { ACTION_DONE, ACTION_LABELS, APPROVED_UNTIL_PUBLICATION } from '@/features/moderation/labels';
import type { ModerationAction, QueueItem } from '@/features/moderation/types';
import { ApiError } from '@/lib/api-client';
import '@/components/form-field/form-field.css';

const MAX_REASON = 1000;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}`;

/** The reason (for the audit log) and the actions that apply to the item's state. */
export function DecisionForm({ item, onDecided }: { item: QueueItem; onDecided: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions: ModerationAction[] = item.state === 'removed' ? ['restore'] : ['approve', 'remove'];
  const ready = reason.trim() !== '' && busy === null;

  const run = async (action: ModerationAction, event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    setBusy(action);
    setError(null);
    try {
      const outcome = await decide(item, action, reason, newKey());
      // Still held: a new review waits for its publication time, one its author took down never appears.
      showToast(outcome.toState === 'held' ? APPROVED_UNTIL_PUBLICATION : ACTION_DONE[action], 'success');
      setReason('');
      onDecided();
    } catch (failure) {
      // Gone since the list was read (its author deleted it, or their account): the server's words in a
      // toast, and the list is read again without it, rather than an error under an item that is no more.
      if (failure instanceof ApiError && failure.status === 404) {
        showToast(failure.message, 'info');
        setReason('');
        onDecided();
        return;
      }
      setError(
        failure instanceof ApiError ? failure.message : 'The decision could not be saved. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="mod-decision" onSubmit={(e) => void run(actions[0] as ModerationAction, e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-reason`} className="field-label">
          Reason (recorded in the audit log)
        </label>
        <textarea
          id={`${id}-reason`}
          className="field-input"
          rows={2}
          maxLength={MAX_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy !== null}
        />
      </div>
      {error ? (
        <p className="mod-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mod-decision-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'remove' ? 'btn mod-btn-danger' : 'btn btn-primary'}
            disabled={!ready}
            onClick={() => void run(action)}
          >
            {busy === action ? 'Saving…' : ACTION_LABELS[action]}
          </button>
        ))}
      </div>
    </form>
  );
}
