import { resolveBranch } from '../../functions/src/domain/branches/branches.ts';
import { findOrCreateCompany } from '../../functions/src/domain/companies/companies.ts';
import { COMPANY_CATEGORIES } from '../../functions/src/domain/companies/review-scores.ts';
import { submitCompanyReview } from '../../functions/src/domain/company-reviews/company-reviews.ts';
import { isEligible } from '../../functions/src/domain/company-reviews/eligibility.ts';
import { findOrCreateDepartment } from '../../functions/src/domain/departments/departments.ts';
import type { Rating } from '../../functions/src/domain/interviewers/rating-aggregates.ts';
import { MANAGER_REVIEW_KIND } from '../../functions/src/domain/managers/manager-review.ts';
import { submitManagerReview } from '../../functions/src/domain/managers/manager-reviews.ts';
import { addManager } from '../../functions/src/domain/managers/managers.ts';
import { castVoteOn } from '../../functions/src/domain/reviews/voting.ts';
import { type Actor, actorFor } from '../../functions/src/domain/shared/actor.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import {
  DEMO_ASPECT_COMMENTS,
  DEMO_BRANCHES,
  DEMO_COMPANY_REVIEW_TEXTS,
  DEMO_DEPARTMENTS,
  DEMO_MANAGER_REVIEW_TEXTS,
  DEMO_MANAGERS,
} from './demo-manager-data.ts';
import { pick, randomFrom as random } from './scale/random.ts';

/** Synthetic reviewers under their own secret: no real account is, or can pass for, one of them. */
const DEMO_MANAGER_AUTHOR_SECRET = 'demo-seed-manager-authors';
const AUTHOR_COUNT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const around = (rnd: () => number, bias: number) => clamp(Math.round(bias + (rnd() - 0.5) * 2), 1, 5);

/**
 * The manager area through the same domain functions the API uses:
 * departments, branches with coordinates, ~25 managers, their reviews by a
 * few synthetic authors (so aggregates and eligibility are what real use
 * produces), some votes and a few company reviews.
 */
export async function seedManagerArea(store: DocumentStore, now: Date): Promise<void> {
  const rnd = random(20260601);
  const authors: Actor[] = Array.from({ length: AUTHOR_COUNT }, (_, i) =>
    actorFor(`demo-manager-author-${i + 1}`, DEMO_MANAGER_AUTHOR_SECRET),
  );
  const departments = new Map<string, string>();
  for (const name of DEMO_DEPARTMENTS) {
    departments.set(name, (await findOrCreateDepartment(store, name, now)).department.id);
  }
  const branches: { companyId: string; branchId: string }[] = [];
  for (const demo of DEMO_BRANCHES) {
    const { company } = await findOrCreateCompany(store, demo.company, now);
    const { branch } = await resolveBranch(
      store,
      company.id,
      { city: demo.city, location: demo.location },
      { lat: demo.lat, lng: demo.lng },
      now,
    );
    branches.push({ companyId: company.id, branchId: branch.id });
  }

  const reviewed = new Map<string, Actor[]>();
  for (const [i, demo] of DEMO_MANAGERS.entries()) {
    const where = branches[demo.branch];
    if (!where) continue;
    const { manager } = await addManager(
      store,
      {
        name: demo.name,
        position: demo.position,
        companyId: where.companyId,
        branchId: where.branchId,
        departmentId: departments.get(demo.department) ?? null,
      },
      new Date(now.getTime() - (120 - i) * DAY_MS),
    );
    // 1 to 5 reviews, each by a different author, in the past 100 days.
    const reviewers = shuffled(rnd, authors).slice(0, 1 + Math.floor(rnd() * 5));
    for (const author of reviewers) {
      const rating = around(rnd, demo.bias) as Rating;
      const aspect = () => (rnd() < 0.15 ? 0 : around(rnd, demo.bias));
      const review = await submitManagerReview(
        store,
        author,
        manager.id,
        {
          rating,
          reviewText: pick(rnd, DEMO_MANAGER_REVIEW_TEXTS[rating]),
          reviewLeadership: rnd() < 0.5 ? pick(rnd, DEMO_ASPECT_COMMENTS.leadership) : '',
          reviewCommunicationText: rnd() < 0.4 ? pick(rnd, DEMO_ASPECT_COMMENTS.communication) : '',
          reviewSupport: rnd() < 0.4 ? pick(rnd, DEMO_ASPECT_COMMENTS.support) : '',
          anonymous: true,
          leadership: aspect(),
          communication: aspect(),
          teamwork: aspect(),
          empathy: aspect(),
          fairness: aspect(),
        },
        new Date(now.getTime() - Math.floor(rnd() * 100 * DAY_MS) - DAY_MS),
      );
      const list = reviewed.get(where.companyId) ?? [];
      if (!list.includes(author)) list.push(author);
      reviewed.set(where.companyId, list);
      for (const voter of authors) {
        if (voter === author || rnd() > 0.25) continue;
        const pressed = rnd() < rating / 6 ? 'like' : 'dislike';
        await castVoteOn(store, MANAGER_REVIEW_KIND, voter, { reviewId: review.id }, pressed, now);
      }
    }
  }

  // A company review from the first eligible author of every other company.
  for (const [i, [companyId, eligible]] of [...reviewed].entries()) {
    const author = eligible[0];
    if (i % 2 === 1 || !author || !(await isEligible(store, author, companyId))) continue;
    const text = (k: keyof typeof DEMO_COMPANY_REVIEW_TEXTS) => pick(rnd, DEMO_COMPANY_REVIEW_TEXTS[k]);
    await submitCompanyReview(
      store,
      author,
      companyId,
      {
        rating: clamp(Math.round(2 + rnd() * 3), 1, 5) as Rating,
        isAnonymous: true,
        ratings: Object.fromEntries(COMPANY_CATEGORIES.map((k) => [k, 1 + Math.floor(rnd() * 5)])) as Record<
          (typeof COMPANY_CATEGORIES)[number],
          number
        >,
        reviews: {
          treatment: text('treatment'),
          careerGrowth: text('careerGrowth'),
          diversity: text('diversity'),
          pros: text('pros'),
          cons: text('cons'),
          advice: text('advice'),
        },
      },
      new Date(now.getTime() - 5 * DAY_MS),
    );
  }
}
