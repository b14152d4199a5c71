import type { ModerationActionRequest } from '@contract/account-requests';
import type {
  LogEntry,
  ModerationAction,
  ModerationLog,
  ModerationOutcome,
  ModerationQueue,
  QueueItem,
  QueueView,
  ReviewKind,
} from '@/features/moderation/types';
import { api } from '@/lib/api-client';

export async function fetchQueue(view: QueueView, signal?: AbortSignal): Promise<QueueItem[]> {
  const body = await api<ModerationQueue>(`/moderation/queue?view=${view}`, {
    auth: 'required',
    signal,
  });
  return body.items;
}

export async function fetchLog(signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await api<ModerationLog>('/moderation/log?limit=100', { auth: 'required', signal });
  return body.entries;
}

/** Approve, remove or restore, with the reason the audit log records. */
export function decide(
  target: { kind: ReviewKind; reviewId: string },
  action: ModerationAction,
  reason: string,
  idempotencyKey: string,
): Promise<ModerationOutcome> {
  return api(`/moderation/reviews/${target.kind}/${encodeURIComponent(target.reviewId)}/${action}`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: { reason: reason.trim() } satisfies ModerationActionRequest,
  });
}
