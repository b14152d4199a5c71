// Manager reviews (with aspect scores and comments), their votes and
// reports, and the company reviews their authors then become eligible to
// write. Through submitManagerReview and submitCompanyReview, so manager
// and company figures and eligibility markers are what real use produces.
import {
  COMPANY_CATEGORIES,
  MANAGER_ASPECTS,
} from '../../../functions/src/domain/companies/review-scores.ts';
import type { Scores } from '../../../functions/src/domain/companies/score-stats.ts';
import { submitCompanyReview } from '../../../functions/src/domain/company-reviews/company-reviews.ts';
import type { ManagerReviewInput } from '../../../functions/src/domain/managers/manager-review.ts';
import { submitManagerReview } from '../../../functions/src/domain/managers/manager-reviews.ts';
import type { DocumentStore } from '../../../functions/src/store/document-store.ts';
import type { AuthorPool } from './authors.ts';
import { ratingAround, recentBetween, reviewCounts, subScore } from './distributions.ts';
import { castVotes, reportSome, screenedAdmission, type WrittenReview } from './feedback.ts';
import { chance, int, type Random } from './random.ts';
import { CRUDE_SHARE } from './seed-interviewer-reviews.ts';
import type { CompanyPlan, ProfilePlan } from './seed-organisations.ts';
import type { Size } from './sizes.ts';
import { type Ledger, newLedger, type Rating, type Slots } from './texts/compose.ts';
import {
  aspectComment,
  companyReviewAnswers,
  crudeManagerReviewText,
  type ManagerHabits,
  managerHabits,
  managerReviewText,
} from './texts/manager-review-texts.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Share of (author, company) pairs with manager reviews whose author also reviews the company. */
const COMPANY_REVIEW_SHARE = 0.07;

function managerReviewInput(
  rnd: Random,
  rating: Rating,
  slots: Slots,
  crude: boolean,
  ledger: Ledger,
  habits: ManagerHabits,
) {
  const scores = Object.fromEntries(MANAGER_ASPECTS.map((a) => [a, subScore(rnd, rating)])) as Scores<
    (typeof MANAGER_ASPECTS)[number]
  >;
  const crudeText = crude ? crudeManagerReviewText(rnd, slots, ledger) : null;
  const input: ManagerReviewInput = {
    rating,
    reviewText: crudeText ?? managerReviewText(rnd, rating, slots, ledger, habits),
    reviewLeadership: aspectComment(rnd, 'reviewLeadership', scores.leadership, slots, ledger),
    reviewCommunicationText: aspectComment(
      rnd,
      'reviewCommunicationText',
      scores.communication,
      slots,
      ledger,
    ),
    reviewSupport: aspectComment(rnd, 'reviewSupport', scores.empathy, slots, ledger),
    anonymous: chance(rnd, 0.85),
    ...scores,
  };
  return { input, crude: crudeText !== null };
}

/** The words review texts use at this company: its people, its name and its industry's words. */
export function companySlots(company: CompanyPlan): Slots {
  return { company: company.name, ...company.industry.words, role: company.industry.roles };
}

/**
 * People review the managers of the place they work at: each company draws
 * its reviewers from its own slice of the author pool, so one author often
 * reviews several managers there (and their eligibility marker counts them).
 */
async function reviewCompanyManagers(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  managers: { profile: ProfilePlan; count: number }[],
  now: number,
  firstReviewAt: Map<number, number>,
): Promise<WrittenReview[]> {
  const total = managers.reduce((n, m) => n + m.count, 0);
  const most = managers.reduce((n, m) => Math.max(n, m.count), 0);
  const staff = Math.min(pool.size, Math.max(most, Math.ceil(total * 0.55), 1));
  const walk = pool.walk(rnd);
  const written: WrittenReview[] = [];
  for (const { profile, count } of managers) {
    const offset = int(rnd, staff);
    const ledger = newLedger();
    const habits = managerHabits(profile.id);
    const slots = { ...companySlots(profile.company), first: profile.firstName };
    for (let j = 0; j < count; j++) {
      const author = walk((offset + j) % staff);
      const rating = ratingAround(rnd, profile.quality);
      const at = recentBetween(rnd, profile.createdAt.getTime() + HOUR_MS, now - HOUR_MS);
      const { input, crude } = managerReviewInput(
        rnd,
        rating,
        slots,
        chance(rnd, CRUDE_SHARE),
        ledger,
        habits,
      );
      const review = await submitManagerReview(
        store,
        pool.actor(author),
        profile.id,
        input,
        at,
        undefined,
        crude ? screenedAdmission([input.reviewText], rating, at) : undefined,
      );
      const published = review.data.moderation === undefined;
      written.push({ id: review.id, subjectId: profile.id, rating, at, author, published });
      firstReviewAt.set(author, Math.min(firstReviewAt.get(author) ?? at.getTime(), at.getTime()));
    }
  }
  return written;
}

/** Some of the company's manager reviewers (eligible now) review the company itself. */
async function reviewCompany(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  company: CompanyPlan,
  firstReviewAt: Map<number, number>,
  now: number,
): Promise<void> {
  const ledger = newLedger();
  const slots = companySlots(company);
  for (const [author, since] of firstReviewAt) {
    if (!chance(rnd, COMPANY_REVIEW_SHARE)) continue;
    const rating = ratingAround(rnd, company.quality);
    const ratings = Object.fromEntries(
      COMPANY_CATEGORIES.map((k) => [k, subScore(rnd, rating, 0.08)]),
    ) as Scores<(typeof COMPANY_CATEGORIES)[number]>;
    await submitCompanyReview(
      store,
      pool.actor(author),
      company.id,
      {
        rating,
        ratings,
        reviews: companyReviewAnswers(rnd, rating, ratings, slots, ledger),
        isAnonymous: chance(rnd, 0.85),
      },
      recentBetween(rnd, since, now),
    );
  }
}

export async function seedManagerReviews(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  companies: CompanyPlan[],
  managers: ProfilePlan[],
  size: Size,
  now: Date,
): Promise<void> {
  const end = now.getTime();
  const counts = reviewCounts(
    rnd,
    managers.map((p) => p.createdAt),
    end,
    size.managerReviews,
    size.maxReviewsPerProfile,
  );
  const byCompany = new Map<string, { profile: ProfilePlan; count: number }[]>();
  for (const [i, profile] of managers.entries()) {
    const list = byCompany.get(profile.company.id) ?? [];
    list.push({ profile, count: counts[i] as number });
    byCompany.set(profile.company.id, list);
  }
  for (const company of companies) {
    const firstReviewAt = new Map<number, number>();
    const written = await reviewCompanyManagers(
      store,
      rnd,
      pool,
      byCompany.get(company.id) ?? [],
      end,
      firstReviewAt,
    );
    await castVotes(store, rnd, pool, 'manager', written, end);
    await reportSome(store, rnd, pool, 'manager', written, end);
    await reviewCompany(store, rnd, pool, company, firstReviewAt, end);
  }
}
