// The outbox (DESIGN.md section 7): writes that could not go out (offline, or the network failed) wait
// in IndexedDB and are replayed on app start, on reconnect, after sign-in, and when a back-off ends.
// Each entry's id is its Idempotency-Key, so a replay, however often repeated, writes once on the
// server. No token is ever stored: the author's ID token is fetched at send time.
import { ApiError, api } from '@/lib/api-client';
import { attemptKeyFor, newRequestId as newId, settleAttempt } from '@/lib/offline/attempt-keys';
import { currentUid, currentUidIfKnown } from '@/lib/offline/current-uid';
import { isBrowserOnline, isServerReachable, subscribeOnlineStatus } from '@/lib/offline/online-status';
import {
  deleteEntries,
  deleteEntry,
  getAllEntries,
  getEntry,
  putEntry,
  replaceEntry,
  updateEntry,
} from '@/lib/offline/outbox/outbox-db';
import {
  isDuplicateRefusal,
  NotKeptError,
  type OutboxEntry,
  type OutboxRequest,
} from '@/lib/offline/outbox/outbox-entry';
import { notifyOutboxChanged, subscribeOutbox } from '@/lib/offline/outbox/outbox-events';
import { useOutboxSummary } from '@/lib/offline/outbox/outbox-summary';
import {
  backoffDelayMs,
  classifyOutcome,
  outcomeFromError,
  type ReplayDecision,
  type SendOutcome,
} from '@/lib/offline/outbox/replay-policy';
import { requestFingerprint } from '@/lib/offline/outbox/request-fingerprint';
import { sentDestination } from '@/lib/offline/outbox/sent-destination';

export type { OutboxEntry, OutboxRequest } from '@/lib/offline/outbox/outbox-entry';
export { isDuplicateRefusal } from '@/lib/offline/outbox/outbox-entry';
export { subscribeOutbox } from '@/lib/offline/outbox/outbox-events';

/**
 * What submitOrQueue() did: sent now (with the server's answer), or queued for later (`replaced`: it
 * took the place of a review that was already waiting, see submitOrQueue's `replaces`).
 */
export type SubmitResult<T> =
  | { status: 'sent'; data: T }
  | { status: 'queued'; entry: OutboxEntry; replaced?: boolean };

export type SubmitOptions = {
  /**
   * The id of the outbox entry this submission takes the place of (the user opened a review waiting
   * in the outbox, or one refused as a duplicate, and changed it). Nothing is lost and nothing goes
   * out twice: a pending entry is replaced in the same IndexedDB transaction (and sent by the replay,
   * never beside it); a refused one is removed only once its text is sent or queued again.
   */
  replaces?: string;
};

/** Web Locks name: one replay loop at a time across all tabs of the app. */
export const REPLAY_LOCK = 'rmi-outbox-replay';
/** While the browser says online but requests fail, look again this often. */
export const NETWORK_RETRY_MS = 30_000;
/** When who is signed in cannot be told (the Auth SDK could not load), look again this soon. */
export const SESSION_RETRY_MS = 5_000;
/** Sent entries stay listed this long. */
export const SENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

function newEntry(id: string, request: OutboxRequest, ownerUid: string | null): OutboxEntry {
  const now = Date.now();
  return {
    id,
    method: request.method,
    path: request.path,
    body: request.body,
    label: request.label,
    auth: request.auth ?? 'required',
    tag: request.tag ?? null,
    editHref: request.editHref ?? null,
    viewHref: request.viewHref ?? null,
    ownerUid,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    attempts: 0,
    nextAttemptAt: 0,
    waitingFor: null,
    message: null,
    httpStatus: null,
    code: null,
  };
}

/** The author of a new entry; a write that needs sign-in cannot be queued by a visitor. */
async function ownerFor(request: OutboxRequest): Promise<string | null> {
  if (request.auth === 'none') return null;
  const uid = await currentUid();
  if (!uid) throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  return uid;
}

