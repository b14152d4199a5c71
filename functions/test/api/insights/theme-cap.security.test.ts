// Themes read at most MAX_THEME_REVIEWS reviews of a target and only then left out those nobody else sees. For a
// target with more, new held reviews (waiting for a moderator or for their moment) took places in that window and
// pushed published ones out: the themes answer moved the minute they were written, before anyone could read them,
// which tells anyone polling that someone has just written about this person. The cap is lowered here through
// recomputeThemes' parameter instead of writing a thousand reviews.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recomputeThemes } from '../../../src/domain/insights/themes.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody } from '../interviewers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { SHARED_PHRASE_TEXTS } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T14:03:00Z'), profanity: FAKE_PROFANITY });
});
afterAll(() => t.close());

const TEXTS = SHARED_PHRASE_TEXTS;
const CAP = TEXTS.length;

test('held reviews take no place among the reviews themes are drawn from', async () => {
  const target = await addInterviewer(t, (await createAccount()).idToken);
  for (const text of TEXTS) {
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: (await createAccount()).idToken,
      body: reviewBody(target._id, { reviewText: text }),
    });
    expect(res.status).toBe(201);
  }
  const themes = async () => {
    await recomputeThemes(t.deps.store, 'interviewer', target._id, t.clock.now(), undefined, CAP);
    return (await t.request('GET', `/api/themes/interviewer/${target._id}`)).text();
  };
  const before = await themes();
  expect(JSON.parse(before)).toMatchObject({ reviewCount: CAP });
  expect(JSON.parse(before).themes.length).toBeGreaterThan(0);

  // Others write reviews that screening holds for a moderator: nobody but their authors sees them.
  for (let i = 0; i < 6; i++) {
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: (await createAccount()).idToken,
      body: reviewBody(target._id, { reviewText: `Clear expectations, fair feedback, smegging rude ${i}.` }),
    });
    expect(res.status).toBe(201);
    expect(await json<{ status?: string }>(res)).toMatchObject({ status: expect.any(String) });
  }
  t.clock.advance(60_000);
  expect(await themes()).toBe(before);
});
