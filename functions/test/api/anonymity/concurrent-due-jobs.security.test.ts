// Two runs of the scheduled job at once over the same due reviews, on the SQLite adapter the embedded
// default runs (production's scheduled function may overlap a run still going, and `npm start`'s timer a
// run cut short). Each due review is moved by one transaction that checks it is still due: every new review
// appears once, every waiting edit is applied once, every deleted review leaves once, and every figure of
// the subjects they share (counts, averages, distributions, eligibility) is exact afterwards.
import { expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { departDueReviews } from '../../../src/domain/reviews/due-departures.ts';
import { applyDueEdits } from '../../../src/domain/reviews/due-edits.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import {
  addInterviewer,
  interviewer,
  reviewBody as interviewerReview,
  reviewsOf,
} from '../interviewers/support.ts';
import {
  companyReviewBody,
  managerFixture,
  reviewBody as managerReview,
  profile,
  submitReview,
} from '../managers/support.ts';
import { afterTheMoment } from '../moderation/publish-delay-support.ts';
import { REVIEW_PATHS, useDelayedApp } from './published-reviews.ts';

const { t, runJob } = useDelayedApp();

type Kind = keyof typeof REVIEW_PATHS;
const KINDS: Kind[] = ['interviewer', 'manager', 'company'];

/** One run of the job as the worker makes it (scheduled-publication-worker.ts), with what each step moved. */
async function jobRun() {
  const now = t.clock.now();
  const published = await publishDueReviews(t.deps.store, now);
  const edited = await applyDueEdits(t.deps.store, now);
  const departed = await departDueReviews(t.deps.store, now);
  return { published, edited, departed };
}

test('two runs at once move every due review exactly once, and the shared figures are exact', async () => {
  const someone = await createAccount();
  const { manager, company } = await managerFixture(t, someone);
  const target = await addInterviewer(t, someone.idToken);
  const write = async (author: TestAccount, rating: number) => {
    const written = {
      interviewer: await t.request('POST', '/api/reviews/rmi', {
        token: author.idToken,
        body: interviewerReview(target._id, { rating }),
      }),
      // Also what makes them eligible for the company review.
      manager: await submitReview(t, author, manager._id, { rating }),
      company: await t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id, { rating }),
      }),
    };
    const ids = {} as Record<Kind, string>;
    for (const kind of KINDS) {
      expect(written[kind].status, kind).toBe(201);
      ids[kind] = (await json<{ _id: string }>(written[kind]))._id;
    }
    return { author, ids };
  };
  const editBody = (kind: Kind, rating: number) =>
    kind === 'interviewer'
      ? interviewerReview(target._id, { rating })
      : kind === 'manager'
        ? managerReview({ rating })
        : companyReviewBody(company._id, { rating });

  // Six authors' published reviews of the same three subjects.
  const standing = [];
  for (let i = 0; i < 6; i += 1) standing.push(await write(await createAccount(), 4));
  afterTheMoment(t);
  await runJob();
  expect((await interviewer(t, target._id)).reviewCount).toBe(6);

  // Two edit theirs, two delete theirs, two new authors write: all wait for moments of their own.
  for (const { author, ids } of standing.slice(0, 2)) {
    for (const kind of KINDS) {
      const res = await t.request('PUT', `${REVIEW_PATHS[kind]}/${ids[kind]}`, {
        token: author.idToken,
        body: editBody(kind, 1),
      });
      expect(res.status, kind).toBe(200);
    }
  }
  for (const { author, ids } of standing.slice(2, 4)) {
    for (const kind of ['company', 'manager', 'interviewer'] as const) {
      const res = await t.request('DELETE', `${REVIEW_PATHS[kind]}/${ids[kind]}`, { token: author.idToken });
      expect(res.status, kind).toBe(202);
    }
  }
  const fresh = [await write(await createAccount(), 2), await write(await createAccount(), 2)];
  expect((await interviewer(t, target._id)).reviewCount).toBe(6);

  afterTheMoment(t);
  const runs = await Promise.all([jobRun(), jobRun()]);
  const total = (step: keyof Awaited<ReturnType<typeof jobRun>>) =>
    runs.reduce((sum, run) => sum + run[step], 0);
  expect({ published: total('published'), edited: total('edited'), departed: total('departed') }).toEqual({
    published: 6,
    edited: 6,
    departed: 6,
  });
  expect(await jobRun()).toEqual({ published: 0, edited: 0, departed: 0 });

  // What stands: two edited to 1, two untouched at 4, two new at 2, on each subject.
  const expected = [1, 1, 4, 4, 2, 2];
  const average = expected.reduce((a, b) => a + b, 0) / expected.length;
  const shown = await interviewer(t, target._id);
  expect(shown.reviewCount).toBe(6);
  expect(shown.average).toBeCloseTo(average, 2);
  const listed = await reviewsOf(t, target._id);
  expect(listed.map((r) => r.rating).sort()).toEqual([...expected].sort());
  const gone = standing.slice(2, 4).map((s) => s.ids.interviewer);
  expect(listed.some((r) => gone.includes(r._id))).toBe(false);
  for (const { ids } of fresh) expect(listed.map((r) => r._id)).toContain(ids.interviewer);
  const managerPage = await profile(t, manager._id);
  expect(managerPage.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([...expected].sort());
  const companyReviews = await json<{ rating: number }[]>(
    await t.request('GET', `/api/company-reviews/company/${company._id}`),
  );
  expect(companyReviews.map((r) => r.rating).sort()).toEqual([...expected].sort());
  // Every stored figure agrees with the reviews it is made of.
  expect(await findInconsistencies(t.deps.store)).toEqual([]);
  expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
});
