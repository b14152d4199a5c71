// A theme rests on 3 distinct published reviews that say it (DESIGN.md 6a). An edit of a published review
// kept its themes as they were until the insights job next ran (every 5 minutes in production): one that
// took a phrase out still counted for it, so "clear expectations · 3 reviews" rested on two, and its
// reviews listed one that no longer says it, perhaps words its author took back on purpose.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recomputeThemes } from '../../../src/domain/insights/themes.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody } from '../interviewers/support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEXTS = [
  'Clear expectations from the first call.',
  'She set clear expectations for the task.',
  'Clear expectations, and the panel was on time.',
  'The panel was on time and polite.',
  'Polite panel, quick answers.',
];

type Themes = { themes: { phrase: string; reviewCount: number; reviewIds: string[] }[] };

test('a review edited to drop a phrase no longer counts for its theme, even before the themes are recomputed', async () => {
  const target = await addInterviewer(t, (await createAccount()).idToken);
  const authors: TestAccount[] = [];
  const ids: string[] = [];
  for (const text of TEXTS) {
    const author = await createAccount();
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: reviewBody(target._id, { reviewText: text }),
    });
    expect(res.status).toBe(201);
    authors.push(author);
    ids.push((await json<{ _id: string }>(res))._id);
  }
  await recomputeThemes(t.deps.store, 'interviewer', target._id, t.clock.now());
  const read = async () => json<Themes>(await t.request('GET', `/api/themes/interviewer/${target._id}`));
  expect((await read()).themes).toContainEqual(
    expect.objectContaining({ phrase: 'clear expectations', reviewCount: 3 }),
  );

  const edit = await t.request('PUT', `/api/interviewer-reviews/${ids[0]}`, {
    token: (authors[0] as TestAccount).idToken,
    body: reviewBody(target._id, { reviewText: 'Friendly from the first call.' }),
  });
  expect(edit.status).toBe(200);
  for (const theme of (await read()).themes) expect(theme.reviewIds, theme.phrase).not.toContain(ids[0]);

  await recomputeThemes(t.deps.store, 'interviewer', target._id, t.clock.now());
  expect((await read()).themes.map((theme) => theme.phrase)).not.toContain('clear expectations');
});
