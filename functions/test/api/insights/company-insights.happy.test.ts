// GET /api/companies/{id}/insights against a recount (issue 16): reviews are
// written through the domain, the test counts them itself, and the answer
// must say the same, under the honest-figure rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { mergePeriods } from '../../../src/domain/insights/honest-figures.ts';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import { rebuildInsights } from '../../../src/domain/insights/rebuild.ts';
import type { Rating } from '../../../src/domain/interviewers/rating-aggregates.ts';
import { moderateReview } from '../../../src/domain/moderation/actions.ts';
import { newAdmission } from '../../../src/domain/moderation/admission.ts';
import type { Actor } from '../../../src/domain/shared/actor.ts';
import type { Doc } from '../../../src/store/document-store.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  type InsightsBody,
  insightsOf,
  interviewAt,
  interviewerOf,
  newActor,
  rateManagerAt,
  type Seeded,
  submitCompanyReview,
} from './support.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const DAY = 86_400_000;
const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
const MODERATOR = { uid: 'moderator-uid', email: 'mod@example.com' };

/** The test's own quarter arithmetic (not the domain's). */
const quarter = (d: Date) => `${d.getUTCFullYear()}Q${Math.floor(d.getUTCMonth() / 3) + 1}`;

function recountTrend(seeded: Seeded[], kind: Seeded['kind']) {
  const buckets = new Map<string, { n: number; sum: number }>();
  for (const s of seeded.filter((x) => x.kind === kind)) {
    const b = buckets.get(quarter(s.at)) ?? { n: 0, sum: 0 };
    b.n += 1;
    b.sum += s.rating;
    buckets.set(quarter(s.at), b);
  }
  return mergePeriods([...buckets].map(([key, b]) => ({ key, ...b })));
}

let t: TestApp;
let companyId: string;
const seeded: Seeded[] = [];
const authors: Actor[] = [];

async function manager(
  when: string,
  name: string,
  branch: string,
  department: string | null,
  rating: Rating,
  text?: string,
) {
  const actor = newActor();
  authors.push(actor);
  const result = await rateManagerAt(
    t.deps.store,
    at(when),
    { company: 'Acme Insights', branch, department, manager: name, rating, ...(text ? { text } : {}) },
    undefined,
    actor,
  );
  companyId = result.company.id;
  seeded.push({ kind: 'manager', rating, at: at(when), reviewId: result.review.id });
  return result;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // M-Up: 2 in the year before the last, 5 in the last year; M-Down the reverse; M-Few has only 4 before.
  for (const q of ['2024-07-10', '2024-08-10', '2024-08-11', '2024-09-01', '2024-09-02']) {
    await manager(q, 'Una Up', 'Berlin', 'Sales', 2);
  }
  for (const q of ['2025-07-10', '2025-07-11', '2025-08-10', '2025-08-11', '2025-09-01']) {
    await manager(q, 'Una Up', 'Berlin', 'Sales', 5);
  }
  for (const q of ['2024-10-10', '2024-10-11', '2024-11-10', '2024-11-11', '2024-12-01']) {
    await manager(q, 'Dan Down', 'Berlin', 'Sales', 5);
  }
  for (const q of ['2026-01-10', '2026-01-11', '2026-02-10', '2026-02-11', '2026-03-01']) {
    await manager(q, 'Dan Down', 'Berlin', 'Sales', 2);
  }
  for (const q of ['2024-07-12', '2024-07-13', '2024-07-14', '2024-07-15']) {
    await manager(q, 'Fay Few', 'Rome', null, 1);
  }
  for (const q of ['2025-10-12', '2025-10-13', '2025-10-14', '2025-10-15', '2025-10-16']) {
    await manager(q, 'Fay Few', 'Rome', null, 5);
  }
  // Oslo / Ops: 4 reviews, below the threshold.
  for (const q of ['2025-02-01', '2025-02-02', '2025-02-03', '2025-02-04']) {
    await manager(q, 'Olga Solo', 'Oslo', 'Ops', 3);
  }

  const company = (await t.deps.store.get<CompanyData>(COMPANIES, companyId)) as Doc<CompanyData>;
  const ivy = await interviewerOf(t.deps.store, company, 'Ivy Interviewer', at('2025-01-01'));
  const interviews: [string, Rating, Parameters<typeof interviewAt>[4]][] = [
    ['2025-05-01', 4, 'cleared'],
    ['2025-06-01', 5, 'cleared'],
    ['2025-11-01', 2, 'not cleared'],
    [new Date(NOW.getTime() - 10 * DAY).toISOString().slice(0, 10), 3, 'waiting'],
    [new Date(NOW.getTime() - 60 * DAY).toISOString().slice(0, 10), 3, 'waiting'],
    ['2025-12-01', 1, 'no interview'],
    ['2026-01-05', 4, null],
  ];
  for (const [when, rating, status] of interviews) {
    const review = await interviewAt(t.deps.store, ivy.id, at(when), rating, status);
    seeded.push({ kind: 'interviewer', rating, at: at(when), reviewId: review.id });
  }

  // Five company reviews by eligible authors (each reviewed a manager), three saying "clear expectations".
  for (const [i, actor] of authors.slice(0, 5).entries()) {
    const rating = (i < 3 ? 5 : 2) as Rating;
    const review = await submitCompanyReview(
      t.deps.store,
      actor,
      companyId,
      {
        rating,
        ratings: { workLifeBalance: rating, compensation: 3, culture: 4, careerGrowth: 0, diversity: 0 },
        reviews: {
          treatment: '',
          careerGrowth: '',
          diversity: '',
          pros: i < 3 ? 'Clear expectations and kind colleagues.' : 'Free coffee.',
          cons: 'Long meetings.',
          advice: '',
        },
        isAnonymous: true,
      },
      at('2026-02-01'),
    );
    seeded.push({ kind: 'company', rating, at: at('2026-02-01'), reviewId: review.id });
  }
});

