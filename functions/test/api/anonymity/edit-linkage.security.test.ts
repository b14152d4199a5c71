// What an author's edits of their published reviews tell by the moment the reviews change. Each review
// appeared at a moment of its own (scheduled-publication.ts), so nothing public ties two reviews to one
// author. Edited one after the other, their texts, ratings, dates and their subjects' figures changed in
// the same minute: anyone polling learnt that one person wrote both. Now, with a publication window, the
// edit of a published review waits for a moment of its own (pending-edit.ts), while its author sees it at
// once.
import { describe, expect, test } from 'vitest';
import { COMPANY_REVIEWS } from '../../../src/domain/company-reviews/company-review.ts';
import { MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import type { PendingEdit } from '../../../src/domain/reviews/pending-edit.ts';
import { INTERVIEWER_REVIEWS } from '../../../src/domain/reviews/review.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import { addInterviewer, reviewBody as interviewerReview } from '../interviewers/support.ts';
import { DELAY, sitemapText } from '../moderation/publish-delay-support.ts';
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

const COLLECTIONS: Record<Kind, string> = {
  interviewer: INTERVIEWER_REVIEWS,
  manager: MANAGER_REVIEWS,
  company: COMPANY_REVIEWS,
};

const editReview = (w: World, kind: Kind) =>
  t.request('PUT', `${REVIEW_PATHS[kind]}/${w.ids[kind]}`, {
    token: w.author.idToken,
    body: editBody(w, kind),
  });

/** When the edit that waits on this review appears (never answered; read from the store). */
async function momentOf(w: World, kind: Kind): Promise<number> {
  const review = await t.deps.store.get<{ pendingEdit?: PendingEdit }>(COLLECTIONS[kind], w.ids[kind]);
  const at = review?.data.pendingEdit?.publishAt;
  if (!at) throw new Error(`no waiting edit on the ${kind} review`);
  return new Date(at).getTime();
}

/** What a visitor reads of every subject, and the sitemap (its lastmod). */
async function everything(w: World) {
  return { ...(await w.publicView()), sitemap: await sitemapText(t) };
}

/** The author's own review of each kind as they read it: My reviews, the review context, the list. */
async function authorsView(w: World) {
  const reads = await authorsReads(t, w);
  const seen = (kind: Kind) => {
    const { mine, own, listed } = reads[kind];
    return [...mine, ...own, ...listed].map(({ rating, status }) => ({
      rating,
      ...(status ? { status } : {}),
    }));
  };
  return { interviewer: seen('interviewer'), manager: seen('manager'), company: seen('company') };
}

describe.each([
  ['interviewer', 'manager'],
  ['manager', 'company'],
  ['company', 'interviewer'],
] as const)('an author edits their %s review, then their %s review', (a, b) => {
  test('each changes every public answer at a moment of its own; its author sees the edit at once', async () => {
    const w = await publishedReviews(t);
    const third = (['interviewer', 'manager', 'company'] as const).find((k) => k !== a && k !== b) as Kind;
    const before = await everything(w);
    const original = await authorsView(w);
    const requestedAt = t.clock.now().getTime();
    for (const kind of [a, b]) {
      const res = await editReview(w, kind);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ _id: w.ids[kind], rating: 1, status: 'edit scheduled' });
    }

    // Right after, and after a run of the job: nothing public moved.
    expect(await everything(w)).toEqual(before);
    await runJob();
    expect(await everything(w)).toEqual(before);
    // Its author reads their edit everywhere, marked as waiting.
    const edited = [1, 2, 3].map(() => ({ rating: 1, status: 'edit scheduled' }));
    expect(await authorsView(w)).toEqual({ [a]: edited, [b]: edited, [third]: original[third] });

    // Each edit appears at its own moment of the window after the request.
    const moments = [
      { kind: a, at: await momentOf(w, a) },
      { kind: b, at: await momentOf(w, b) },
    ].sort((x, y) => x.at - y.at);
    const [first, second] = moments as [(typeof moments)[0], (typeof moments)[0]];
    for (const { at } of moments) {
      expect(at).toBeGreaterThanOrEqual(requestedAt + DELAY.minMs);
      expect(at).toBeLessThanOrEqual(requestedAt + DELAY.maxMs);
    }
    expect(first.at).not.toBe(second.at);

    clockTo(first.at - 1);
    await runJob();
    expect(await everything(w)).toEqual(before);
    clockTo(first.at);
    await runJob();
    const afterFirst = await everything(w);
    expect(afterFirst[first.kind]).not.toEqual(before[first.kind]);
    expect(afterFirst[second.kind]).toEqual(before[second.kind]);
    expect(afterFirst[third]).toEqual(before[third]);
    clockTo(second.at - 1);
    await runJob();
    expect(await everything(w)).toEqual(afterFirst);
    clockTo(second.at);
    await runJob();
    const afterBoth = await everything(w);
    expect(afterBoth[second.kind]).not.toEqual(before[second.kind]);
    expect(afterBoth[third]).toEqual(before[third]);
    // Applied, the edit is the review: no status any more.
    const now = [1, 2, 3].map(() => ({ rating: 1 }));
    expect(await authorsView(w)).toEqual({ [a]: now, [b]: now, [third]: original[third] });
  });
});

