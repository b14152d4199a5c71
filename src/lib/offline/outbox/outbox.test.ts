// The outbox's logic against an in-memory stand-in for its IndexedDB module (jsdom has no IndexedDB;
// the real store is exercised in Chromium by e2e/pwa.e2e.ts) and a fake fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

const db = vi.hoisted(() => new Map<string, OutboxEntry>());
// uid undefined: who is signed in cannot be told (the Auth SDK could not load).
const session = vi.hoisted(() => ({
  uid: 'u1' as string | null | undefined,
  token: 'token-1',
  refreshed: 'token-2',
}));
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

// broken: the store cannot be written (private browsing without IndexedDB, or storage full).
const store = vi.hoisted(() => ({ broken: false }));
vi.mock('@/lib/offline/outbox/outbox-db', async () => {
  const memory = (await import('@/testing/memory-outbox-db')).memoryOutboxDb(db);
  return {
    ...memory,
    putEntry: async (entry: OutboxEntry) => {
      if (store.broken) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return memory.putEntry(entry);
    },
  };
});
vi.mock('@/lib/offline/current-uid', () => ({
  currentUid: async () => session.uid ?? null,
  currentUidIfKnown: async () => session.uid,
}));
// As Firebase's currentUser: the token of whoever is signed in, none when that is not `asUser`.
vi.mock('@/lib/firebase-auth', () => ({
  currentIdToken: vi.fn(async (force?: boolean, asUser?: string) =>
    session.uid && (asUser === undefined || asUser === session.uid)
      ? `${force ? session.refreshed : session.token}${session.uid === 'u1' ? '' : `-${session.uid}`}`
      : null,
  ),
}));

const { currentIdToken } = await import('@/lib/firebase-auth');
const { failureDetail, failureMessage } = await import('@/lib/failure-message');
const { NOT_KEPT_MESSAGE } = await import('@/lib/offline/outbox/outbox-entry');
const { queuedMessage, QUEUED_MESSAGE, SIGNED_OUT_QUEUED_MESSAGE } = await import(
  '@/lib/offline/outbox/queued-message'
);
const outbox = await import('@/lib/offline/outbox/outbox');
const { useOutboxSummary } = await import('@/lib/offline/outbox/outbox-summary');

type Call = { method: string; url: string; headers: Headers; body: unknown };
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

let calls: Call[];
let answers: Answer[];

function answerWith(...next: Answer[]) {
  answers.push(...next);
}