/**
 * Puts a write into the outbox and starts a replay (it goes out at once when online). Resolves with the
 * stored entry; its id is the Idempotency-Key. Rejects with ApiError 401 when the write needs a
 * signed-in user and there is none.
 */
export async function enqueue(request: OutboxRequest): Promise<OutboxEntry> {
  const entry = await putEntry(newEntry(newId(), request, await ownerFor(request)));
  notifyOutboxChanged();
  void replayOutbox();
  return entry;
}

/**
 * Sends a write now; if the network fails (offline, or the request never got an answer), queues it
 * in the outbox with the same Idempotency-Key, so that a write the server did receive is not made twice.
 * An answer from the server (4xx/5xx) is thrown as ApiError, as api() does: the form shows it.
 *
 *   const result = await submitOrQueue<Review>({ method: 'POST', path: '/reviews/rmi', body, label });
 *   if (result.status === 'queued') showToast(queuedMessage(result.entry), 'info');
 */
export async function submitOrQueue<T>(
  request: OutboxRequest,
  { replaces }: SubmitOptions = {},
): Promise<SubmitResult<T>> {
  const ownerUid = await ownerFor(request);
  if (replaces !== undefined && (await getEntry(replaces))?.status === 'pending') {
    return { status: 'queued', entry: await replaceOutboxEntry(replaces, request, ownerUid), replaced: true };
  }
  const result = await sendOrQueue<T>(request, ownerUid);
  // The refused (or meanwhile sent) entry's text has gone out or waits anew: the old entry may go.
  if (replaces !== undefined) await discardUnlessPending(replaces);
  return result;
}

/**
 * The key a write goes out under until it is sent or queued (attempt-keys.ts): by author and request, so the
 * same words submitted again after a 5xx or a lost answer go under the same key, as an unchanged outbox
 * entry does (sameRequest), and the server answers with the first write instead of "already reviewed".
 * Changed words are another request: a new key.
 */
const unsettledKey = (request: OutboxRequest, ownerUid: string | null) =>
  requestFingerprint(JSON.stringify([ownerUid, requestPrint(request)]));

async function sendOrQueue<T>(request: OutboxRequest, ownerUid: string | null): Promise<SubmitResult<T>> {
  const attempt = unsettledKey(request, ownerUid);
  // Until it is sent or queued (the entry then holds the key), this request goes out under this key.
  const id = attemptKeyFor(attempt);
  let waitingFor: OutboxEntry['waitingFor'] = 'network';
  if (isBrowserOnline()) {
    try {
      const data = await api<T>(request.path, {
        method: request.method,
        body: request.body,
        auth: request.auth ?? 'required',
        idempotencyKey: id,
      });
      settleAttempt(attempt);
      return { status: 'sent', data };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // No answer: queue it below, under the same key. A token refresh that found the sign-in revoked
      // or expired fails so too, and signs its user out: the entry then waits for its author, not the network.
      if (ownerUid !== null && (await currentUidIfKnown()) === null) waitingFor = 'sign-in';
    }
  }
  let entry: OutboxEntry;
  try {
    entry = await putEntry({ ...newEntry(id, request, ownerUid), waitingFor });
  } catch (cause) {
    // Nothing was queued (no IndexedDB in private browsing, or storage full): the form keeps the words.
    throw new NotKeptError({ cause });
  }
  settleAttempt(attempt);
  notifyOutboxChanged();
  scheduleReplay(isBrowserOnline() ? NETWORK_RETRY_MS : null);
  return { status: 'queued', entry };
}

/** What makes two writes the same request to the server (its idempotency fingerprint): method, path, body. */
function requestPrint(request: Pick<OutboxRequest, 'method' | 'path' | 'body'>): string {
  return JSON.stringify([request.method, request.path, request.body ?? null]);
}

const sameRequest = (entry: OutboxEntry, request: OutboxRequest) =>
  requestPrint(entry) === requestPrint(request);

