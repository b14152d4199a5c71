// What an author's deletes of their published reviews tell by the way the reviews leave. Each review
// appeared at a moment of its own (scheduled-publication.ts), so nothing public ties two reviews to one
// author. Deleted one after the other (My reviews, Delete, Delete), they vanished from every public answer
// (text, figures, the profiles' averages) in the same minute: anyone polling learnt that one person wrote
// both. Now, with a publication window, each published review the author deletes leaves the site at a
// moment of its own in the window after the request (review-departure.ts, the moment account deletion
// gives it), while for its author it is gone at once.
import { describe, expect, test } from 'vitest';
import { departureMoment } from '../../../src/domain/accounts/review-departures.ts';
import { NOT_ELIGIBLE_MESSAGE } from '../../../src/domain/company-reviews/eligibility.ts';
import { STILL_LEAVING_MESSAGE } from '../../../src/domain/reviews/review-departure.ts';
import { REVIEW_LEAVING_MESSAGE } from '../../../src/http/review-deletion.ts';
import { REVIEW_DELETED_MESSAGE } from '../../../src/http/routes/interviewer-reviews.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import { addInterviewer, reviewBody as interviewerReview, uniqueName } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, submitReview } from '../managers/support.ts';
import { afterTheMoment, DELAY, MINUTE } from '../moderation/publish-delay-support.ts';
import {
  authorsReads,
  editBody,
  type Kind,
  publishedReviews,
  REVIEW_PATHS,
  useDelayedApp,
  type World,
} from './published-reviews.ts';

const { t, clockTo, runJob } = useDelayedApp();

/** What the author reads of their own reviews: My reviews, the review context, the lists with their token. */
async function authorsView(w: World) {
  const reads = await authorsReads(t, w);
  const counted = (kind: Kind) => {
    const { mine, own, listed } = reads[kind];
    return { mine: mine.length, own: own.length > 0, listed: listed.length };
  };
  return { interviewer: counted('interviewer'), manager: counted('manager'), company: counted('company') };
}

const deleteReview = (w: World, kind: Kind) =>
  t.request('DELETE', `${REVIEW_PATHS[kind]}/${w.ids[kind]}`, { token: w.author.idToken });

/** The author's review of the same subject again (the company's: the same month). */
function writeAgain(w: World, kind: Kind) {
  const token = w.author.idToken;
  if (kind === 'interviewer') {
    return t.request('POST', '/api/reviews/rmi', { token, body: interviewerReview(w.subjects.interviewer) });
  }
  if (kind === 'manager') return submitReview(t, w.author, w.subjects.manager);
  return t.request('POST', '/api/company-reviews/submit', {
    token,
    body: companyReviewBody(w.subjects.company),
  });
}

