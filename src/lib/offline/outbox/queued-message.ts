// What a form tells its user when their write was queued instead of sent: why it waits, and for what.
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

export const QUEUED_MESSAGE = 'You are offline: your review will be sent when you reconnect.';
export const SIGNED_OUT_QUEUED_MESSAGE =
  'Your sign-in has ended: your review waits on this device and is sent when you sign in again.';

/** The toast for a queued write: waiting for its author's sign-in, or for a connection. */
export function queuedMessage(entry: Pick<OutboxEntry, 'waitingFor'>): string {
  return entry.waitingFor === 'sign-in' ? SIGNED_OUT_QUEUED_MESSAGE : QUEUED_MESSAGE;
}