afterAll(async () => t?.close());

describe('company insights against a recount', () => {
  it('rating trend by quarter per kind: every point rests on at least 5 reviews, merged where needed', async () => {
    const body = await insightsOf(t, companyId);
    expect(body.minGroup).toBe(5);
    for (const kind of ['manager', 'interviewer', 'company'] as const) {
      expect(body.trend[kind], kind).toEqual(recountTrend(seeded, kind));
      const total = seeded.filter((s) => s.kind === kind).length;
      expect(body.trend[kind].reduce((a, p) => a + p.reviewCount, 0)).toBe(total);
      for (const point of body.trend[kind]) expect(point.reviewCount).toBeGreaterThanOrEqual(5);
    }
  });

  it('interview outcomes: waiting older than 30 days is no answer; reviews without a status are not counted', async () => {
    const body = await insightsOf(t, companyId);
    expect(body.outcomes).toEqual({
      reviewCount: 6,
      cleared: 2,
      notCleared: 1,
      waiting: 1,
      noAnswer: 1,
      noInterview: 1,
    });
  });

  it('branches and departments: 4 reviews hidden, and the 5th shows the group', async () => {
    const before = await insightsOf(t, companyId);
    const berlin = seeded.filter((s) => s.kind === 'manager').slice(0, 20);
    // Best average first: Berlin 3.5 (20 reviews), Rome 3.22 (9).
    expect(before.branches.groups.map((g) => [g.name, g.reviewCount, g.average])).toEqual([
      ['Berlin', berlin.length, 3.5],
      ['Rome', 9, 3.22],
    ]);
    expect(JSON.stringify(before.branches)).not.toContain('Oslo');
    expect(before.departments.groups.map((g) => g.name)).toEqual(['Sales']);

    await manager('2025-02-05', 'Olga Solo', 'Oslo', 'Ops', 3);
    const after = await insightsOf(t, companyId);
    expect(after.branches.groups.find((g) => g.name === 'Oslo')).toMatchObject({
      reviewCount: 5,
      average: 3,
    });
    expect(after.departments.groups.find((g) => g.name === 'Ops')).toMatchObject({
      reviewCount: 5,
      average: 3,
    });
  });

  it('managers who rose and fell most over the last year, each side resting on 5 reviews', async () => {
    const body = await insightsOf(t, companyId);
    expect(
      body.managers.rising.map((m) => [m.name, m.change, m.before.reviewCount, m.after.reviewCount]),
    ).toEqual([['Una Up', 3, 5, 5]]);
    expect(body.managers.falling.map((m) => [m.name, m.change])).toEqual([['Dan Down', -3]]);
    // Fay Few had 4 reviews the year before: not compared.
    expect(JSON.stringify(body.managers)).not.toContain('Fay Few');
  });

  it('aspects: from 5 reviews, unrated aspects absent, medians of all companies only from 5 companies', async () => {
    await runInsightsJob(t.deps.store, () => NOW, 10_000);
    const body = await insightsOf(t, companyId);
    const manager = seeded.filter((s) => s.kind === 'manager');
    const leadership = body.aspects.find((a) => a.kind === 'manager' && a.aspect === 'leadership');
    expect(leadership?.reviewCount).toBe(manager.length);
    expect(leadership?.average).toBe(
      Math.round((manager.reduce((a, s) => a + s.rating, 0) / manager.length) * 100) / 100,
    );
    expect(body.aspects.find((a) => a.aspect === 'teamwork')).toBeUndefined();
    expect(body.aspects.find((a) => a.aspect === 'careerGrowth')).toBeUndefined();
    // One company reviewed: no median can rest on five companies.
    expect(leadership?.allCompanies).toBeNull();
  });

  it('themes: "Mentioned in 3 reviews", positive by their ratings, linking to those reviews', async () => {
    await runInsightsJob(t.deps.store, () => NOW, 10_000);
    const body = await insightsOf(t, companyId);
    const clear = body.themes?.themes.find((th) => th.phrase === 'clear expectations');
    const mentioning = seeded
      .filter((s) => s.kind === 'company')
      .slice(0, 3)
      .map((s) => s.reviewId);
    expect(clear).toMatchObject({ reviewCount: 3, tone: 'positive' });
    expect([...(clear?.reviewIds ?? [])].sort()).toEqual([...mentioning].sort());
    const index = body.themes?.themes.indexOf(clear as never) ?? -1;
    const linked = await t.request('GET', `/api/themes/company/${companyId}/reviews?theme=${index}`);
    expect(linked.status).toBe(200);
    const reviews = (await linked.json()) as { _id: string; text: string; createdAt: string }[];
    expect(reviews.map((r) => r._id).sort()).toEqual([...mentioning].sort());
    for (const r of reviews) {
      expect(r.text).toContain('Clear expectations');
      expect(r.createdAt).toMatch(/T00:00:00.000Z$/);
      expect(Object.keys(r).sort()).toEqual(['_id', 'createdAt', 'rating', 'text']);
    }
    expect((await t.request('GET', `/api/themes/company/${companyId}/reviews?theme=40`)).status).toBe(404);
  });
});

