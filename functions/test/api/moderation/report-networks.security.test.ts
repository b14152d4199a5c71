// Three open reports from accounts older than a day hide a review until a moderator decides. Before, the
// three could sit behind one address: one person who made three accounts (registration allows ten an
// hour from an address) and waited a day hid any fair review at once, twenty a day per trio. Now only the
// first report from a client network (the address our own proxies saw, IPv6 by /48) counts towards
// hiding; the others still put the review before a moderator. The review keeps a digest bound to itself,
// never an address.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewsOf } from '../interviewers/support.ts';
import { expectStatus, moderatorAccount, queue } from './support.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let moderator: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000) });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

/** A fair review of a new interviewer, and accounts older than a day to report it. */
async function target(readers: number) {
  const [author, ...others] = await Promise.all(Array.from({ length: readers + 1 }, () => createAccount()));
  const subject = await addInterviewer(t, (author as TestAccount).idToken);
  const review = await addReview(t, (author as TestAccount).idToken, subject._id, { rating: 5 });
  t.clock.advance(DAY + 60 * 60 * 1000);
  return { subject, review, readers: others };
}

const reportFrom = (account: TestAccount, reviewId: string, ip: string, forwarded?: string) =>
  t.request('POST', '/api/reports', {
    token: account.idToken,
    ip,
    ...(forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {}),
    body: { kind: 'interviewer', reviewId, reason: 'false or off-topic' },
  });

test('three aged accounts behind one address queue a review for a moderator but do not hide it', async () => {
  const { subject, review, readers } = await target(3);
  for (const account of readers) {
    const body = await expectStatus(await reportFrom(account, review._id, '203.0.113.9'), 201);
    // Thanked alike: nothing says whose report weighs what.
    expect(body.message).toBe('Thank you. A moderator will look at this review.');
  }
  expect((await reviewsOf(t, subject._id)).map((r) => r._id)).toEqual([review._id]);
  expect(await interviewer(t, subject._id)).toMatchObject({ reviewCount: 1, average: 5 });
  expect((await queue(t, moderator)).find((i) => i.reviewId === review._id)).toMatchObject({
    state: 'published',
    openReports: 3,
  });
});

test('one IPv6 /64 is one network; a forged X-Forwarded-For in front changes nothing', async () => {
  const { subject, review, readers } = await target(3);
  const [a, b, c] = readers as [TestAccount, TestAccount, TestAccount];
  await expectStatus(await reportFrom(a, review._id, '2001:db8:1:2::1'), 201);
  await expectStatus(await reportFrom(b, review._id, '2001:db8:1:2::ffff'), 201);
  // The test app trusts one proxy hop: the last entry is the client, whatever comes before it.
  await expectStatus(await reportFrom(c, review._id, '', '198.18.0.1, 2001:db8:1:2::7'), 201);
  expect((await reviewsOf(t, subject._id)).map((r) => r._id)).toEqual([review._id]);
});

test('three aged accounts from three networks still hide it, the third report doing so', async () => {
  const { subject, review, readers } = await target(4);
  const [a, b, c, d] = readers as [TestAccount, TestAccount, TestAccount, TestAccount];
  const listed = async () => (await reviewsOf(t, subject._id)).map((r) => r._id);
  await expectStatus(await reportFrom(a, review._id, '203.0.113.20'), 201);
  await expectStatus(await reportFrom(b, review._id, '203.0.113.20'), 201);
  await expectStatus(await reportFrom(c, review._id, '203.0.113.21'), 201);
  expect(await listed()).toEqual([review._id]);
  await expectStatus(await reportFrom(d, review._id, '2001:db8:9::1'), 201);
  expect(await listed()).toEqual([]);
  expect(await interviewer(t, subject._id)).toMatchObject({ reviewCount: 0 });
});

test('three /64s of one household prefix (a /56 from the ISP) are one network', async () => {
  // ISPs delegate a /56 or a /48 to a home (RIPE-690): its router hands out 256 or 65,536 /64s, so by
  // /64 one person was three networks. Hiding counts IPv6 by /48.
  const { subject, review, readers } = await target(3);
  const [a, b, c] = readers as [TestAccount, TestAccount, TestAccount];
  await expectStatus(await reportFrom(a, review._id, '2001:db8:77:100::1'), 201);
  await expectStatus(await reportFrom(b, review._id, '2001:db8:77:101::1'), 201);
  await expectStatus(await reportFrom(c, review._id, '2001:db8:77:1ff::1'), 201);
  expect((await reviewsOf(t, subject._id)).map((r) => r._id)).toEqual([review._id]);
  expect((await queue(t, moderator)).find((i) => i.reviewId === review._id)).toMatchObject({
    state: 'published',
    openReports: 3,
  });
});
