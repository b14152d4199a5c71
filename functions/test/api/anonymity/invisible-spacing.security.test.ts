// Reviews are shown with `white-space: pre-line` (review-kit.css, the rendered pages): a run of spaces or
// tabs draws as one space, and spaces at either end of a line draw nothing. Kept as sent, they were in every
// API answer, where they marked one author's reviews apart, as "\r\n" and decomposed accents did: two spaces
// after each full stop is a typing habit, a tab or a trailing space a client's. A no-break space draws as a
// space too. Texts are now kept as readers see them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer } from '../interviewers/support.ts';
import { expectStatus, managerFixture, submitReview } from '../managers/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = 'Fair questions.  Friendly talk. \n\tThanks,\t\tbye\u00A0now.\n\n  Would apply again.';
const READ = 'Fair questions. Friendly talk.\nThanks, bye now.\n\nWould apply again.';

test('spaces a reader never sees are not kept: the list answers the text as every reader sees it', async () => {
  const [author, other] = (await accounts(2)) as [TestAccount, TestAccount];
  const interviewer = await addInterviewer(t, other.idToken);
  const written = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: { interviewerId: interviewer._id, rating: 4, reviewText: SENT, interviewStatus: 'cleared' },
  });
  expect((await expectStatus(written, 201)).reviewText).toBe(READ);
  const listed = await json<{ reviewText: string }[]>(
    await t.request('GET', `/api/reviews/rmi?interviewerId=${interviewer._id}`),
  );
  expect(listed.map((r) => r.reviewText)).toEqual([READ]);

  const { manager } = await managerFixture(t, other);
  const review = await submitReview(t, author, manager._id, { reviewText: SENT, reviewSupport: SENT });
  expect(await expectStatus(review, 201)).toMatchObject({ reviewText: READ, reviewSupport: READ });
});
