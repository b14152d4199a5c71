// What a deleted account's reviews tell by the way they leave. Each review appeared at a moment of its own
// (scheduled-publication.ts), so nothing public ties two reviews to one author. Deleting the account takes
// all of them off every public answer in one request: anyone polling profiles sees a review of an
// interviewer and one of a manager vanish in the same minute and learns that one person wrote both, so a
// review whose author is known or guessed names the author of the other. Not closed yet (README, "A
// review's appearance does not point at its author"): closing it means each published review of a deleted
// account leaving at a random moment of the publication window, as it appeared, while the account itself
// ends at once.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import type { TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody as interviewerReview, reviewsOf } from '../interviewers/support.ts';
import { managerFixture, profile, submitReview } from '../managers/support.ts';
import { afterTheMoment, delayedApp, runJob } from '../moderation/publish-delay-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await delayedApp());
});
afterAll(() => t.close());

test.fails('a deleted account’s reviews of two subjects do not leave public answers at one moment', async () => {
  const someone = await createAccount();
  const { manager } = await managerFixture(t, someone);
  const interviewer = await addInterviewer(t, someone.idToken);
  const author = await createAccount();
  expect((await submitReview(t, author, manager._id)).status).toBe(201);
  const written = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(written.status).toBe(201);
  afterTheMoment(t);
  await runJob(t);
  const shown = async () => ({
    manager: (await profile(t, manager._id)).reviews.length,
    interviewer: (await reviewsOf(t, interviewer._id)).length,
  });
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });

  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  expect(deletion.status).toBeLessThan(300);
  // Right after the request, neither has left yet (each leaves at a moment of its own)...
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });
  // ...and by the end of the window both have.
  afterTheMoment(t);
  await runJob(t);
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
});