describe.each([
  ['interviewer', 'manager'],
  ['manager', 'company'],
  ['company', 'interviewer'],
] as const)('an author deletes their %s review, then their %s review', (a, b) => {
  test('each leaves every public answer at a moment of its own; gone for its author at once', async () => {
    const w = await publishedReviews(t);
    const before = await w.publicView();
    const requestedAt = t.clock.now();
    for (const kind of [a, b]) {
      const res = await deleteReview(w, kind);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({
        _id: w.ids[kind],
        status: 'leaving',
        message: REVIEW_LEAVING_MESSAGE,
      });
    }

    // Right after: nothing public moved, whoever runs the job.
    expect(await w.publicView()).toEqual(before);
    await runJob();
    expect(await w.publicView()).toEqual(before);
    // For the author both are gone: not theirs to list, open, edit or delete again.
    const gone = { mine: 0, own: false, listed: 0 };
    const kept = { mine: 1, own: true, listed: 1 };
    const third = (['interviewer', 'manager', 'company'] as const).find((k) => k !== a && k !== b) as Kind;
    expect(await authorsView(w)).toEqual({ [a]: gone, [b]: gone, [third]: kept });
    for (const kind of [a, b]) {
      expect((await deleteReview(w, kind)).status).toBe(404);
      const edit = await t.request('PUT', `${REVIEW_PATHS[kind]}/${w.ids[kind]}`, {
        token: w.author.idToken,
        body: editBody(w, kind),
      });
      expect(edit.status).toBe(404);
      // One review a subject: no second one beside it while it is still up.
      const again = await writeAgain(w, kind);
      expect(again.status).toBe(409);
      // A code of its own: the author has no review to edit here, so a client must not offer one.
      expect(await again.json()).toEqual({ code: 'still_leaving', message: STILL_LEAVING_MESSAGE });
    }
    expect(await w.publicView()).toEqual(before);

    // Each leaves at its own moment of the window after the request.
    const moments = [a, b]
      .map((kind) => ({
        kind,
        at: departureMoment(w.ids[kind], requestedAt, DELAY, t.deps.secrets.authorKey).getTime(),
      }))
      .sort((x, y) => x.at - y.at);
    const [first, second] = moments as [(typeof moments)[0], (typeof moments)[0]];
    for (const { at } of moments) {
      expect(at).toBeGreaterThanOrEqual(requestedAt.getTime() + DELAY.minMs);
      expect(at).toBeLessThanOrEqual(requestedAt.getTime() + DELAY.maxMs);
    }
    expect(first.at).not.toBe(second.at);

    clockTo(first.at - 1);
    await runJob();
    expect(await w.publicView()).toEqual(before);
    clockTo(first.at);
    await runJob();
    const afterFirst = await w.publicView();
    expect(afterFirst[first.kind]).not.toEqual(before[first.kind]);
    expect(afterFirst[first.kind]).not.toContain(w.ids[first.kind]);
    expect(afterFirst[second.kind]).toEqual(before[second.kind]);
    clockTo(second.at - 1);
    await runJob();
    expect(await w.publicView()).toEqual(afterFirst);
    clockTo(second.at);
    await runJob();
    const afterBoth = await w.publicView();
    expect(afterBoth[second.kind]).not.toContain(w.ids[second.kind]);
    expect(afterBoth[third]).toEqual(before[third]);

    // Gone, the subject is free for a new review (which waits for its own moment to appear).
    for (const kind of [a, b]) expect((await writeAgain(w, kind)).status).toBe(201);
  });
});

test('the author’s profile stops counting a deleted review at once, as My reviews does', async () => {
  const w = await publishedReviews(t);
  const total = async () =>
    (
      await json<{ totalReviews: number }>(
        await t.request('GET', '/api/user/profile', { token: w.author.idToken }),
      )
    ).totalReviews;
  // Interviewer, manager, company, and the second manager review that made them eligible there.
  expect(await total()).toBe(4);
  expect((await deleteReview(w, 'interviewer')).status).toBe(202);
  expect(await total()).toBe(3);
  expect((await deleteReview(w, 'company')).status).toBe(202);
  expect(await total()).toBe(2);
  afterTheMoment(t);
  await runJob();
  expect(await total()).toBe(2);
});

test('the figures move at the moment, not at the request', async () => {
  const w = await publishedReviews(t);
  const figures = async () => {
    const iv = await json<{ reviewCount: number }>(
      await t.request('GET', `/api/interviewers/${w.subjects.interviewer}`),
    );
    const mg = await json<{ manager: { reviewCount: number } }>(
      await t.request('GET', `/api/managers/${w.subjects.manager}`),
    );
    return { interviewer: iv.reviewCount, manager: mg.manager.reviewCount };
  };
  expect(await figures()).toEqual({ interviewer: 1, manager: 1 });
  const requestedAt = t.clock.now();
  expect((await deleteReview(w, 'interviewer')).status).toBe(202);
  expect((await deleteReview(w, 'manager')).status).toBe(202);
  expect(await figures()).toEqual({ interviewer: 1, manager: 1 });
  clockTo(requestedAt.getTime() + DELAY.maxMs);
  await runJob();
  expect(await figures()).toEqual({ interviewer: 0, manager: 0 });
});

