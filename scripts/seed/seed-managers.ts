import { resolveBranch } from '../../functions/src/domain/branches/branches.ts';
import { COMPANY_CATEGORIES } from '../../functions/src/domain/companies/review-scores.ts';
import type { Scores } from '../../functions/src/domain/companies/score-stats.ts';
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
import { between, type SeededCompany, seedDemoCompanies } from './demo-companies.ts';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_MANAGERS } from './demo-manager-data.ts';
import { DAY_MS, subScore } from './scale/distributions.ts';
import { randomFrom as random, shuffle } from './scale/random.ts';
import { newLedger } from './scale/texts/compose.ts';
import {
  aspectComment,
  companyReviewAnswers,
  managerReviewText,
} from './scale/texts/manager-review-texts.ts';
import { givenName } from './scale/vocabulary/people.ts';

/** Synthetic reviewers under their own secret: no real account is, or can pass for, one of them. */
const DEMO_MANAGER_AUTHOR_SECRET = 'demo-seed-manager-authors';
const AUTHOR_COUNT = 7;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const around = (rnd: () => number, bias: number) => clamp(Math.round(bias + (rnd() - 0.5) * 2), 1, 5);

/**
 * The manager area through the same domain functions the API uses:
 * departments, branches with coordinates, ~30 managers, their reviews by a
 * few synthetic authors (so aggregates and eligibility are what real use
 * produces), some votes and a few company reviews. Texts fit the stars
 * (each aspect comment its aspect's), the company's industry, and no
 * sentence repeats on a profile; dates follow the order things happen in.
 */
export async function seedManagerArea(
  store: DocumentStore,
  now: Date,
  seeded?: Map<string, SeededCompany>,
): Promise<void> {
  const companies = seeded ?? (await seedDemoCompanies(store, now));
  const rnd = random(20260601);
  // Texts draw from their own sequence: rewording them leaves ratings (and the top-rated list) as they are.
  const words = random(20260602);
  const end = now.getTime();
  const authors: Actor[] = Array.from({ length: AUTHOR_COUNT }, (_, i) =>
    actorFor(`demo-manager-author-${i + 1}`, DEMO_MANAGER_AUTHOR_SECRET),
  );
  const oldest = Math.min(...[...companies.values()].map((c) => c.createdAt.getTime()));
  const departments = new Map<string, string>();
  for (const name of DEMO_DEPARTMENTS) {
    departments.set(name, (await findOrCreateDepartment(store, name, new Date(oldest))).department.id);
  }
  const branches: { company: SeededCompany; name: string; branchId: string; createdAt: Date }[] = [];
  for (const demo of DEMO_BRANCHES) {
    const company = companies.get(demo.company);
    if (!company) throw new Error(`No demo company ${demo.company}`);
    // A branch is listed within a few weeks of its company.
    const createdAt = between(rnd, company.createdAt.getTime(), company.createdAt.getTime() + 40 * DAY_MS);
    const { branch } = await resolveBranch(
      store,
      company.id,
      { city: demo.city, location: demo.location },
      { lat: demo.lat, lng: demo.lng },
      createdAt,
    );
    branches.push({ company, name: demo.company, branchId: branch.id, createdAt });
  }

  const reviewed = new Map<string, { company: SeededCompany; name: string; authors: Map<Actor, number> }>();
  for (const demo of DEMO_MANAGERS) {
    const where = branches[demo.branch];
    if (!where) continue;
    const createdAt = between(rnd, where.createdAt.getTime() + DAY_MS, end - 45 * DAY_MS);
    const { manager } = await addManager(
      store,
      {
        name: demo.name,
        position: demo.position,
        companyId: where.company.id,
        branchId: where.branchId,
        departmentId: departments.get(demo.department) ?? null,
      },
      createdAt,
    );
    const ledger = newLedger();
    const slots = {
      first: givenName(demo.name),
      company: where.name,
      ...where.company.industry.words,
      role: where.company.industry.roles,
    };
    // 1 to 5 reviews, each by a different author, after the profile was added.
    const reviewers = shuffle(rnd, [...authors]).slice(0, 1 + Math.floor(rnd() * 5));
    for (const author of reviewers) {
      const rating = around(rnd, demo.bias) as Rating;
      const aspect = () => (rnd() < 0.15 ? 0 : around(rnd, demo.bias));
      const scores = {
        leadership: aspect(),
        communication: aspect(),
        teamwork: aspect(),
        empathy: aspect(),
        fairness: aspect(),
      };
      const at = between(rnd, createdAt.getTime() + DAY_MS, end - DAY_MS);
      const review = await submitManagerReview(
        store,
        author,
        manager.id,
        {
          rating,
          reviewText: managerReviewText(words, rating, slots, ledger),
          reviewLeadership: aspectComment(words, 'reviewLeadership', scores.leadership, slots, ledger),
          reviewCommunicationText: aspectComment(
            words,
            'reviewCommunicationText',
            scores.communication,
            slots,
            ledger,
          ),
          reviewSupport: aspectComment(words, 'reviewSupport', scores.empathy, slots, ledger),
          anonymous: true,
          ...scores,
        },
        at,
      );
      const entry = reviewed.get(where.company.id) ?? {
        company: where.company,
        name: where.name,
        authors: new Map(),
      };
      entry.authors.set(author, Math.min(entry.authors.get(author) ?? at.getTime(), at.getTime()));
      reviewed.set(where.company.id, entry);
      for (const voter of authors) {
        if (voter === author || rnd() > 0.25) continue;
        const pressed = rnd() < rating / 6 ? 'like' : 'dislike';
        await castVoteOn(
          store,
          MANAGER_REVIEW_KIND,
          voter,
          { reviewId: review.id },
          pressed,
          between(rnd, at.getTime(), end),
        );
      }
    }
  }

  // Company reviews from up to two of each company's manager reviewers, after their first manager review there.
  for (const [companyId, { company, name, authors: eligible }] of reviewed) {
    const ledger = newLedger();
    for (const [author, since] of [...eligible].slice(0, 2)) {
      if (!(await isEligible(store, author, companyId))) continue;
      const rating = clamp(Math.round(2 + rnd() * 3), 1, 5) as Rating;
      const ratings = Object.fromEntries(
        COMPANY_CATEGORIES.map((k) => [k, subScore(rnd, rating, 0.08)]),
      ) as Scores<(typeof COMPANY_CATEGORIES)[number]>;
      await submitCompanyReview(
        store,
        author,
        companyId,
        {
          rating,
          isAnonymous: true,
          ratings,
          reviews: companyReviewAnswers(
            words,
            rating,
            ratings,
            { company: name, ...company.industry.words },
            ledger,
          ),
        },
        between(rnd, since + DAY_MS, end - DAY_MS),
      );
    }
  }
}
