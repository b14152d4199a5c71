// Interviewer area: bad input, missing things, duplicates, other people's
// reviews, races and idempotent retries (issue 5).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import {
  checkInterviewerAggregates,
  checkReviewVotes,
} from '../../../src/domain/reviews/consistency-checks.ts';
import { DUPLICATE_REVIEW_MESSAGE } from '../../../src/domain/reviews/reviews.ts';
import {
  ALREADY_DONE_MESSAGE,
  BUSY_RETRY_AFTER_SECONDS,
  fingerprint,
  IDEMPOTENCY,
  IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  LEASE_MS,
  RECORD_TTL_MS,
  recordId,
} from '../../../src/http/idempotency.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from './support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = (await accounts(2)) as [TestAccount, TestAccount];
});
afterAll(() => t.close());

const MISSING_ID = 'AAAAAAAAAAAAAAAAAAAA';

async function expectError(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status);
  const body = await json<{ message: string; code: string }>(res);
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('400: the message names the field', () => {
  test('POST /interviewers', async () => {
    const post = (body: unknown) => t.request('POST', '/interviewers', { token: alice.idToken, body });
    const ok = { name: 'Val Id', company: 'Valid Co' };
    await expectError(await post({ company: 'X' }), 400, 'name is required.');
    await expectError(await post({ ...ok, name: '   ' }), 400, 'name must not be empty.');
    await expectError(await post({ ...ok, name: '!!!' }), 400, 'name must contain a letter or a digit.');
    await expectError(await post({ name: 'A' }), 400, 'company is required.');
    await expectError(await post({ ...ok, company: '' }), 400, 'company must not be empty.');
    await expectError(await post({ ...ok, company: 42 }), 400, /^company must be a company id/);
    await expectError(await post({ ...ok, company: {} }), 400, 'company must have an _id or a name.');
    await expectError(
      await post({ ...ok, company: '???' }),
      400,
      'company must contain a letter or a digit.',
    );
    await expectError(await post({ ...ok, linkedin: 'not a url' }), 400, /^linkedin must be a URL/);
    await expectError(await post({ ...ok, linkedin: 'javascript:alert(1)' }), 400, /^linkedin must be a URL/);
    await expectError(await post({ ...ok, email: 'nope' }), 400, 'email must be a valid email address.');
    await expectError(await post({ ...ok, tags: 7 }), 400, /^tags must be a comma-separated string/);
    await expectError(
      await post({ ...ok, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
      400,
      'tags must be at most 20 tags.',
    );
    await expectError(await post({ ...ok, position: 'p'.repeat(121) }), 400, /^position must be at most 120/);
    const notJson = await t.request('POST', '/interviewers', { token: alice.idToken, body: '{"name":' });
    expect(notJson.status).toBe(400);
  });

  test('POST /reviews/rmi and PUT /interviewer-reviews/{id}', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const post = (overrides: Record<string, unknown>) =>
      t.request('POST', '/reviews/rmi', { token: bob.idToken, body: reviewBody(target._id, overrides) });
    await expectError(await post({ interviewerId: undefined }), 400, 'interviewerId is required.');
    await expectError(await post({ interviewerId: 'a/b' }), 400, 'interviewerId must be a valid id.');
    await expectError(await post({ rating: undefined }), 400, 'rating is required.');
    await expectError(await post({ rating: 0 }), 400, 'rating must be at least 1.');
    await expectError(await post({ rating: 6 }), 400, 'rating must be at most 5.');
    await expectError(await post({ rating: 3.5 }), 400, 'rating must be a whole number from 1 to 5.');
    await expectError(await post({ rating: '4' }), 400, 'rating must be a number.');
    await expectError(await post({ reviewText: ' \n ' }), 400, 'reviewText must not be empty.');
    await expectError(
      await post({ reviewText: 'x'.repeat(5001) }),
      400,
      'reviewText must be at most 5000 characters.',
    );
    await expectError(
      await post({ interviewStatus: 'maybe' }),
      400,
      'interviewStatus must be one of: cleared, not cleared, waiting, no interview.',
    );
    await expectError(await post({ anonymous: 'yes' }), 400, 'anonymous must be a boolean.');
    // 5,000 characters after trimming are fine.
    expect((await post({ reviewText: ` ${'x'.repeat(5000)} ` })).status).toBe(201);

    const [review] = await reviewsOf(t, target._id);
    const put = await t.request('PUT', `/interviewer-reviews/${review!._id}`, {
      token: bob.idToken,
      body: { rating: 9, reviewText: 'x' },
    });
    await expectError(put, 400, 'rating must be at most 5.');
  });

  test('queries, params, contact and the Idempotency-Key header', async () => {
    await expectError(await t.request('GET', '/reviews/rmi'), 400, 'interviewerId is required.');
    await expectError(await t.request('GET', '/interviewers?page=0'), 400, 'page must be at least 1.');
    await expectError(await t.request('GET', '/interviewers?limit=500'), 400, 'limit must be at most 50.');
    await expectError(
      await t.request('GET', '/api/interviewers/search/x?searchMode=title'),
      400,
      'searchMode must be one of: name, company.',
    );
    await expectError(await t.request('GET', '/interviewers/bad%20id'), 400, 'id must be a valid id.');

    const contact = (body: Record<string, unknown>) =>
      t.request('POST', '/api/contact', { body, ip: '203.0.113.50' });
    const ok = { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' };
    for (const field of ['name', 'email', 'subject', 'message']) {
      await expectError(await contact({ ...ok, [field]: undefined }), 400, `${field} is required.`);
    }
    await expectError(await contact({ ...ok, message: '  ' }), 400, 'message must not be empty.');
    await expectError(
      await contact({ ...ok, email: 'not-an-email' }),
      400,
      'email must be a valid email address.',
    );

    const target = await addInterviewer(t, alice.idToken);
    const badKey = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers: { 'Idempotency-Key': 'has space' },
      body: reviewBody(target._id),
    });
    await expectError(badKey, 400, 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);
  });
});

