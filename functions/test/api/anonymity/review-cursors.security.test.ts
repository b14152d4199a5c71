// Paging cursors (issue 13 item 6a): X-Next-Cursor names only a review the reader was shown,
// says nothing readable (no id, no time), and works only on the list it came from; a cursor
// that is not ours is a 400, never a 500.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer, addReview, type Review } from '../interviewers/support.ts';
import { type ManagerReview, managerFixture, submitReview } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';

let t: TestApp;
let people: TestAccount[];

/** Lists are ordered by day, then by id: tests that expect an order write a day apart. */
const DAY = 86_400_000;
/** Held for moderation by FAKE_PROFANITY. */
const HELD_TEXT = 'A fracking waste of an afternoon.';

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY, now: new Date('2026-03-01T09:15:42.123Z') });
  people = await accounts(4);
});
afterAll(async () => {
  await t.close();
});

type Page = { ids: string[]; cursor: string | null };

async function interviewerPage(interviewerId: string, query: string, token?: string): Promise<Page> {
  const res = await t.request(
    'GET',
    `/reviews/rmi?interviewerId=${interviewerId}&${query}`,
    token ? { token } : {},
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return { ids: (await json<Review[]>(res)).map((r) => r._id), cursor: res.headers.get('X-Next-Cursor') };
}

/** Every page of limit 1, following the cursors; the pages and the cursors seen. */
async function walk(interviewerId: string, token?: string) {
  const pages: string[][] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i++) {
    const page = await interviewerPage(
      interviewerId,
      `limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    pages.push(page.ids);
    cursor = page.cursor;
    if (!cursor) return { pages, cursors };
    cursors.push(cursor);
  }
  throw new Error('more than 10 pages');
}

/** Everything a cursor could spell out: its own text and its base64 decodings. */
function readable(cursor: string): string {
  const decoded = [Buffer.from(cursor, 'base64url'), Buffer.from(cursor, 'base64')].map((b) =>
    b.toString('latin1'),
  );
  return [cursor, decodeURIComponent(cursor), ...decoded].join('\n');
}

describe('a review held for moderation', () => {
  let interviewerId: string;
  let newest: Review;
  let held: Review;
  let oldest: Review;

  beforeAll(async () => {
    const [a, b, c] = people as [TestAccount, TestAccount, TestAccount];
    interviewerId = (await addInterviewer(t, a.idToken))._id;
    oldest = await addReview(t, a.idToken, interviewerId);
    t.clock.advance(DAY);
    held = await addReview(t, b.idToken, interviewerId, { reviewText: HELD_TEXT });
    t.clock.advance(DAY);
    newest = await addReview(t, c.idToken, interviewerId);
    t.clock.advance(DAY);
  });

  test('is neither in a visitor’s pages nor in their cursors, and leaves no empty page', async () => {
    const exact = [oldest, held, newest];
    expect(held).toMatchObject({ status: 'pending review' });
    const { pages, cursors } = await walk(interviewerId);
    expect(pages).toEqual([[newest._id], [oldest._id]]);
    expect(cursors).toHaveLength(1);
    for (const cursor of cursors) {
      const text = readable(cursor);
      for (const review of exact) {
        expect(text).not.toContain(review._id);
        const at = Date.parse(review.createdAt);
        for (const time of [
          String(at),
          String(Math.floor(at / 1000)),
          new Date(at).toISOString().slice(0, 10),
        ]) {
          expect(text).not.toContain(time);
        }
      }
    }
  });

  test('a list whose only older review is held ends without a cursor for visitors', async () => {
    const [a, b] = people as [TestAccount, TestAccount];
    const subject = (await addInterviewer(t, a.idToken))._id;
    const hidden = await addReview(t, b.idToken, subject, { reviewText: HELD_TEXT });
    t.clock.advance(DAY);
    const shown = await addReview(t, a.idToken, subject);
    expect(await interviewerPage(subject, 'limit=1')).toEqual({ ids: [shown._id], cursor: null });
    // Its author still pages to it.
    const { pages } = await walk(subject, b.idToken);
    expect(pages).toEqual([[shown._id], [hidden._id]]);
  });

  test('the same on a manager’s profile', async () => {
    const [a, b] = people as [TestAccount, TestAccount];
    const { manager } = await managerFixture(t, a);
    const kept = await json<ManagerReview>(await submitReview(t, a, manager._id));
    t.clock.advance(DAY);
    const res = await submitReview(t, b, manager._id, { reviewText: HELD_TEXT });
    expect(res.status).toBe(201);
    const page = await t.request('GET', `/api/managers/${manager._id}?limit=1`);
    expect((await json<{ reviews: ManagerReview[] }>(page)).reviews.map((r) => r._id)).toEqual([kept._id]);
    expect(page.headers.get('X-Next-Cursor')).toBeNull();
  });
});

describe('a cursor that is not one of ours', () => {
  let interviewerId: string;
  let otherId: string;
  let cursor: string;

  beforeAll(async () => {
    const [a, b, c] = people as [TestAccount, TestAccount, TestAccount];
    interviewerId = (await addInterviewer(t, a.idToken))._id;
    otherId = (await addInterviewer(t, a.idToken))._id;
    for (const person of [a, b, c]) {
      await addReview(t, person.idToken, interviewerId);
      await addReview(t, person.idToken, otherId);
      t.clock.advance(DAY);
    }
    cursor = (await interviewerPage(interviewerId, 'limit=1')).cursor as string;
    expect(cursor).toBeTruthy();
  });

  async function expect400(path: string) {
    const res = await t.request('GET', path);
    const body = await json(res);
    expect(res.status, `${path}: ${JSON.stringify(body)}`).toBe(400);
    expect(body).toEqual({ code: 'invalid_request', message: expect.stringMatching(/^cursor\b/) });
  }

  test('forged, tampered, truncated or in the old readable form: 400', async () => {
    const real = await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}&limit=1`);
    const [firstId] = (await json<Review[]>(real)).map((r) => r._id);
    const flipped = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    for (const forged of [
      `1700000000000_${firstId}`,
      `${Date.now()}_${firstId}`,
      flipped,
      cursor.slice(0, -4),
      `${cursor}AAAA`,
      Buffer.from(JSON.stringify({ d: '2026-03-01', i: firstId })).toString('base64url'),
      'A'.repeat(64),
      'x'.repeat(5000),
      '__proto__',
    ]) {
      await expect400(
        `/reviews/rmi?interviewerId=${interviewerId}&limit=1&cursor=${encodeURIComponent(forged)}`,
      );
    }
  });

  test('a cursor of one list does not page another (interviewer, manager, or the same sort elsewhere)', async () => {
    await expect400(`/reviews/rmi?interviewerId=${otherId}&limit=1&cursor=${encodeURIComponent(cursor)}`);
    const { manager } = await managerFixture(t, people[0] as TestAccount);
    await expect400(`/api/managers/${manager._id}?limit=1&cursor=${encodeURIComponent(cursor)}`);
    // On its own list it still works, for visitors and signed-in readers alike.
    const again = `/reviews/rmi?interviewerId=${interviewerId}&limit=1&cursor=${encodeURIComponent(cursor)}`;
    expect((await t.request('GET', again)).status).toBe(200);
    expect((await t.request('GET', again, { token: people[3]?.idToken as string })).status).toBe(200);
  });
});
