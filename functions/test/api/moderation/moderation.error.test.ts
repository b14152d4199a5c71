// Trust and safety, refusals (issue 9): report validation, duplicates and
// own reviews, moderator actions that do not apply, content screening
// messages, and the daily limits per account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_DAILY_LIMITS } from '../../../src/rate-limit/daily-limits.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewBody } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, submitReview } from '../managers/support.ts';
import { decide, expectStatus, FAKE_PROFANITY, json, moderatorAccount, report } from './support.ts';

let t: TestApp;
let author: TestAccount;
let reader: TestAccount;
let moderator: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  [author, reader] = await Promise.all([createAccount(), createAccount()]);
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

async function freshReview(overrides: Record<string, unknown> = {}) {
  const target = await addInterviewer(t, author.idToken);
  return { target, review: await addReview(t, author.idToken, target._id, overrides) };
}

describe('reports', () => {
  test('400: unknown kind or reason, "other" without details, details too long, a malformed id', async () => {
    const { review } = await freshReview();
    const send = (body: Record<string, unknown>) =>
      t.request('POST', '/api/reports', {
        token: reader.idToken,
        body: { kind: 'interviewer', reviewId: review._id, reason: 'spam', ...body },
      });
    expect((await expectStatus(await send({ kind: 'post' }), 400)).message).toBe(
      'kind must be one of: interviewer, manager, company, response.',
    );
    expect((await expectStatus(await send({ reason: 'rude' }), 400)).message).toMatch(
      /^reason must be one of: /,
    );
    expect((await expectStatus(await send({ reason: 'other' }), 400)).message).toBe(
      'details is required when the reason is other.',
    );
    expect((await expectStatus(await send({ reason: 'other', details: '   ' }), 400)).code).toBe(
      'invalid_request',
    );
    expect((await expectStatus(await send({ details: 'x'.repeat(1001) }), 400)).message).toBe(
      'details must be at most 1000 characters.',
    );
    expect((await send({ reviewId: 'not/an id' })).status).toBe(400);
    expect((await send({ reason: 'Spam', details: 'x'.repeat(1000) })).status).toBe(201);
  });

  test('404 for a review that does not exist or that readers cannot see', async () => {
    expect((await report(t, reader, 'interviewer', 'A'.repeat(20))).status).toBe(404);
    const { review } = await freshReview();
    // The id of an interviewer review is not a manager review.
    expect((await report(t, reader, 'manager', review._id)).status).toBe(404);
    const held = (await freshReview({ reviewText: 'Smeg.' })).review;
    expect(held).toHaveProperty('status', 'pending review');
    expect((await report(t, reader, 'interviewer', held._id)).status).toBe(404);
  });

  test('409 for a second report by the same user, also when sent at once', async () => {
    const { review } = await freshReview();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => report(t, reader, 'interviewer', review._id)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const again = await expectStatus(await report(t, reader, 'interviewer', review._id, 'spam'), 409);
    expect(again).toEqual({ message: 'You have already reported this review.', code: 'conflict' });
  });

  test('403 for your own review, with nothing that identifies you', async () => {
    const { review } = await freshReview();
    const body = await expectStatus(await report(t, author, 'interviewer', review._id), 403);
    expect(body).toEqual({ message: "You can't report your own review.", code: 'forbidden' });
  });
});

describe('moderator actions that do not apply', () => {
  test('409s, 400 without a reason, 404 for an unknown review', async () => {
    const { review } = await freshReview();
    const conflict = async (action: 'approve' | 'remove' | 'restore') =>
      (await expectStatus(await decide(t, moderator, action, 'interviewer', review._id), 409)).message;
    expect(await conflict('approve')).toBe(
      'There is nothing to approve: the review is published and has no open reports.',
    );
    expect(await conflict('restore')).toBe('Only a removed review can be restored.');
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', review._id), 200);
    expect(await conflict('remove')).toBe('This review is already removed.');
    expect(await conflict('approve')).toBe('This review was removed: restore it instead.');

    const path = `/api/moderation/reviews/interviewer/${review._id}/restore`;
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(1001) }]) {
      expect((await t.request('POST', path, { token: moderator.idToken, body })).status).toBe(400);
    }
    expect((await decide(t, moderator, 'approve', 'interviewer', 'B'.repeat(20))).status).toBe(404);
    expect((await decide(t, moderator, 'approve', 'manager', review._id)).status).toBe(404);
    const badKind = await t.request('POST', `/api/moderation/reviews/post/${review._id}/approve`, {
      token: moderator.idToken,
      body: { reason: 'x' },
    });
    expect(badKind.status).toBe(400);
    expect(
      (await t.request('GET', '/api/moderation/queue?view=all', { token: moderator.idToken })).status,
    ).toBe(400);
  });
});

