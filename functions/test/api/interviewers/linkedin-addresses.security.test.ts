// An interviewer's LinkedIn address is public: every profile, list and search page carries it, and the
// profile links it as "LinkedIn profile". It took any http(s) URL of any length: a 60 KB address was kept
// and sent with each of those answers (every other field has a bound), a right-to-left override or a space
// was kept as sent, and `https://www.linkedin.com@evil.example/` (a user name, then the real host) read as
// LinkedIn on hover while it led elsewhere. Both routes that add an interviewer take the same field.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_LINKEDIN_URL } from '../../../src/contract/request-rules.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { uniqueName } from './support.ts';

let t: TestApp;
let account: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  account = await createAccount();
});
afterAll(() => t.close());

/** Each route that adds an interviewer, and how its refusals name the field. */
const ROUTES = {
  'POST /api/interviewers': (linkedin: unknown) =>
    t.request('POST', '/api/interviewers', {
      token: account.idToken,
      body: { name: uniqueName('Jane'), company: 'Acme', linkedin },
    }),
  'POST /api/rate-interviewer': (linkedin: unknown) =>
    t.request('POST', '/api/rate-interviewer', {
      token: account.idToken,
      body: {
        companyName: 'Acme',
        interviewer: { name: uniqueName('Jane'), linkedin },
        review: { rating: 4, reviewText: 'Fair questions and a friendly conversation.' },
      },
    }),
};

const PROFILE = 'https://www.linkedin.com/in/';

const FIELD: Record<keyof typeof ROUTES, string> = {
  'POST /api/interviewers': 'linkedin',
  'POST /api/rate-interviewer': 'interviewer.linkedin',
};

describe.each(Object.entries(ROUTES))('%s', (route, add) => {
  test.each([
    [
      'longer than allowed',
      `${PROFILE}${'a'.repeat(MAX_LINKEDIN_URL)}`,
      `at most ${MAX_LINKEDIN_URL} characters`,
    ],
    ['a right-to-left override', `${PROFILE}jane\u202Eeod`, 'invisible formatting characters (found U+202E'],
    ['a zero-width space', `${PROFILE}jane\u200Bdoe`, 'invisible formatting characters (found U+200B'],
    ['a space', `${PROFILE}jane doe`, 'must not contain spaces'],
    ['a character that could not be read', `${PROFILE}jos\uFFFD`, 'U+FFFD'],
    ['a user name before the host', 'https://www.linkedin.com@evil.example/in/jane', 'user name or password'],
    ['a user name and password', 'https://user:secret@www.linkedin.com/in/jane', 'user name or password'],
    ['a host that is no domain', 'http://localhost:9099/in/jane', 'must be a URL starting with http'],
  ])(
    'an address with %s is a 400 naming linkedin, and no interviewer is added',
    async (_, linkedin, says) => {
      const before = await t.deps.store.count({ collection: 'interviewers' });
      const res = await add(linkedin);
      expect(res.status).toBe(400);
      const body = await json<{ message: string; code: string }>(res);
      expect(body.code).toBe('invalid_request');
      expect(body.message.startsWith(`${FIELD[route as keyof typeof ROUTES]} must `)).toBe(true);
      expect(body.message).toContain(says);
      expect(await t.deps.store.count({ collection: 'interviewers' })).toBe(before);
    },
  );

  test('an ordinary profile address, with its query and at the bound, is kept as sent (trimmed)', async () => {
    const shared = `${PROFILE}jane-doe-1a2b3c4d/?originalSubdomain=uk`;
    const atBound = `${PROFILE}${'a'.repeat(MAX_LINKEDIN_URL - PROFILE.length)}`;
    for (const linkedin of [shared, atBound]) {
      const res = await add(`  ${linkedin} `);
      expect(res.status).toBe(201);
      const body = await json<{ linkedin?: string; interviewer?: { linkedin: string } }>(res);
      expect(body.interviewer?.linkedin ?? body.linkedin).toBe(linkedin);
    }
  });
});