test("the figures move at the edit's moment, not at the request", async () => {
  const w = await publishedReviews(t);
  const figures = async () => {
    const iv = await json<{ rating: number }>(
      await t.request('GET', `/api/interviewers/${w.subjects.interviewer}`),
    );
    const mg = await json<{ manager: { rating: number } }>(
      await t.request('GET', `/api/managers/${w.subjects.manager}`),
    );
    return { interviewer: iv.rating, manager: mg.manager.rating };
  };
  const was = await figures();
  const requestedAt = t.clock.now();
  expect((await editReview(w, 'interviewer')).status).toBe(200);
  expect((await editReview(w, 'manager')).status).toBe(200);
  expect(await figures()).toEqual(was);
  clockTo(requestedAt.getTime() + DELAY.maxMs);
  await runJob();
  const now = await figures();
  // Down to the edited ratings of 1.
  expect(now.interviewer).toBeLessThan(was.interviewer);
  expect(now.manager).toBeLessThan(was.manager);
});

test('a second edit replaces the waiting one; a delete drops it, and the version others read leaves as it is', async () => {
  const w = await publishedReviews(t);
  const list = `/api/reviews/rmi?interviewerId=${w.subjects.interviewer}`;
  const ratings = async () =>
    (await json<{ rating: number }[]>(await t.request('GET', list))).map((r) => r.rating);
  const was = await ratings();
  const token = w.author.idToken;
  const path = `${REVIEW_PATHS.interviewer}/${w.ids.interviewer}`;
  expect((await editReview(w, 'interviewer')).status).toBe(200);
  const again = await t.request('PUT', path, {
    token,
    body: interviewerReview(w.subjects.interviewer, { rating: 2 }),
  });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ rating: 2, status: 'edit scheduled' });
  expect((await t.request('DELETE', path, { token })).status).toBe(202);
  // Past every moment of the edits: the review never showed them, and has left.
  clockTo(t.clock.now().getTime() + DELAY.minMs - 1);
  await runJob();
  expect(await ratings()).toEqual(was);
  clockTo(t.clock.now().getTime() + DELAY.maxMs);
  await runJob();
  expect(await ratings()).toEqual([]);
});

test('an edit back to the version others read drops the waiting one: nothing public moves, ever', async () => {
  const w = await publishedReviews(t);
  const before = await everything(w);
  const original = await authorsView(w);
  const path = `${REVIEW_PATHS.interviewer}/${w.ids.interviewer}`;
  expect((await editReview(w, 'interviewer')).status).toBe(200);
  const back = await t.request('PUT', path, {
    token: w.author.idToken,
    body: interviewerReview(w.subjects.interviewer),
  });
  expect(back.status).toBe(200);
  expect(((await back.json()) as { status?: string }).status).toBeUndefined();
  expect(await authorsView(w)).toEqual(original);
  clockTo(t.clock.now().getTime() + DELAY.maxMs);
  await runJob();
  expect(await everything(w)).toEqual(before);
});

test('an edit screening holds waits like any edit, and holds the review at its moment', async () => {
  const w = await publishedReviews(t);
  const list = `/api/reviews/rmi?interviewerId=${w.subjects.interviewer}`;
  const listed = async () => (await json<{ _id: string }[]>(await t.request('GET', list))).map((r) => r._id);
  const held = await t.request('PUT', `${REVIEW_PATHS.interviewer}/${w.ids.interviewer}`, {
    token: w.author.idToken,
    body: interviewerReview(w.subjects.interviewer, { reviewText: 'A smegging awful interview.' }),
  });
  expect(held.status).toBe(200);
  expect(await held.json()).toMatchObject({ status: 'edit scheduled' });
  // Until its moment the review stands as others read it.
  expect(await listed()).toEqual([w.ids.interviewer]);
  clockTo((await momentOf(w, 'interviewer')) - 1);
  await runJob();
  expect(await listed()).toEqual([w.ids.interviewer]);
  clockTo(await momentOf(w, 'interviewer'));
  await runJob();
  expect(await listed()).toEqual([]);
  const own = await json<{ status?: string }[]>(await t.request('GET', list, { token: w.author.idToken }));
  expect(own.map((r) => r.status)).toEqual(['pending review']);
});

test('an edit of a review nobody else sees yet is at once, and it appears as edited', async () => {
  const author = await createAccount();
  const interviewer = await addInterviewer(t, (await createAccount()).idToken);
  const written = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(written.status).toBe(201);
  const id = ((await written.json()) as { _id: string })._id;
  const edit = await t.request('PUT', `${REVIEW_PATHS.interviewer}/${id}`, {
    token: author.idToken,
    body: interviewerReview(interviewer._id, { rating: 1 }),
  });
  expect(edit.status).toBe(200);
  expect(await edit.json()).toMatchObject({ rating: 1, status: 'scheduled' });
  clockTo(t.clock.now().getTime() + DELAY.maxMs);
  await runJob();
  const listed = await json<{ rating: number }[]>(
    await t.request('GET', `/api/reviews/rmi?interviewerId=${interviewer._id}`),
  );
  expect(listed.map((r) => r.rating)).toEqual([1]);
});
