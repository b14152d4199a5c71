// Helpers of the trust-and-safety API tests (issue 9).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ProfanityFilter } from '../../../src/domain/screening/profanity.ts';
import { setModeratorByEmail } from '../../../src/identity/moderator-role.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';

export { json };

/** The password createAccount gives every account. */
const PASSWORD = 'correct horse battery staple';

/** A fake of the profanity port: flags the (made-up) words below, as a word list would. */
export const FAKE_PROFANITY: ProfanityFilter = {
  isProfane: (text) => /\b(frack|smeg)\w*/i.test(text),
};

/** A fresh ID token (one that carries newly set custom claims). */
export async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const url = `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  return { ...account, idToken: body.idToken };
}

/** A new account made moderator the way `npm run grant-moderator` does it. */
export async function moderatorAccount(t: TestApp): Promise<TestAccount> {
  const account = await createAccount();
  expect(await setModeratorByEmail(t.deps.users, account.email)).toEqual({ uid: account.uid });
  return signInAgain(account);
}

/**
 * A test file's app with FAKE_PROFANITY, an author, three readers and a moderator: made before its tests,
 * which these objects stand for once they are, and closed after them.
 */
export function useModerationWorld() {
  const world = {
    t: {} as TestApp,
    author: {} as TestAccount,
    readers: [] as TestAccount[],
    moderator: {} as TestAccount,
  };
  beforeAll(async () => {
    const t = await createTestApp({ profanity: FAKE_PROFANITY });
    const [author, ...readers] = await Promise.all([
      createAccount(),
      createAccount(),
      createAccount(),
      createAccount(),
    ]);
    Object.assign(world.t, t);
    Object.assign(world.author, author);
    world.readers.push(...readers);
    Object.assign(world.moderator, await moderatorAccount(t));
  });
  afterAll(() => world.t.close());
  return world;
}

export async function expectStatus<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

export type QueueItem = {
  kind: 'interviewer' | 'manager' | 'company' | 'response';
  reviewId: string;
  state: 'published' | 'held' | 'hidden' | 'removed';
  heldFor: string[];
  openReports: number;
  subject: { id: string; name: string; company: string | null } | null;
  review: { rating: number; reviewText: string; texts: { label: string; text: string }[] };
  reports: {
    total: number;
    open: number;
    byReason: Record<string, number>;
    items: { reason: string; details: string; createdAt: string; status: string }[];
  };
};

/**
 * The account's own client network (an IPv6 /64 made from its uid): test accounts are different people,
 * and only reports from different networks add up to hiding a review (report-networks.security.test.ts).
 */
export function networkOf(account: TestAccount): string {
  const digest = createHash('sha256').update(account.uid).digest('hex');
  return `2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::1`;
}

export async function report(
  t: TestApp,
  account: TestAccount,
  kind: QueueItem['kind'],
  reviewId: string,
  reason = 'false or off-topic',
  details?: string,
): Promise<Response> {
  return t.request('POST', '/api/reports', {
    token: account.idToken,
    ip: networkOf(account),
    body: { kind, reviewId, reason, ...(details === undefined ? {} : { details }) },
  });
}

export async function queue(t: TestApp, moderator: TestAccount, view: 'open' | 'removed' = 'open') {
  const body = await expectStatus<{ items: QueueItem[] }>(
    await t.request('GET', `/api/moderation/queue?view=${view}`, { token: moderator.idToken }),
    200,
  );
  return body.items;
}

export async function decide(
  t: TestApp,
  moderator: TestAccount,
  action: 'approve' | 'remove' | 'restore',
  kind: QueueItem['kind'],
  reviewId: string,
  reason = 'Checked against the guidelines.',
): Promise<Response> {
  return t.request('POST', `/api/moderation/reviews/${kind}/${reviewId}/${action}`, {
    token: moderator.idToken,
    body: { reason },
  });
}

export type LogEntry = {
  at: string;
  moderator: { uid: string; email: string | null };
  action: string;
  kind: string;
  reviewId: string;
  reason: string;
  fromState: string;
  toState: string;
  reportsResolved: number;
};

export async function auditLog(t: TestApp, moderator: TestAccount): Promise<LogEntry[]> {
  const body = await expectStatus<{ entries: LogEntry[] }>(
    await t.request('GET', '/api/moderation/log', { token: moderator.idToken }),
    200,
  );
  return body.entries;
}
