import {
  ACTION_LABELS,
  CLAIM_ACTION_LABELS,
  formatDateTime,
  KIND_LABELS,
  LOG_STATE_LABELS,
} from '@/features/moderation/labels';
import type { ClaimLogEntry, LogEntry } from '@/features/moderation/types';

function ClaimRow({ e }: { e: ClaimLogEntry }) {
  return (
    <tr>
      <td>{formatDateTime(e.at)}</td>
      <td>
        {e.by.email ?? e.by.uid}
        {e.by.role === 'claimant' ? ' (claimant)' : ''}
      </td>
      <td>{CLAIM_ACTION_LABELS[e.action]}</td>
      <td>
        {e.managerId ? (
          <>
            Manager <code>{e.managerId}</code>
          </>
        ) : (
          <>
            Company <code>{e.companyId}</code>
          </>
        )}
      </td>
      <td>{e.domain ?? ''}</td>
      <td>{e.reason}</td>
    </tr>
  );
}

/**
 * Every decision: who (a moderator), what, when, why. Nothing about authors or reporters. Claim steps
 * (issue 17) name the claimant, who acts openly as the manager, and at most a mail domain.
 */
export function AuditLog({ entries }: { entries: LogEntry[] }) {
  if (entries.length === 0) return <p className="mod-empty">No decisions yet.</p>;
  return (
    <div className="mod-log-wrap">
      <table className="mod-log">
        <caption className="visually-hidden">Moderation audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Moderator</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Change</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) =>
            'subject' in e ? (
              <ClaimRow key={e._id} e={e} />
            ) : (
              <tr key={e._id}>
                <td>{formatDateTime(e.at)}</td>
                <td>{e.moderator.email ?? e.moderator.uid}</td>
                <td>{ACTION_LABELS[e.action]}</td>
                <td>
                  {KIND_LABELS[e.kind]} <code>{e.reviewId}</code>
                </td>
                <td>
                  {LOG_STATE_LABELS[e.fromState]} → {LOG_STATE_LABELS[e.toState]}
                </td>
                <td>{e.reason}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