describe('content screening on create and edit', () => {
  const CASES = [
    ['Write to jane.doe@acme.com for details.', 'Your review can’t contain email addresses.'],
    ['Reach her at jane (at) acme (dot) com', 'Your review can’t contain email addresses.'],
    ['Call +1 (555) 010-2345 before going.', 'Your review can’t contain phone numbers.'],
    ['Her number is 98450 12345.', 'Your review can’t contain phone numbers.'],
    ['See https://example.org/profile', 'Your review can’t contain links or web addresses.'],
    ['Everything is on www.acme-reviews.net', 'Your review can’t contain links or web addresses.'],
    ['Look him up on linkedin.com/in/someone', 'Your review can’t contain links or web addresses.'],
  ] as const;

  test.each(CASES)('interviewer review %j -> %s; nothing written', async (text, message) => {
    const target = await addInterviewer(t, author.idToken);
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: reviewBody(target._id, { reviewText: text }),
    });
    expect(await expectStatus(res, 400)).toEqual({ message, code: 'invalid_request' });
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);
  });

  test('ordinary text with dates, salaries and tech names passes', async () => {
    const { review } = await freshReview({
      reviewText: 'On 2026-03-01 at 10:30 we talked ASP.NET, socket.io and Node.js; salary 120,000-150,000.',
    });
    expect(review).not.toHaveProperty('status');
  });

  test('edits, aspect comments, company review answers and rate-manager are screened too, naming the field', async () => {
    const { review } = await freshReview();
    const edit = await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
      token: author.idToken,
      body: { rating: 3, reviewText: 'Mail me: a@b.co', interviewStatus: 'cleared', anonymous: false },
    });
    expect((await expectStatus(edit, 400)).message).toBe('Your review can’t contain email addresses.');

    const { manager, company } = await managerFixture(t, author);
    const aspect = await submitReview(t, author, manager._id, {
      reviewCommunicationText: 'Texts from 555 010 2345 6',
    });
    expect((await expectStatus(aspect, 400)).message).toBe(
      'Communication comments can’t contain phone numbers.',
    );
    await expectStatus(await submitReview(t, author, manager._id), 201);
    const companyReview = await t.request('POST', '/api/company-reviews/submit', {
      token: author.idToken,
      body: companyReviewBody(company._id, {
        reviews: {
          treatment: '',
          careerGrowth: '',
          diversity: '',
          pros: 'Jobs at acme.com/careers',
          cons: '',
          advice: '',
        },
      }),
    });
    expect((await expectStatus(companyReview, 400)).message).toBe(
      'Pros can’t contain links or web addresses.',
    );
    const rate = await t.request('POST', '/api/rate-manager', {
      token: author.idToken,
      body: {
        companyName: `Screened Co ${Date.now()}`,
        branch: { city: 'Pune' },
        manager: { name: 'Sam Roe', position: 'Lead' },
        review: { rating: 4, reviewText: 'Ask sam@screened.example.com', anonymous: true },
      },
    });
    expect((await expectStatus(rate, 400)).message).toBe('Your review can’t contain email addresses.');
  });
});

describe('daily limits per account (fake clock)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ dailyLimits: DEFAULT_DAILY_LIMITS });
  });
  afterAll(() => limited.close());

  test('10 reviews a day: the 11th is a 429 with Retry-After; other accounts are unaffected; a day later it passes', async () => {
    const [writer, other] = await Promise.all([createAccount(), createAccount()]);
    const targets = await Promise.all(
      Array.from({ length: 12 }, () => addInterviewer(limited, other.idToken)),
    );
    for (const target of targets.slice(0, 10)) await addReview(limited, writer.idToken, target._id);
    const over = await limited.request('POST', '/api/reviews/rmi', {
      token: writer.idToken,
      body: reviewBody((targets[10] as { _id: string })._id),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(over)).toEqual({
      message: 'You can post at most 10 reviews a day. Please try again later.',
      code: 'rate_limited',
    });
    // The limit is shared by every kind of review.
    const { manager } = await managerFixture(limited, other);
    expect((await submitReview(limited, writer, manager._id)).status).toBe(429);
    await addReview(limited, other.idToken, (targets[10] as { _id: string })._id);
    limited.clock.advance(24 * 60 * 60 * 1000);
    await addReview(limited, writer.idToken, (targets[11] as { _id: string })._id);
  });

  test('100 votes a day: the 101st press is a 429', async () => {
    const [writer, voter] = await Promise.all([createAccount(), createAccount()]);
    const target = await addInterviewer(limited, writer.idToken);
    const review = await addReview(limited, writer.idToken, target._id);
    const press = () =>
      limited.request('POST', `/api/interviewers/${target._id}/reviews/${review._id}/like`, {
        token: voter.idToken,
      });
    for (let i = 0; i < 100; i += 1) expect((await press()).status).toBe(200);
    const over = await press();
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).not.toBeNull();
    expect((await json(over)).message).toBe('You can vote at most 100 times a day. Please try again later.');
    // The limit is shared by both vote families; a vote on an unknown review is a 404 (issue 13: it
    // would write nothing, so it is refused for what it is and counts nothing).
    const { manager } = await managerFixture(limited, writer);
    const managerReview = await expectStatus(await submitReview(limited, writer, manager._id), 201);
    const managerVote = await limited.request('POST', `/api/manager-reviews/like/${managerReview._id}`, {
      token: voter.idToken,
    });
    expect(managerVote.status).toBe(429);
    const unknown = await limited.request('POST', `/api/manager-reviews/like/${'C'.repeat(20)}`, {
      token: voter.idToken,
    });
    expect(unknown.status).toBe(404);
  });
});