describe('only published reviews count', () => {
  it('a held review never moves a figure; approving counts it; removing takes it out again', async () => {
    const before = await insightsOf(t, companyId);
    const held = await rateManagerAt(
      t.deps.store,
      at('2026-03-02'),
      { company: 'Acme Insights', branch: 'Berlin', department: 'Sales', manager: 'Dan Down', rating: 1 },
      newAdmission({ holdFor: ['profanity'], rating: 1, accountCreatedAt: null, now: at('2026-03-02') }),
    );
    expect(held.review.data.moderation?.state).toBe('held');
    expect(await insightsOf(t, companyId)).toEqual(before);

    await moderateReview(
      t.deps.store,
      MODERATOR,
      { kind: 'manager', reviewId: held.review.id },
      'approve',
      'ok',
      NOW,
    );
    const approved: InsightsBody = await insightsOf(t, companyId);
    const count = (b: InsightsBody) => b.trend.manager.reduce((a, p) => a + p.reviewCount, 0);
    expect(count(approved)).toBe(count(before) + 1);
    expect(approved.branches.groups.find((g) => g.name === 'Berlin')?.reviewCount).toBe(
      (before.branches.groups.find((g) => g.name === 'Berlin')?.reviewCount ?? 0) + 1,
    );

    await moderateReview(
      t.deps.store,
      MODERATOR,
      { kind: 'manager', reviewId: held.review.id },
      'remove',
      'no',
      NOW,
    );
    expect(await insightsOf(t, companyId)).toEqual(before);
  });

  it('a held interviewer review leaves the outcomes and the trend as they were', async () => {
    const before = await insightsOf(t, companyId);
    const company = (await t.deps.store.get<CompanyData>(COMPANIES, companyId)) as Doc<CompanyData>;
    const ivy = await interviewerOf(t.deps.store, company, 'Ivy Interviewer', at('2025-01-01'));
    await interviewAt(
      t.deps.store,
      ivy.id,
      at('2026-03-10'),
      1,
      'cleared',
      'Held text.',
      newAdmission({ holdFor: ['profanity'], rating: 1, accountCreatedAt: null, now: at('2026-03-10') }),
    );
    expect(await insightsOf(t, companyId)).toEqual(before);
  });
});

describe('npm run insights:rebuild', () => {
  it('recomputing from scratch gives the same answer as the figures kept write by write', async () => {
    await runInsightsJob(t.deps.store, () => NOW, 10_000);
    const kept = await insightsOf(t, companyId);
    const report = await rebuildInsights(t.deps.store, NOW);
    expect(report.reviews).toBe(seeded.length);
    const rebuilt = await insightsOf(t, companyId);
    expect({ ...rebuilt, themes: null }).toEqual({ ...kept, themes: null });
    expect(rebuilt.themes?.themes).toEqual(kept.themes?.themes);
  });
});

describe('errors', () => {
  it('400 for a malformed id, 404 for an unknown company or kind', async () => {
    expect((await t.request('GET', '/api/companies/__x__/insights')).status).toBe(400);
    const missing = await t.request('GET', '/api/companies/no-such-company/insights');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect((await t.request('GET', '/api/themes/planet/abc')).status).toBe(400);
  });
});