test('others still like it until it leaves; its votes leave with it', async () => {
  const w = await publishedReviews(t);
  const reader = await createAccount();
  expect((await deleteReview(w, 'interviewer')).status).toBe(202);
  const like = await t.request(
    'POST',
    `/api/interviewers/${w.subjects.interviewer}/reviews/${w.ids.interviewer}/like`,
    { token: reader.idToken },
  );
  expect(like.status).toBe(200);
  const listed = await json<{ likes: number }[]>(
    await t.request('GET', `/api/reviews/rmi?interviewerId=${w.subjects.interviewer}`),
  );
  expect(listed.map((r) => r.likes)).toEqual([1]);
  afterTheMoment(t);
  await runJob();
  const after = await (
    await t.request('GET', `/api/reviews/rmi?interviewerId=${w.subjects.interviewer}`)
  ).json();
  expect(after).toEqual([]);
});

test('a deleted manager review stops counting for a company review at once, and only once', async () => {
  const author = await createAccount();
  const someone = await createAccount();
  const { company, manager, branch } = await managerFixture(t, someone);
  const second = await t.request('POST', '/api/managers', {
    token: someone.idToken,
    body: { name: 'Second Manager', position: 'Chef', branchId: branch._id, company: company._id },
  });
  expect(second.status).toBe(201);
  const secondId = ((await second.json()) as { _id: string })._id;
  const reviews = [await submitReview(t, author, manager._id), await submitReview(t, author, secondId)];
  for (const res of reviews) expect(res.status).toBe(201);
  afterTheMoment(t);
  await runJob();
  const eligible = async () => {
    const path = `/api/company-reviews/check-eligibility/${company._id}`;
    return (await json<{ eligible: boolean }>(await t.request('GET', path, { token: author.idToken })))
      .eligible;
  };
  const [one, two] = await Promise.all(reviews.map(async (r) => ((await r.json()) as { _id: string })._id));
  expect(await eligible()).toBe(true);
  // One of two deleted: still eligible, now and after it has left (its count went once).
  expect((await t.request('DELETE', `/api/manager-reviews/${one}`, { token: author.idToken })).status).toBe(
    202,
  );
  expect(await eligible()).toBe(true);
  afterTheMoment(t);
  await runJob();
  expect(await eligible()).toBe(true);
  // The other deleted: not eligible any more, while it is still up for others.
  expect((await t.request('DELETE', `/api/manager-reviews/${two}`, { token: author.idToken })).status).toBe(
    202,
  );
  expect(await eligible()).toBe(false);
  const refused = await t.request('POST', '/api/company-reviews/submit', {
    token: author.idToken,
    body: companyReviewBody(company._id),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(NOT_ELIGIBLE_MESSAGE);
});

test('a review still waiting to appear is deleted at once, and never appears', async () => {
  const author = await createAccount();
  const someone = await createAccount();
  const interviewer = await addInterviewer(t, someone.idToken);
  const written = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(written.status).toBe(201);
  const id = ((await written.json()) as { _id: string })._id;
  const deleted = await t.request('DELETE', `/api/interviewer-reviews/${id}`, { token: author.idToken });
  expect(deleted.status).toBe(200);
  expect(await deleted.json()).toEqual({ _id: id, message: REVIEW_DELETED_MESSAGE });
  // Written again at once: nothing is left at its id.
  t.clock.advance(MINUTE);
  const again = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(again.status).toBe(201);
});

test('“Rate an interviewer” in one call is refused too while the deleted review is still up', async () => {
  const author = await createAccount();
  const body = {
    companyName: uniqueName('Leaving Co'),
    interviewer: { name: uniqueName('Lee Leaving'), position: '' },
    review: { rating: 4, reviewText: 'Fair questions.', interviewStatus: 'cleared' },
  };
  const rate = () => t.request('POST', '/api/rate-interviewer', { token: author.idToken, body });
  const first = await rate();
  expect(first.status).toBe(201);
  const { review } = await json<{ review: { _id: string } }>(first);
  afterTheMoment(t);
  await runJob();
  const deleted = await t.request('DELETE', `/api/interviewer-reviews/${review._id}`, {
    token: author.idToken,
  });
  expect(deleted.status).toBe(202);
  const again = await rate();
  expect(again.status).toBe(409);
  expect(await json(again)).toEqual({ code: 'still_leaving', message: STILL_LEAVING_MESSAGE });
  afterTheMoment(t);
  await runJob();
  expect((await rate()).status).toBe(201);
});