describe('404', () => {
  test('unknown interviewers, reviews and companies', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const token = bob.idToken;
    await expectError(await t.request('GET', `/interviewers/${MISSING_ID}`), 404, 'Interviewer not found.');
    await expectError(
      await t.request('GET', `/reviews/rmi?interviewerId=${MISSING_ID}`),
      404,
      'Interviewer not found.',
    );
    await expectError(
      await t.request('POST', '/reviews/rmi', { token, body: reviewBody(MISSING_ID) }),
      404,
      'Interviewer not found.',
    );
    await expectError(
      await t.request('PUT', `/interviewer-reviews/${MISSING_ID}`, { token, body: reviewBody(target._id) }),
      404,
      'Review not found.',
    );
    await expectError(
      await t.request('DELETE', `/interviewer-reviews/${MISSING_ID}`, { token }),
      404,
      'Review not found.',
    );
    await expectError(
      await t.request('POST', `/interviewers/${target._id}/reviews/${MISSING_ID}/like`, { token }),
      404,
      'Review not found.',
    );
    // A real review under the wrong interviewer is not found either.
    await expectError(
      await t.request('POST', `/interviewers/${MISSING_ID}/reviews/${review._id}/dislike`, { token }),
      404,
      'Review not found.',
    );
    await expectError(
      await t.request('POST', `/api/user/saved/${MISSING_ID}`, { token }),
      404,
      'Interviewer not found.',
    );
    await expectError(
      await t.request('POST', '/interviewers', {
        token,
        body: { name: 'X Y', company: { _id: MISSING_ID } },
      }),
      404,
      'Company not found.',
    );
    // Unsaving what is not saved is fine (idempotent).
    expect((await t.request('DELETE', `/api/user/saved/${MISSING_ID}`, { token })).status).toBe(200);
  });
});

describe('409: one review per user per interviewer', () => {
  test('a second create is refused with a clear message', async () => {
    const target = await addInterviewer(t, alice.idToken);
    await addReview(t, bob.idToken, target._id);
    const again = await t.request('POST', '/api/reviews/rmi', {
      token: bob.idToken,
      body: reviewBody(target._id, { rating: 1 }),
    });
    await expectError(again, 409, DUPLICATE_REVIEW_MESSAGE);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 4 });
  });

  test('50 concurrent creates by one user: exactly one 201, 49 409s, counted once', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request('POST', '/reviews/rmi', {
          token: bob.idToken,
          body: reviewBody(target._id, { rating: (i % 5) + 1 }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect((await json(a)).message).toBe(DUPLICATE_REVIEW_MESSAGE);
    }
    expect(await reviewsOf(t, target._id)).toHaveLength(1);
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
    expect((await checkInterviewerAggregates(t.deps.store, target._id)).consistent).toBe(true);
  });
});

describe('403: only the author edits or deletes', () => {
  test('editing or deleting someone else’s review', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id, { rating: 5 });
    await expectError(
      await t.request('PUT', `/interviewer-reviews/${review._id}`, {
        token: bob.idToken,
        body: reviewBody(target._id, { rating: 1 }),
      }),
      403,
      'You can only edit your own review.',
    );
    await expectError(
      await t.request('DELETE', `/api/interviewer-reviews/${review._id}`, { token: bob.idToken }),
      403,
      'You can only delete your own review.',
    );
    const [unchanged] = await reviewsOf(t, target._id);
    expect(unchanged).toMatchObject({ rating: 5, reviewText: review.reviewText });
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
  });
});

