// Suspicious patterns for moderators (issue 16 item 3): found by the insights job among recent
// reviews, listed to moderators with the reason and the reviews involved (never authors), dismissable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { detectSignals } from '../../../src/domain/insights/signals.ts';
import { newAdmission } from '../../../src/domain/moderation/admission.ts';
import type { Doc } from '../../../src/store/document-store.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { expectStatus, moderatorAccount } from '../moderation/support.ts';
import { interviewAt, interviewerOf, rateManagerAt } from './support.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const young = (at: Date) =>
  newAdmission({ holdFor: [], rating: 5, accountCreatedAt: new Date(at.getTime() - HOUR), now: at });
const COPIED =
  'This manager takes credit for the work of the whole team and never answers a single question from anyone in meetings';

type Signal = {
  _id: string;
  type: string;
  reason: string;
  reviews: { kind: string; reviewId: string }[];
  subject: { kind: string; id: string } | null;
  status: string;
};

let t: TestApp;
let token: string;
const burstIds: string[] = [];
const outlierIds: string[] = [];
const copies: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  token = (await moderatorAccount(t)).idToken;
  const store = t.deps.store;
  const first = await rateManagerAt(store, ago(30 * 24 * HOUR), {
    company: 'Signals Ltd',
    branch: 'Lyon',
    department: null,
    manager: 'Quiet Manager',
    rating: 4,
  });
  const company = (await store.get<CompanyData>(COMPANIES, first.company.id)) as Doc<CompanyData>;
  // Burst + new accounts: five reviews of one interviewer within two hours, three from day-old accounts.
  const burst = await interviewerOf(store, company, 'Bea Burst', ago(60 * 24 * HOUR));
  for (let i = 0; i < 5; i++) {
    const at = ago((5 - i) * 20 * 60_000);
    const review = await interviewAt(
      store,
      burst.id,
      at,
      5,
      'cleared',
      'Great.',
      i < 3 ? young(at) : undefined,
    );
    burstIds.push(review.id);
  }
  // Outliers: five 5-star reviews a month ago, then two 1-star reviews this week.
  const steady = await interviewerOf(store, company, 'Sam Steady', ago(60 * 24 * HOUR));
  for (let i = 0; i < 5; i++) await interviewAt(store, steady.id, ago((40 + i) * 24 * HOUR), 5, 'cleared');
  for (let i = 0; i < 2; i++) {
    outlierIds.push((await interviewAt(store, steady.id, ago((2 + i) * 24 * HOUR), 1, 'not cleared')).id);
  }
  // Near-duplicates: the same long text on two different managers.
  for (const name of ['Copy One', 'Copy Two']) {
    const r = await rateManagerAt(store, ago(24 * HOUR), {
      company: 'Signals Ltd',
      branch: 'Lyon',
      department: null,
      manager: name,
      rating: 1,
      text: `${COPIED}${name === 'Copy Two' ? '!' : '.'}`,
    });
    copies.push(r.review.id);
  }
  await detectSignals(store, NOW);
});

afterAll(async () => t?.close());

async function signals(status = 'open') {
  return (
    await expectStatus<{ signals: Signal[] }>(
      await t.request('GET', `/api/moderation/signals?status=${status}`, { token }),
      200,
    )
  ).signals;
}

describe('moderation signals', () => {
  it('a burst on one target, with the reviews involved', async () => {
    const burst = (await signals()).find((s) => s.type === 'burst');
    expect(burst?.reason).toMatch(/5 reviews of one interviewer within 24 hours/);
    expect(burst?.reviews.map((r) => r.reviewId).sort()).toEqual([...burstIds].sort());
  });

  it('many reviews from accounts created that day: how many, never which', async () => {
    const signal = (await signals()).find((s) => s.type === 'newAccounts');
    expect(signal?.reason).toMatch(/^3 of the 5 reviews/);
    expect(signal?.reviews).toHaveLength(5);
  });

  it('ratings far from the target’s history', async () => {
    const signal = (await signals()).find((s) => s.type === 'outlier');
    expect(signal?.reviews.map((r) => r.reviewId).sort()).toEqual([...outlierIds].sort());
    expect(signal?.reason).toMatch(/mean 5\.00 of 5 earlier/);
  });

  it('near-duplicate texts across targets', async () => {
    const signal = (await signals()).find((s) => s.type === 'nearDuplicate');
    expect(signal?.reviews.map((r) => r.reviewId).sort()).toEqual([...copies].sort());
  });

  it('answers never carry an author key or anything about accounts', async () => {
    const body = JSON.stringify(await signals());
    expect(body).not.toMatch(/authorKey|uid|email/);
  });

  it('a dismissed signal leaves the open list and stays dismissed when found again', async () => {
    const burst = (await signals()).find((s) => s.type === 'burst') as Signal;
    await expectStatus(
      await t.request('POST', `/api/moderation/signals/${burst._id}/dismiss`, { token }),
      200,
    );
    await expectStatus(
      await t.request('POST', `/api/moderation/signals/${burst._id}/dismiss`, { token }),
      409,
    );
    await detectSignals(t.deps.store, NOW);
    expect((await signals()).some((s) => s._id === burst._id)).toBe(false);
    expect((await signals('dismissed')).map((s) => s._id)).toContain(burst._id);
  });

  it('moderators only: 401 without a token, 403 for other accounts', async () => {
    expect((await t.request('GET', '/api/moderation/signals')).status).toBe(401);
    const someone = await createAccount();
    expect((await t.request('GET', '/api/moderation/signals', { token: someone.idToken })).status).toBe(403);
    expect(
      (await t.request('POST', '/api/moderation/signals/x/dismiss', { token: someone.idToken })).status,
    ).toBe(403);
  });
});