/**
 * A pending entry, changed by its author before it went out. The Idempotency-Key names one request:
 * the server refuses a key sent again with another body (and an earlier attempt may have reached it
 * without its answer coming back). So an unchanged request keeps its key, and a changed one gets a
 * new entry and key, put in place of the old one in one transaction. Should the old one have reached
 * the server after all, the new one is refused as a duplicate and offered as an edit: nothing is
 * written twice, and the changed text is still in the outbox.
 */
async function replaceOutboxEntry(
  oldId: string,
  request: OutboxRequest,
  ownerUid: string | null,
): Promise<OutboxEntry> {
  const entry = await replaceEntry(oldId, (old) => {
    if (old?.status === 'pending' && sameRequest(old, request)) {
      return { entry: { ...old, label: request.label, updatedAt: Date.now() }, deleteOld: false };
    }
    // Sent meanwhile (the replay got there first): keep it listed; the new one will meet it as a duplicate.
    return { entry: newEntry(newId(), request, ownerUid), deleteOld: old?.status !== 'sent' };
  });
  notifyOutboxChanged();
  void replayOutbox();
  return entry;
}

async function discardUnlessPending(id: string): Promise<void> {
  const entry = await getEntry(id);
  if (!entry || entry.status === 'pending') return;
  await deleteEntry(id);
  notifyOutboxChanged();
}

/** A review of one subject that is in the outbox: waiting to be sent, or refused by the server. */
export type QueuedReview = {
  id: string;
  method: OutboxEntry['method'];
  /** What the form sent (its own request body). */
  body: unknown;
  createdAt: number;
  /**
   * 'pending': waiting to be sent; 'duplicate': refused, its author has a review to edit instead;
   * 'refused': refused for what it says (a 400: contact details, a field), to be changed and sent again.
   */
  state: 'pending' | 'duplicate' | 'refused';
  waitingFor: OutboxEntry['waitingFor'];
  /** The server's words when it refused it. */
  message: string | null;
};

/**
 * The newest review entry with this tag the current user may see that is still theirs to act on:
 * pending, or refused (its draft went when it was queued, so the form opens on its text again).
 */
export async function findQueuedReview(tag: string): Promise<QueuedReview | null> {
  const entry = (await listOutbox()).find((e) => e.tag === tag && e.status !== 'sent');
  if (!entry) return null;
  return {
    id: entry.id,
    method: entry.method,
    body: entry.body,
    createdAt: entry.createdAt,
    state: entry.status === 'pending' ? 'pending' : isDuplicateRefusal(entry) ? 'duplicate' : 'refused',
    waitingFor: entry.waitingFor,
    message: entry.message,
  };
}

/** Entries this user (or visitor) may see, newest first. */
export async function listOutbox(): Promise<OutboxEntry[]> {
  const [entries, uid] = await Promise.all([getAllEntries(), currentUid()]);
  return visibleTo(entries, uid).sort((a, b) => b.createdAt - a.createdAt);
}

function visibleTo(entries: OutboxEntry[], uid: string | null): OutboxEntry[] {
  return entries.filter((entry) => entry.ownerUid === null || entry.ownerUid === uid);
}

/** Sends a pending or failed entry again now (same Idempotency-Key). */
export async function retryOutboxEntry(id: string): Promise<void> {
  await updateEntry(id, (entry) =>
    entry.status === 'sent'
      ? null
      : {
          ...entry,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          waitingFor: null,
          message: null,
          httpStatus: null,
          code: null,
          updatedAt: Date.now(),
        },
  );
  notifyOutboxChanged();
  await replayOutbox();
}

/** Removes an entry (a pending one is then never sent). */
export async function discardOutboxEntry(id: string): Promise<void> {
  await deleteEntry(id);
  notifyOutboxChanged();
}

/**
 * On sign-out: removes the user's sent entries (and visitors'). Pending and refused entries stay,
 * invisible to anyone else (listOutbox), never sent as anyone else (a refused one is only sent by its
 * author's Retry or Edit): pending ones go out when their author signs in again, refused ones wait there
 * as "Not sent" with their words. Nothing the user wrote and did not get published is lost by signing
 * out; the sent ones are on the server.
 */