describe('vote races', () => {
  test('50 concurrent voters: exact counts; then 50 concurrent switches and removals', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const voters = await accounts(50);
    const vote = (who: TestAccount, kind: 'like' | 'dislike') =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/${kind}`, { token: who.idToken });

    const first = await Promise.all(voters.map((v) => vote(v, 'like')));
    expect(first.every((r) => r.status === 200)).toBe(true);
    let [seen] = await reviewsOf(t, target._id);
    expect(seen).toMatchObject({ likes: 50, dislikes: 0 });

    // Half switch to dislike, half press like again (removing it).
    const second = await Promise.all(voters.map((v, i) => vote(v, i % 2 === 0 ? 'dislike' : 'like')));
    expect(second.every((r) => r.status === 200)).toBe(true);
    [seen] = await reviewsOf(t, target._id);
    expect(seen).toMatchObject({ likes: 0, dislikes: 25 });
    expect(await checkReviewVotes(t.deps.store, review._id)).toMatchObject({ consistent: true });
  });
});

describe('Idempotency-Key conflicts and retries', () => {
  test('the same key on a different request is refused; nothing is written', async () => {
    const one = await addInterviewer(t, alice.idToken);
    const two = await addInterviewer(t, alice.idToken);
    const headers = { 'Idempotency-Key': 'reused-key' };
    const first = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(one._id),
    });
    expect(first.status).toBe(201);
    const other = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(two._id),
    });
    await expectError(other, 409, KEY_REUSED_MESSAGE);
    const otherRoute = await t.request('POST', `/api/user/saved/${one._id}`, { token: bob.idToken, headers });
    await expectError(otherRoute, 409, KEY_REUSED_MESSAGE);
    expect((await interviewer(t, two._id)).reviewCount).toBe(0);
  });

  test('a failed request does not use up its key', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const headers = { 'Idempotency-Key': 'retry-after-404' };
    const missing = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(MISSING_ID),
    });
    expect(missing.status).toBe(404);
    const fixed = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(target._id),
    });
    expect(fixed.status).toBe(201);
  });

  test('20 concurrent sends with one key write once; every other answer is the replay of the first', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const send = () =>
      t.request('POST', '/reviews/rmi', {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'burst' },
        body: reviewBody(target._id),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const created = answers.filter((a) => !a.headers.has('Idempotent-Replayed'));
    expect(created).toHaveLength(1);
    const first = await created[0]!.json();
    for (const a of answers.filter((x) => x !== created[0])) {
      expect(a.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await a.json()).toEqual(first);
    }
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(first);
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
  });

  test('a write with effects outside the store (contact: mail) reserves its key: in progress during its lease, retried after it; a committed one is never rerun', async () => {
    const body = { name: 'Bob', email: 'bob@example.com', subject: 'Hello', message: 'Crashed run' };
    const key = 'crashed-run';
    const id = recordId('test-code-secret', `user\n${bob.uid}`, key);
    const now = t.clock.now().getTime();
    const record = (state: string, leaseUntil: number) => ({
      fingerprint: fingerprint('POST', '/contact', JSON.stringify(body)),
      state,
      attempt: 'old-attempt',
      leaseUntil: new Date(leaseUntil),
      expiresAt: new Date(now + RECORD_TTL_MS),
      status: null,
      body: null,
      contentType: null,
    });
    const send = () =>
      t.request('POST', '/contact', { token: bob.idToken, headers: { 'Idempotency-Key': key }, body });
    const stored = async () =>
      (await t.deps.store.query({ collection: CONTACT_MESSAGES })).filter(
        (m) => m.data.message === body.message,
      );

    // The write committed (atomically with the record) but the answer was never stored.
    await t.deps.store
      .batch()
      .set(IDEMPOTENCY, id, record('written', now - 1))
      .commit();
    const done = await send();
    expect(done.status).toBe(409);
    // A distinct code: the outbox counts this as sent without reading the message.
    expect(await json(done)).toEqual({ code: 'already_processed', message: ALREADY_DONE_MESSAGE });

    // Pending within its lease: somebody is still working on it.
    await t.deps.store
      .batch()
      .set(IDEMPOTENCY, id, record('pending', now + LEASE_MS))
      .commit();
    const busy = await send();
    await expectError(busy, 409, IN_PROGRESS_MESSAGE);
    expect(await stored()).toHaveLength(0);

    // Pending past its lease on an atomic route: its write provably did not commit, so it runs.
    t.clock.advance(LEASE_MS + 1000);
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(await stored()).toHaveLength(1);
    const again = await send();
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    expect(await stored()).toHaveLength(1);
    // Look again soon: a live run finishes in milliseconds; the lease only bounds a crashed one.
    expect(busy.headers.get('Retry-After')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  });
});