beforeEach(() => {
  db.clear();
  localStorage.clear();
  store.broken = false;
  session.uid = 'u1';
  calls = [];
  answers = [];
  useOutboxSummary.setState({ pending: 0, failed: 0, lastSent: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = answers.shift() ?? { status: 201, body: { _id: 'r1' } };
      if (answer instanceof Error) throw answer;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const review = {
  method: 'POST' as const,
  path: '/reviews/rmi',
  body: {
    interviewerId: 'i1',
    rating: 4,
    reviewText: 'Fair and friendly',
    interviewStatus: 'cleared',
    anonymous: true,
  },
  label: 'Review of Ada Lovelace',
  tag: 'interviewer-review:i1',
};

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** Seeds a pending entry as a failed submit would have left it. */
function seed(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    method: 'POST',
    path: '/reviews/rmi',
    body: review.body,
    label: review.label,
    auth: 'required',
    tag: null,
    ownerUid: 'u1',
    status: 'pending',
    createdAt: Date.now() - 1000,
    updatedAt: Date.now() - 1000,
    sentAt: null,
    attempts: 0,
    nextAttemptAt: 0,
    waitingFor: 'network',
    message: null,
    httpStatus: null,
    ...overrides,
  };
  db.set(entry.id, copy(entry));
  return entry;
}

const stored = (id: string) => db.get(id) as OutboxEntry;

describe('submitOrQueue', () => {
  it('sends at once when online, with a fresh Idempotency-Key, and stores nothing', async () => {
    answerWith({ status: 201, body: { _id: 'r1' } });
    const result = await outbox.submitOrQueue<{ _id: string }>(review);
    expect(result).toEqual({ status: 'sent', data: { _id: 'r1' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/reviews/rmi');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(db.size).toBe(0);
  });

  it('queues under the same key when the request gets no answer, and stores no token', async () => {
    answerWith(new TypeError('Failed to fetch'));
    const result = await outbox.submitOrQueue(review);
    expect(result.status).toBe('queued');
    if (result.status !== 'queued') return;
    expect(result.entry.id).toBe(calls[0]?.headers.get('Idempotency-Key'));
    const entry = stored(result.entry.id);
    expect(entry).toMatchObject({
      status: 'pending',
      waitingFor: 'network',
      ownerUid: 'u1',
      label: review.label,
      tag: review.tag,
      body: review.body,
    });
    expect(JSON.stringify(entry)).not.toMatch(/token|Bearer/);
  });

  it('queues without trying while the browser is offline', async () => {
    offline();
    const result = await outbox.submitOrQueue(review);
    expect(result.status).toBe('queued');
    expect(calls).toHaveLength(0);
    expect(db.size).toBe(1);
    if (result.status === 'queued') expect(queuedMessage(result.entry)).toBe(QUEUED_MESSAGE);
  });

  it("throws the server's answer (the form shows it) and queues nothing", async () => {
    answerWith({ status: 400, body: { message: 'reviewText: is required', code: 'invalid_request' } });
    await expect(outbox.submitOrQueue(review)).rejects.toMatchObject({
      status: 400,
      message: 'reviewText: is required',
    });
    expect(db.size).toBe(0);
  });

  it('without a connection and without storage (private browsing, disk full), says the review cannot wait here', async () => {
    offline();
    store.broken = true;
    const failure = await outbox.submitOrQueue(review).catch((error: unknown) => error);
    // What the form shows: not "Something went wrong.", but why, and that the words are still in it.
    expect(failureMessage(failure, 'Could not send.')).toBe(NOT_KEPT_MESSAGE);
    expect(failureDetail(failure)).toBe(NOT_KEPT_MESSAGE);
    expect(NOT_KEPT_MESSAGE).toMatch(/cannot keep it to send later.*still here/);
    expect(db.size).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('the same words sent again after a lost answer that could not be queued go under the same key; changed words under a new one', async () => {
    store.broken = true;
    answerWith(new TypeError('Failed to fetch'));
    await expect(outbox.submitOrQueue(review)).rejects.toThrow(NOT_KEPT_MESSAGE);
    answerWith({ status: 201, body: { _id: 'r1' } });
    expect(await outbox.submitOrQueue(review)).toMatchObject({ status: 'sent' });
    // Sent: that key is done with; the same words later are a new write (the server says if it is a duplicate).
    const changed = { ...review, body: { ...review.body, reviewText: 'Fair and friendly, and quick' } };
    answerWith({ status: 503, body: { message: 'Unavailable', code: 'unavailable' } });
    await expect(outbox.submitOrQueue(changed)).rejects.toMatchObject({ status: 503 });
    answerWith({ status: 201, body: { _id: 'r2' } });
    await outbox.submitOrQueue(review);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
  });

  it('after a 5xx, the same words sent again from a reloaded page go under the same key; changed words, and a sign-out, end it', async () => {
    answerWith({ status: 503, body: { message: 'Unavailable', code: 'unavailable' } });
    await expect(outbox.submitOrQueue(review)).rejects.toMatchObject({ status: 503 });
    // The page is reloaded (or the app closed and opened again): a fresh outbox module, the draft restored.
    vi.resetModules();
    const reloaded = await import('@/lib/offline/outbox/outbox');
    answerWith({ status: 201, body: { _id: 'r1' } });
    expect(await reloaded.submitOrQueue(review)).toMatchObject({ status: 'sent' });
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    // Nothing of the words is kept beside the key.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Fair and friendly|u1/);

    // Changed words after a 5xx and a reload: another request, another key.
    const changed = { ...review, body: { ...review.body, reviewText: 'Fair and friendly, and quick' } };
    answerWith({ status: 500, body: { message: 'Internal error', code: 'internal' } });
    await expect(reloaded.submitOrQueue(review)).rejects.toMatchObject({ status: 500 });
    vi.resetModules();
    const again = await import('@/lib/offline/outbox/outbox');
    answerWith({ status: 201, body: { _id: 'r2' } });
    await again.submitOrQueue(changed);
    // The first words, still unsettled, keep theirs; signing out forgets it with the drafts.
    answerWith({ status: 503, body: { message: 'Unavailable', code: 'unavailable' } });
    await expect(again.submitOrQueue(review)).rejects.toMatchObject({ status: 503 });
    const { clearDrafts } = await import('@/lib/offline/draft-storage');
    clearDrafts();
    vi.resetModules();
    await (await import('@/lib/offline/outbox/outbox')).submitOrQueue(review);
    const later = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(later).toHaveLength(6);
    expect(later[4]).toBe(later[2]);
    expect(new Set([keys[0], later[2], later[3], later[5]]).size).toBe(4);
  });

  it('when the session ended as it was sent (a revoked sign-in), it waits for its author, not for a connection', async () => {
    // The token refresh finds the sign-in revoked: Firebase signs the user out and throws (no HTTP answer).
    vi.mocked(currentIdToken).mockImplementationOnce(async () => {
      session.uid = null;
      throw new Error('Firebase: Error (auth/user-token-expired).');
    });
    const result = await outbox.submitOrQueue(review);
    if (result.status !== 'queued') throw new Error('expected it queued');
    expect(result.entry.waitingFor).toBe('sign-in');
    // Not "You are offline": the user is online, and signed out.
    expect(queuedMessage(result.entry)).toBe(SIGNED_OUT_QUEUED_MESSAGE);
    expect(calls).toHaveLength(0);

    // Signed in again as its author: it goes out once, under its key.
    session.uid = 'u1';
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(result.entry.id);
    expect(stored(result.entry.id).status).toBe('sent');
  });

  it('refuses a write that needs sign-in from a visitor', async () => {
    session.uid = null;
    await expect(outbox.submitOrQueue(review)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
  });
});

describe('a review waiting in the outbox, opened again (issue 14, item 7)', () => {
  it('a changed review takes the place of the waiting one under a new key: one entry, sent once', async () => {
    offline();
    const waiting = seed({ tag: review.tag });
    const changed = { ...review, body: { ...review.body, reviewText: 'Fair, friendly and quick' } };
    const result = await outbox.submitOrQueue(changed, { replaces: waiting.id });
    expect(result).toMatchObject({ status: 'queued', replaced: true });
    if (result.status !== 'queued') return;
    // The server refuses a key sent again with another body: a changed request needs a new key.
    expect(result.entry.id).not.toBe(waiting.id);
    expect([...db.keys()]).toEqual([result.entry.id]);
    expect(stored(result.entry.id)).toMatchObject({ status: 'pending', body: changed.body, tag: review.tag });
    expect(calls).toHaveLength(0);

    vi.restoreAllMocks();
    await outbox.replayOutbox();
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual([result.entry.id]);
    expect(calls[0]?.body).toEqual(changed.body);
    expect(stored(result.entry.id).status).toBe('sent');
  });

  it('an unchanged review keeps its key (an earlier attempt may have reached the server)', async () => {
    offline();
    const waiting = seed({ tag: review.tag, attempts: 1 });
    const result = await outbox.submitOrQueue(review, { replaces: waiting.id });
    expect(result.status === 'queued' && result.entry.id).toBe(waiting.id);
    expect(db.size).toBe(1);
  });

  it('a review refused as a duplicate is kept until its text has gone out as an edit, then removed', async () => {
    const refused = seed({
      tag: review.tag,
      status: 'failed',
      waitingFor: null,
      httpStatus: 409,
      code: 'conflict',
      editHref: '/interviewers/i1?edit=1',
    });
    const queued = await outbox.findQueuedReview(review.tag);
    expect(queued).toMatchObject({ id: refused.id, state: 'duplicate', body: review.body });

    const asEdit = { ...review, method: 'PUT' as const, path: '/interviewer-reviews/r1' };
    // The edit is refused (a 400): the refused review stays, nothing the user wrote is lost.
    answerWith({ status: 400, body: { message: 'reviewText: is required', code: 'invalid_request' } });
    await expect(outbox.submitOrQueue(asEdit, { replaces: refused.id })).rejects.toMatchObject({
      status: 400,
    });
    expect(stored(refused.id).status).toBe('failed');

    answerWith({ status: 200, body: { _id: 'r1' } });
    expect(await outbox.submitOrQueue(asEdit, { replaces: refused.id })).toMatchObject({ status: 'sent' });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/interviewer-reviews/r1',
      body: review.body,
    });
    expect(db.has(refused.id)).toBe(false);
    expect(await outbox.findQueuedReview(review.tag)).toBeNull();
  });

  it('a replay refused with 409 "already reviewed" keeps its code and where to edit', async () => {
    const entry = seed({ tag: review.tag, editHref: '/interviewers/i1?edit=1' });
    answerWith({
      status: 409,
      body: { message: 'You have already reviewed this interviewer.', code: 'conflict' },
    });
    await outbox.replayOutbox();
    expect(stored(entry.id)).toMatchObject({ status: 'failed', httpStatus: 409, code: 'conflict' });
    expect(outbox.isDuplicateRefusal(stored(entry.id))).toBe(true);
    expect(await outbox.findQueuedReview(review.tag)).toMatchObject({ id: entry.id, state: 'duplicate' });
  });

  it('a replay refused with a 400 (screening) is found again with its words and reason, and a changed submit replaces it', async () => {
    const entry = seed({ tag: review.tag, editHref: '/interviewers/i1?edit=1' });
    const refusal = 'Your review can’t contain email addresses. Remove it and submit again.';
    answerWith({ status: 400, body: { message: refusal, code: 'invalid' } });
    await outbox.replayOutbox();
    expect(stored(entry.id)).toMatchObject({ status: 'failed', httpStatus: 400 });
    // Its form's draft went when it was queued: the profile must still open it, to be changed.
    const queued = await outbox.findQueuedReview(review.tag);
    expect(queued).toMatchObject({ id: entry.id, state: 'refused', message: refusal, body: review.body });

    const changed = { ...review, body: { ...review.body, reviewText: 'Fair and friendly, no address.' } };
    answerWith({ status: 201, body: { _id: 'r1' } });
    expect(await outbox.submitOrQueue(changed, { replaces: entry.id })).toMatchObject({ status: 'sent' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(db.has(entry.id)).toBe(false);
    expect(await outbox.findQueuedReview(review.tag)).toBeNull();
  });

  it("finds only the signed-in user's entries, and pending ones before nothing else", async () => {
    seed({ tag: review.tag, ownerUid: 'someone-else' });
    seed({ tag: 'interviewer-review:other' });
    expect(await outbox.findQueuedReview(review.tag)).toBeNull();
    const mine = seed({ tag: review.tag });
    expect(await outbox.findQueuedReview(review.tag)).toMatchObject({ id: mine.id, state: 'pending' });
  });
});

describe('replayOutbox', () => {
  it('sends a pending entry with its id as the Idempotency-Key, marks it sent and updates the badge', async () => {
    const entry = seed();
    answerWith({ status: 201, body: { _id: 'r1' } });
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(entry.id);
    expect(calls[0]?.body).toEqual(review.body);
    expect(stored(entry.id)).toMatchObject({ status: 'sent', waitingFor: null });
    expect(useOutboxSummary.getState()).toMatchObject({
      pending: 0,
      failed: 0,
      lastSent: { id: entry.id, label: review.label },
    });
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1); // sent entries are never sent again
  });

  it('a sent review keeps where it shows: its profile, My reviews when held, the profile /rate-manager or /rate-interviewer made', async () => {
    const published = seed({ viewHref: '/interviewers/i1' });
    answerWith({ status: 201, body: { _id: 'r1' } });
    await outbox.replayOutbox();
    expect(stored(published.id)).toMatchObject({ status: 'sent', viewHref: '/interviewers/i1', held: false });

    const held = seed({ viewHref: '/interviewers/i1' });
    answerWith({ status: 201, body: { _id: 'r2', status: 'pending review' } });
    await outbox.replayOutbox();
    expect(stored(held.id)).toMatchObject({ status: 'sent', viewHref: '/my-reviews', held: true });

    // Not public until its random moment: only its author sees it, in My reviews.
    const scheduled = seed({ viewHref: '/interviewers/i1' });
    answerWith({ status: 201, body: { _id: 'r4', status: 'scheduled' } });
    await outbox.replayOutbox();
    expect(stored(scheduled.id)).toMatchObject({ viewHref: '/my-reviews', held: false, scheduled: true });
    const scheduledManager = seed({ path: '/rate-manager' });
    answerWith({
      status: 201,
      body: { manager: { _id: 'm1', name: 'Grace Hopper' }, review: { _id: 'r5', status: 'scheduled' } },
    });
    await outbox.replayOutbox();
    expect(stored(scheduledManager.id)).toMatchObject({ viewHref: '/my-reviews', scheduled: true });

    const rated = seed({ path: '/rate-manager' });
    answerWith({
      status: 201,
      body: { manager: { _id: 'm1', name: 'Grace Hopper' }, review: { _id: 'r3' } },
    });
    await outbox.replayOutbox();
    expect(stored(rated.id)).toMatchObject({ viewHref: '/management/managers/grace-hopper/m1', held: false });

    // /rate-interviewer's answer names the interviewer it made or found.
    const interviewer = seed({ path: '/rate-interviewer' });
    answerWith({
      status: 201,
      body: { company: { _id: 'c1' }, interviewer: { _id: 'i 7' }, review: { _id: 'r6' } },
    });
    await outbox.replayOutbox();
    expect(stored(interviewer.id)).toMatchObject({ viewHref: '/interviewers/i%207', held: false });

    // An earlier attempt wrote it and its answer was lost: My reviews lists it whatever its state.
    const lost = seed({ path: '/rate-manager' });
    answerWith({ status: 409, body: { code: 'already_processed', message: 'Already processed' } });
    await outbox.replayOutbox();
    expect(stored(lost.id)).toMatchObject({ status: 'sent', viewHref: '/my-reviews' });
  });

  it('after a 401, refreshes the token and retries once', async () => {
    const entry = seed();
    answerWith({ status: 401, body: { message: 'Token expired', code: 'unauthenticated' } }, { status: 201 });
    await outbox.replayOutbox();
    expect(currentIdToken).toHaveBeenCalledWith(true, 'u1');
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(stored(entry.id).status).toBe('sent');
  });

  it('a second 401 keeps the entry until sign-in', async () => {
    const entry = seed();
    const unauthenticated = {
      status: 401,
      body: { message: 'Authentication required.', code: 'unauthenticated' },
    };
    answerWith(unauthenticated, unauthenticated);
    await outbox.replayOutbox();
    expect(calls).toHaveLength(2);
    expect(stored(entry.id)).toMatchObject({ status: 'pending', waitingFor: 'sign-in' });
  });

  it('5xx and 429 back off (at least the Retry-After) and do not retry within the pass', async () => {
    const entry = seed();
    const before = Date.now();
    answerWith({
      status: 429,
      body: { message: 'Too many requests.', code: 'rate_limited' },
      headers: { 'Retry-After': '120' },
    });
    await outbox.replayOutbox();
    expect(stored(entry.id)).toMatchObject({
      status: 'pending',
      waitingFor: 'server',
      attempts: 1,
      message: 'Too many requests.',
      httpStatus: 429,
    });
    expect(stored(entry.id).nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1); // still backing off

    const second = seed({ createdAt: Date.now() });
    db.delete(entry.id);
    answerWith({ status: 503, body: { message: 'Unavailable', code: 'internal' } });
    await outbox.replayOutbox();
    expect(stored(second.id)).toMatchObject({ waitingFor: 'server', attempts: 1 });
  });

  it('a 503 with Retry-After (contention on the server) keeps the entry and sends it again, under its key, no sooner', async () => {
    const entry = seed();
    const before = Date.now();
    answerWith(
      {
        status: 503,
        body: { message: 'Many people are changing this right now.', code: 'unavailable' },
        headers: { 'Retry-After': '30' },
      },
      { status: 201, body: { _id: 'r1' } },
    );
    await outbox.replayOutbox();
    expect(stored(entry.id)).toMatchObject({ status: 'pending', waitingFor: 'server', httpStatus: 503 });
    expect(stored(entry.id).nextAttemptAt).toBeGreaterThanOrEqual(before + 30_000);
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1); // still waiting
    db.set(entry.id, { ...stored(entry.id), nextAttemptAt: 0 }); // the wait is over
    await outbox.replayOutbox();
    expect(stored(entry.id).status).toBe('sent');
    expect(calls.map((c) => c.headers.get('Idempotency-Key'))).toEqual([entry.id, entry.id]);
  });

  it("other 4xx (a 400, a 409 duplicate) fail with the server's message; the rest still go out", async () => {
    const invalid = seed({ createdAt: 1 });
    const duplicate = seed({ createdAt: 2 });
    const fine = seed({ createdAt: 3 });
    answerWith(
      {
        status: 400,
        body: { message: 'rating: must be a whole number from 1 to 5', code: 'invalid_request' },
      },
      { status: 409, body: { message: 'You have already reviewed this interviewer.', code: 'conflict' } },
      { status: 201 },
    );
    await outbox.replayOutbox();
    expect(stored(invalid.id)).toMatchObject({
      status: 'failed',
      httpStatus: 400,
      message: 'rating: must be a whole number from 1 to 5',
    });
    expect(stored(duplicate.id)).toMatchObject({ status: 'failed', httpStatus: 409 });
    expect(stored(fine.id).status).toBe('sent');
    expect(useOutboxSummary.getState()).toMatchObject({ pending: 0, failed: 2 });
  });

  it('stops at a network error and keeps everything pending', async () => {
    const a = seed({ createdAt: 1 });
    const b = seed({ createdAt: 2 });
    answerWith(new TypeError('Failed to fetch'));
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1);
    expect(stored(a.id)).toMatchObject({ status: 'pending', waitingFor: 'network' });
    expect(stored(b.id).status).toBe('pending');
  });

  it('does nothing while offline', async () => {
    seed();
    offline();
    await outbox.replayOutbox();
    expect(calls).toHaveLength(0);
  });

  it("never sends or shows another user's entry", async () => {
    const theirs = seed({ ownerUid: 'someone-else' });
    await outbox.replayOutbox();
    expect(calls).toHaveLength(0);
    expect(stored(theirs.id)).toMatchObject({ status: 'pending', waitingFor: 'sign-in' });
    expect(await outbox.listOutbox()).toEqual([]);
  });

  it('never sends an entry under another account signed in while the replay runs (a shared device)', async () => {
    const first = seed({ createdAt: 1 });
    const second = seed({ createdAt: 2 });
    // u1 signs out and u2 signs in while u1's first entry is on its way.
    answers.push({ status: 201, body: { _id: 'r1' } });
    const send = fetch as unknown as ReturnType<typeof vi.fn>;
    const original = send.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    send.mockImplementation(async (url: string, init?: RequestInit) => {
      const answer = await original(url, init);
      session.uid = 'u2';
      return answer;
    });
    await outbox.replayOutbox();
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer token-1']);
    expect(stored(first.id).status).toBe('sent');
    expect(stored(second.id)).toMatchObject({ status: 'pending', waitingFor: 'sign-in' });
  });

  it('when the session cannot be read yet (the connection just came back), waits and tries again soon', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const mine = seed({ waitingFor: 'network' });
      session.uid = undefined;
      await outbox.replayOutbox();
      expect(calls).toHaveLength(0);
      // Not "waiting for sign-in": the user is signed in, their session just could not be read.
      expect(stored(mine.id)).toMatchObject({ status: 'pending', waitingFor: 'network' });

      session.uid = 'u1';
      await vi.advanceTimersByTimeAsync(outbox.SESSION_RETRY_MS);
      await vi.waitFor(() => expect(stored(mine.id).status).toBe('sent'));
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends each entry once even when replays are triggered together', async () => {
    seed({ createdAt: 1 });
    seed({ createdAt: 2 });
    await Promise.all([outbox.replayOutbox(), outbox.replayOutbox(), outbox.replayOutbox()]);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.headers.get('Idempotency-Key'))).size).toBe(2);
  });
});

describe('retry, discard and sign-out', () => {
  it('Retry sends a failed entry again under the same key', async () => {
    const entry = seed({ status: 'failed', message: 'Server said no', httpStatus: 400, waitingFor: null });
    answerWith({ status: 201 });
    await outbox.retryOutboxEntry(entry.id);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(entry.id);
    expect(stored(entry.id)).toMatchObject({ status: 'sent', message: null });
  });

  it('Discard removes an entry, which is then never sent', async () => {
    const entry = seed();
    await outbox.discardOutboxEntry(entry.id);
    await outbox.replayOutbox();
    expect(db.has(entry.id)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it("sign-out removes the user's sent entries and keeps pending and refused ones for their author alone", async () => {
    const pending = seed();
    const sent = seed({ status: 'sent', sentAt: Date.now() });
    const refused = seed({
      status: 'failed',
      tag: review.tag,
      httpStatus: 400,
      code: 'invalid',
      message: 'Your review can’t contain email addresses.',
    });
    const visitorSent = seed({ status: 'sent', ownerUid: null, auth: 'none' });
    const othersFailed = seed({ status: 'failed', ownerUid: 'u2' });
    await outbox.clearOutboxHistory('u1');
    expect([...db.keys()].sort()).toEqual([pending.id, refused.id, othersFailed.id].sort());
    expect(db.has(sent.id) || db.has(visitorSent.id)).toBe(false);

    // Someone else signs in on this device: they neither see the refused review nor send it.
    session.uid = 'u2';
    expect((await outbox.listOutbox()).map((entry) => entry.id)).toEqual([othersFailed.id]);
    expect(await outbox.findQueuedReview(review.tag)).toBeNull();
    await outbox.replayOutbox();
    expect(calls.filter((call) => call.headers.get('Idempotency-Key') !== null)).toEqual([]);

    // Its author again: "Not sent", with their words, to change and send.
    session.uid = 'u1';
    expect(await outbox.findQueuedReview(review.tag)).toMatchObject({
      id: refused.id,
      state: 'refused',
      body: review.body,
    });
  });

  it("account deletion removes all of the user's entries, pending ones too, and nobody else's", async () => {
    const pending = seed();
    const failed = seed({ status: 'failed' });
    const othersPending = seed({ ownerUid: 'u2' });
    const visitorPending = seed({ ownerUid: null, auth: 'none' });
    await outbox.forgetOutboxOf('u1');
    expect([...db.keys()].sort()).toEqual([othersPending.id, visitorPending.id].sort());
    expect(db.has(pending.id) || db.has(failed.id)).toBe(false);
  });

  it('enqueue stores a pending entry and sends it right away when online', async () => {
    const entry = await outbox.enqueue({ ...review, auth: 'none' });
    expect(entry.ownerUid).toBeNull();
    await outbox.replayOutbox();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(stored(entry.id).status).toBe('sent');
  });
});
