// "The outbox changed": for this tab's screens, and for the app's other tabs (BroadcastChannel).

const CHANNEL = 'rmi-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', emit);
  // Node's BroadcastChannel (unit tests) would keep the process alive; browsers have no unref.
  (channel as unknown as { unref?: () => void } | null)?.unref?.();
  return channel;
}

/** Calls `listener` whenever an entry is added, changes or goes, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyOutboxChanged(): void {
  emit();
  openChannel()?.postMessage('changed');
}
