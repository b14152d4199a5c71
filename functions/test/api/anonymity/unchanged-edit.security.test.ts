// An edit that changes nothing (the author saves their review again as it was) wrote like any edit: the public
// `updatedAt` and the sitemap's lastmod moved to that day, and the insights job recomputed the target's themes
// (their computedAt moved too). Anyone polling learnt that the author was active that day, which narrows who
// wrote it. It is now no write anyone else can see, for all three kinds; the request is still recorded, so a
// replay of its Idempotency-Key answers the same even after a later edit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { eligibleCompany } from '../companies/support.ts';
import { addInterviewer, reviewBody as interviewerReviewBody } from '../interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  managerFixture,
  reviewBody as managerReviewBody,
} from '../managers/support.ts';

const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T14:03:00Z') });
});
afterAll(() => t.close());

type Kind = {
  kind: 'interviewer' | 'manager' | 'company';
  /** A target and the author's published review of it: where to edit it, the body it was written with. */
  setUp(author: TestAccount): Promise<{ targetId: string; reviewId: string; body: Record<string, unknown> }>;
  editPath(reviewId: string): string;
  publicPath(targetId: string): string;
  /** The same body with the overall rating changed. */
  changed(body: Record<string, unknown>): Record<string, unknown>;
};

const KINDS: Kind[] = [
  {
    kind: 'interviewer',
    async setUp(author) {
      const target = await addInterviewer(t, (await createAccount()).idToken);
      const body = interviewerReviewBody(target._id);
      const res = await t.request('POST', '/api/reviews/rmi', { token: author.idToken, body });
      const review = await expectStatus(res, 201);
      return { targetId: target._id, reviewId: String(review._id), body };
    },
    editPath: (id) => `/api/interviewer-reviews/${id}`,
    publicPath: (id) => `/api/reviews/rmi?interviewerId=${id}`,
    changed: (body) => ({ ...body, rating: 2 }),
  },
  {
    kind: 'manager',
    async setUp(author) {
      const { manager } = await managerFixture(t, await createAccount());
      const body = managerReviewBody();
      const res = await t.request('POST', '/api/manager-reviews/submit', {
        token: author.idToken,
        body: { managerId: manager._id, ...body },
      });
      const review = await expectStatus(res, 201);
      return { targetId: manager._id, reviewId: String(review._id), body };
    },
    editPath: (id) => `/api/manager-reviews/${id}`,
    publicPath: (id) => `/api/managers/${id}`,
    changed: (body) => ({ ...body, rating: 2 }),
  },
  {
    kind: 'company',
    async setUp(author) {
      const { company } = await eligibleCompany(t, [author]);
      const body = companyReviewBody(company._id);
      const res = await t.request('POST', '/api/company-reviews/submit', { token: author.idToken, body });
      const review = await expectStatus(res, 201);
      return { targetId: company._id, reviewId: String(review._id), body };
    },
    editPath: (id) => `/api/company-reviews/${id}`,
    publicPath: (id) => `/api/company-reviews/company/${id}`,
    changed: (body) => ({ ...body, rating: 2 }),
  },
];

/** Every sitemap page, as a crawler reads them. */
async function sitemaps(): Promise<string> {
  const index = await (await t.request('GET', '/sitemap.xml')).text();
  const pages = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(pages.length).toBeGreaterThan(0);
  const texts = await Promise.all(pages.map(async (path) => (await t.request('GET', path)).text()));
  return [index, ...texts].join('\n');
}

describe.each(KINDS)('$kind review', (k) => {
  test('an edit that changes nothing leaves every public answer as it was, and its replay answers the same', async () => {
    const author = await createAccount();
    const { targetId, reviewId, body } = await k.setUp(author);
    const job = () => runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);
    const publicView = async () => (await t.request('GET', k.publicPath(targetId))).text();
    const themes = async () => (await t.request('GET', `/api/themes/${k.kind}/${targetId}`)).text();
    await job();
    const before = { page: await publicView(), sitemaps: await sitemaps(), themes: await themes() };

    // The next day, the author saves it again as it was; the job runs later.
    t.clock.advance(26 * HOUR);
    const saved = await t.request('PUT', k.editPath(reviewId), {
      token: author.idToken,
      body,
      headers: { 'Idempotency-Key': `same-${k.kind}` },
    });
    expect(saved.status).toBe(200);
    const answer = await saved.text();
    expect(JSON.parse(answer)).toMatchObject({ _id: reviewId, rating: body.rating, isOwnReview: true });
    t.clock.advance(HOUR);
    await job();
    expect(await publicView()).toBe(before.page);
    expect(await sitemaps()).toBe(before.sitemaps);
    expect(await themes()).toBe(before.themes);

    // A real edit does show (the test can tell); a replay of the unchanged one then answers as it did and
    // does not put the old version back.
    const edited = await t.request('PUT', k.editPath(reviewId), {
      token: author.idToken,
      body: k.changed(body),
      headers: { 'Idempotency-Key': `changed-${k.kind}` },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await publicView();
    expect(afterEdit).not.toBe(before.page);
    expect(await sitemaps()).not.toBe(before.sitemaps);
    const replay = await t.request('PUT', k.editPath(reviewId), {
      token: author.idToken,
      body,
      headers: { 'Idempotency-Key': `same-${k.kind}` },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.text()).toBe(answer);
    expect(await publicView()).toBe(afterEdit);
    const mine = await json<{ rating: number }>(
      await t.request('PUT', k.editPath(reviewId), { token: author.idToken, body: k.changed(body) }),
    );
    expect(mine.rating).toBe(2);
  });
});