export async function clearOutboxHistory(uid: string | null): Promise<void> {
  await deleteEntries(
    (entry) => entry.status === 'sent' && (entry.ownerUid === null || entry.ownerUid === uid),
  );
  notifyOutboxChanged();
}

/**
 * After the account is deleted: removes every entry of that user, pending ones too (their author
 * can never sign in again to send them, and what they wrote must not stay on the device).
 */
export async function forgetOutboxOf(uid: string): Promise<void> {
  await deleteEntries((entry) => entry.ownerUid === uid);
  notifyOutboxChanged();
}

/** Entries sent before this page loaded are old news: the badge announces only newer ones. */
const loadedAt = Date.now();

/** Updates the badge's counts from the store. */
export async function refreshOutboxSummary(): Promise<void> {
  try {
    const entries = await listOutbox();
    const lastSent = entries
      .filter((entry) => entry.status === 'sent' && (entry.sentAt ?? 0) >= loadedAt)
      .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0))[0];
    useOutboxSummary.setState({
      pending: entries.filter((entry) => entry.status === 'pending').length,
      failed: entries.filter((entry) => entry.status === 'failed').length,
      lastSent: lastSent ? { id: lastSent.id, label: lastSent.label } : null,
    });
  } catch {
    // No IndexedDB (private mode in some browsers): nothing is queued, nothing to count.
  }
}

// --- Replay ---------------------------------------------------------------------------------------

let running: Promise<void> | null = null;
let runAgain = false;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends every due pending entry of the signed-in user (and visitors' entries), oldest first. One loop
 * at a time: calls during a run make it run once more; across tabs, a Web Lock serialises the runs
 * (each run reads the entries afresh inside the lock, so no entry is sent by two tabs at once).
 */
export function replayOutbox(): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        runAgain = false;
        await withReplayLock(replayPass);
      } while (runAgain);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function withReplayLock(pass: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') await locks.request(REPLAY_LOCK, pass);
  else await pass();
}

/** Runs a replay after `delayMs` (null: no timer; the online event or a later trigger will do). */
function scheduleReplay(delayMs: number | null): void {
  if (wakeTimer !== undefined) clearTimeout(wakeTimer);
  wakeTimer = undefined;
  if (delayMs === null) return;
  wakeTimer = setTimeout(
    () => {
      wakeTimer = undefined;
      void replayOutbox();
    },
    Math.max(0, delayMs),
  );
}

async function replayPass(): Promise<void> {
  let nextWake = Number.POSITIVE_INFINITY;
  try {
    if (!isBrowserOnline()) return;
    const uid = await currentUidIfKnown();
    if (uid === undefined) {
      // Not "signed out": the session could not be read yet (the connection is only just back).
      // Entries must not be marked as waiting for a sign-in that already happened.
      nextWake = Date.now() + SESSION_RETRY_MS;
      return;
    }
    const pending = (await getAllEntries())
      .filter((entry) => entry.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const listed of pending) {
      if (listed.ownerUid !== null && listed.ownerUid !== uid) {
        if (listed.waitingFor !== 'sign-in') await markWaiting(listed.id, 'sign-in');
        continue;
      }
      if (listed.nextAttemptAt > Date.now()) {
        nextWake = Math.min(nextWake, listed.nextAttemptAt);
        continue;
      }
      // Read again: another tab or a Discard may have changed it since the list was read.
      const entry = await getEntry(listed.id);
      if (entry?.status !== 'pending') continue;
      const decision = await send(entry);
      const stored = await apply(entry.id, decision);
      notifyOutboxChanged();
      if (decision.action === 'keep' && decision.waitingFor === 'network') {
        // The server is unreachable: the rest would fail the same way. Look again later.
        nextWake = Math.min(nextWake, Date.now() + NETWORK_RETRY_MS);
        break;
      }
      if (stored?.status === 'pending' && stored.nextAttemptAt > 0) {
        nextWake = Math.min(nextWake, stored.nextAttemptAt);
      }
    }
  } catch (error) {
    console.warn('The outbox could not be replayed:', error);
  } finally {
    scheduleReplay(Number.isFinite(nextWake) ? nextWake - Date.now() : null);
    await refreshOutboxSummary();
  }
}

