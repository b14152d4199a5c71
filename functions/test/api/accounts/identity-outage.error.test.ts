// When Firebase Auth cannot be reached, signing in and the current-password check answer 503 with
// Retry-After ("try again shortly"), never a 500, and change nothing: the outage is not the caller's
// fault, and no answer may say anything about the password.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNTS_UNAVAILABLE_MESSAGE } from '../../../src/http/errors.ts';
import { identityToolkitSignIn } from '../../../src/identity/identity-toolkit-sign-in.ts';
import type { PasswordSignIn } from '../../../src/identity/password-sign-in.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, reviewBody } from '../interviewers/support.ts';

let t: TestApp;
let working: PasswordSignIn;
beforeAll(async () => {
  t = await createTestApp();
  working = t.deps.passwordSignIn;
});
afterAll(() => t.close());

const UNAVAILABLE = { code: 'unavailable', message: ACCOUNTS_UNAVAILABLE_MESSAGE };

/** Sign-ins go to `signIn` while `run` runs. */
async function during<T>(signIn: PasswordSignIn, run: () => Promise<T>): Promise<T> {
  t.deps.passwordSignIn = signIn;
  try {
    return await run();
  } finally {
    t.deps.passwordSignIn = working;
  }
}

// Nothing listens on port 9 here (discard): the connection is refused at once.
const unreachable = identityToolkitSignIn({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'demo-api-key' });
// Identity Toolkit answering with its own failure.
const failing = identityToolkitSignIn({
  baseUrl: 'http://unused.invalid/v1',
  apiKey: 'demo-api-key',
  fetch: async () => Response.json({ error: { message: 'INTERNAL_ERROR' } }, { status: 500 }),
});

describe('Firebase Auth unreachable or failing', () => {
  test.each([
    ['unreachable', unreachable],
    ['answering 500', failing],
  ])(
    '%s: login, password change and deletion are 503 with Retry-After, and nothing changes',
    async (_, signIn) => {
      const owner = await t.registerVerified();
      const answers = await during(signIn, async () => [
        await t.request('POST', '/auth/rmi/login', {
          body: { email: owner.email, password: owner.password },
        }),
        await t.request('POST', '/api/user/password', {
          token: owner.token,
          body: { currentPassword: owner.password, newPassword: 'a brand new password' },
        }),
        await t.request('DELETE', '/api/user/account', {
          token: owner.token,
          body: { currentPassword: owner.password },
        }),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await json(res)).toEqual(UNAVAILABLE);
      }
      // Back up: the old password still signs in and the account is whole.
      const login = await t.request('POST', '/auth/rmi/login', {
        body: { email: owner.email, password: owner.password },
      });
      expect(login.status).toBe(200);
      expect((await t.request('GET', '/api/user/profile', { token: owner.token })).status).toBe(200);
    },
  );
});

/** An author's review and a second account to weigh in on it; `ageChecked` makes the three calls that ask its age. */
async function readerOfAReview() {
  const [author, reader] = [await t.registerVerified(), await t.registerVerified()];
  const target = await addInterviewer(t, author.token);
  const review = await addReview(t, author.token, target._id);
  const ageChecked = async () => [
    await t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
      token: reader.token,
    }),
    await t.request('POST', '/api/reports', {
      token: reader.token,
      body: { kind: 'interviewer', reviewId: review._id, reason: 'spam' },
    }),
    await t.request('POST', '/reviews/rmi', {
      token: reader.token,
      body: reviewBody(target._id, { rating: 1 }),
    }),
  ];
  return { ageChecked };
}

/** The like went through once, the report and the review were written. */
async function expectWentThrough([like, report, written]: Response[]) {
  expect(await json(like as Response)).toMatchObject({ likes: 1, myVote: 'like' });
  expect(report?.status).toBe(201);
  expect(written?.status).toBe(201);
}

/** Runs `run` while Firebase Auth refuses every account look-up; returns the uids it was asked about. */
async function withAuthDown<T>(run: () => Promise<T>): Promise<{ result: T; asked: string[] }> {
  const get = t.deps.users.get;
  const asked: string[] = [];
  t.deps.users.get = async (uid) => {
    asked.push(uid);
    throw new Error('connect ECONNREFUSED');
  };
  try {
    return { result: await run(), asked };
  } finally {
    t.deps.users.get = get;
  }
}

describe("Firebase Auth failing when an account's age is asked", () => {
  test('a profile a day old settles the age from the store: a vote, a report and a negative review go through without asking Auth', async () => {
    const { ageChecked } = await readerOfAReview();
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const { result, asked } = await withAuthDown(ageChecked);
    await expectWentThrough(result);
    expect(asked).toEqual([]);
  });

  test('a vote, a report and a negative review by an account its profile does not show a day old are 503 with Retry-After, never a 500, and write nothing', async () => {
    const { ageChecked } = await readerOfAReview();
    const { result: answers } = await withAuthDown(ageChecked);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await json(res)).toEqual(UNAVAILABLE);
    }
    // Back up: the same calls go through, once each.
    await expectWentThrough(await ageChecked());
  });
});
