// The Idempotency-Keys of writes that went out and got no settled answer (a 5xx, a refusal, no answer),
// by a fingerprint of author and request. A 5xx or a lost answer may follow a commit: the same request
// sent again goes under the same key, so the server answers with the first write instead of making a
// second. Only 2xx answers are kept by the server, so a key sent again after a refusal is simply tried
// again. Kept beside the drafts (draft-storage's readAttemptKey), so a reload, or the app closed
// mid-send, does not lose it; and in this page too, for a browser that keeps nothing. Used by the outbox
// (submitOrQueue) and by every form's useAttemptKey.
import { readAttemptKey, removeAttemptKey, writeAttemptKey } from '@/lib/offline/draft-storage';

/** A new Idempotency-Key (and outbox entry id): a v4 UUID. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure origins (no randomUUID): a v4 UUID from getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const unsettled = new Map<string, string>();

/**
 * The key the request with this fingerprint (requestFingerprint) goes out under: the one its last
 * unsettled send used, else a new one, kept before it is sent.
 */
export function attemptKeyFor(fingerprint: string): string {
  const id = unsettled.get(fingerprint) ?? readAttemptKey(fingerprint) ?? newRequestId();
  unsettled.set(fingerprint, id);
  writeAttemptKey(fingerprint, id);
  return id;
}

/** The request got its answer (or waits in the outbox under its key): the same words again are a new request. */
export function settleAttempt(fingerprint: string): void {
  unsettled.delete(fingerprint);
  removeAttemptKey(fingerprint);
}

/**
 * The session ended or changed (session-sync.ts): this page's keys were its caller's. Signing out in
 * another tab removed them from storage, but not from this page, which would have sent the next
 * account's same request under the last one's key (and kept it in storage again).
 */
export function forgetUnsettledAttempts(): void {
  unsettled.clear();
}