async function attempt(entry: OutboxEntry, forceTokenRefresh: boolean): Promise<SendOutcome> {
  try {
    const answer = await api<unknown>(entry.path, {
      method: entry.method,
      body: entry.body,
      auth: entry.auth,
      idempotencyKey: entry.id,
      forceTokenRefresh,
      // Its author only: the pass checked who is signed in before sending, but a shared device may
      // have changed hands since (its author's text under another account would tell them who wrote it).
      ...(entry.ownerUid === null ? {} : { asUser: entry.ownerUid }),
    });
    return { kind: 'ok', answer };
  } catch (error) {
    return outcomeFromError(error);
  }
}

/** One send, and after a 401 one more with a freshly refreshed token. */
async function send(entry: OutboxEntry): Promise<ReplayDecision> {
  const first = classifyOutcome(await attempt(entry, false), { tokenRefreshed: false });
  if (first.action !== 'refresh-token') return first;
  return classifyOutcome(await attempt(entry, true), { tokenRefreshed: true });
}

function markWaiting(id: string, waitingFor: OutboxEntry['waitingFor']) {
  return updateEntry(id, (entry) =>
    entry.status === 'pending' ? { ...entry, waitingFor, updatedAt: Date.now() } : null,
  );
}

/** Stores what a send came to. */
function apply(id: string, decision: ReplayDecision): Promise<OutboxEntry | undefined> {
  return updateEntry(id, (entry): OutboxEntry | null => {
    const now = Date.now();
    switch (decision.action) {
      case 'sent':
        return {
          ...entry,
          ...sentDestination(entry, decision.answer),
          status: 'sent',
          sentAt: now,
          updatedAt: now,
          waitingFor: null,
          message: null,
          nextAttemptAt: 0,
        };
      case 'keep':
        return { ...entry, waitingFor: decision.waitingFor, updatedAt: now };
      case 'refresh-token':
        // Not a final decision (send() resolves it); keep the entry as it is.
        return null;
      case 'backoff': {
        const attempts = entry.attempts + 1;
        return {
          ...entry,
          attempts,
          nextAttemptAt: now + backoffDelayMs(attempts, decision.retryAfterSeconds),
          waitingFor: 'server',
          message: decision.message,
          httpStatus: decision.status,
          updatedAt: now,
        };
      }
      case 'failed':
        return {
          ...entry,
          status: 'failed',
          waitingFor: null,
          message: decision.message,
          httpStatus: decision.status,
          code: decision.code,
          updatedAt: now,
        };
    }
  });
}

// --- Start ------------------------------------------------------------------------------------------

let started = false;

export type OutboxStartOptions = {
  /** Calls `listener` when the signed-in user changes (e.g. the session store); returns an unsubscribe. */
  subscribeToUser?: (listener: () => void) => () => void;
};

/**
 * Starts the outbox for the life of the app: tidies old sent entries, replays now, on reconnect, when
 * the app comes back to the foreground, after sign-in, and keeps the badge counts current (also for
 * changes made in other tabs).
 */
export function startOutbox({ subscribeToUser }: OutboxStartOptions = {}): void {
  if (started) return;
  started = true;
  subscribeOutbox(() => void refreshOutboxSummary());
  window.addEventListener('online', () => void replayOutbox());
  // The server is reachable again (the connectivity probe or any request saw an answer).
  let reachable = isServerReachable();
  subscribeOnlineStatus(() => {
    const now = isServerReachable();
    if (now && !reachable) void replayOutbox();
    reachable = now;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replayOutbox();
  });
  subscribeToUser?.(() => void replayOutbox());
  const cutoff = Date.now() - SENT_RETENTION_MS;
  void deleteEntries((entry) => entry.status === 'sent' && (entry.sentAt ?? 0) < cutoff)
    .catch(() => 0)
    .finally(() => void replayOutbox());
}
