import { addInterviewer, resolveCompany } from '../../functions/src/domain/interviewers/interviewers.ts';
import type { Rating } from '../../functions/src/domain/interviewers/rating-aggregates.ts';
import { createReview } from '../../functions/src/domain/reviews/reviews.ts';
import { castVote } from '../../functions/src/domain/reviews/votes.ts';
import { type Actor, actorFor } from '../../functions/src/domain/shared/actor.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import { between, type SeededCompany, seedDemoCompanies } from './demo-companies.ts';
import { DEMO_INTERVIEWERS } from './demo-data.ts';
import { DAY_MS } from './scale/distributions.ts';
import { randomFrom as random, shuffle, weightedIndex } from './scale/random.ts';
import { STATUS_WEIGHTS, STATUSES } from './scale/seed-interviewer-reviews.ts';
import { newLedger } from './scale/texts/compose.ts';
import { interviewerReviewText } from './scale/texts/interviewer-review-texts.ts';
import { givenName } from './scale/vocabulary/people.ts';
import { seedManagerArea } from './seed-managers.ts';

const SEED_MARKER = { collection: 'meta', id: 'demo-seed' } as const;

/**
 * The synthetic reviewers' keys come from their own secret, never the
 * server's: no real account can ever be (or be mistaken for) a demo author.
 */
const DEMO_AUTHOR_SECRET = 'demo-seed-authors';
const DEMO_AUTHOR_COUNT = 8;

/** Most interviewers are decent, a few are not: a skewed but plausible rating. */
function demoRating(rnd: () => number, bias: number): Rating {
  const r = Math.round(bias + (rnd() - 0.5) * 2.4);
  return Math.min(5, Math.max(1, r)) as Rating;
}

/**
 * Interviewers at the demo tech companies, reviewed by a few synthetic
 * authors through the same domain functions the API uses (so aggregates,
 * search tokens and vote counts are what real use produces), with a few
 * votes. Texts fit the rating, the outcome and the industry, and no
 * sentence repeats on a profile.
 */
async function seedInterviewerArea(
  store: DocumentStore,
  companies: Map<string, SeededCompany>,
  now: Date,
): Promise<void> {
  const rnd = random(20260301);
  // Texts draw from their own sequence: rewording them leaves ratings as they are.
  const words = random(20260302);
  const end = now.getTime();
  const authors: Actor[] = Array.from({ length: DEMO_AUTHOR_COUNT }, (_, i) =>
    actorFor(`demo-author-${i + 1}`, DEMO_AUTHOR_SECRET),
  );
  for (const demo of DEMO_INTERVIEWERS) {
    const seeded = companies.get(demo.company);
    if (!seeded) throw new Error(`No demo company ${demo.company}`);
    const company = await resolveCompany(store, { id: seeded.id }, now);
    // Added some time after the company joined, and at least two months ago.
    const createdAt = between(rnd, seeded.createdAt.getTime() + 7 * DAY_MS, end - 60 * DAY_MS);
    const { interviewer } = await addInterviewer(
      store,
      company,
      {
        name: demo.name,
        position: demo.position,
        linkedin: demo.linkedin ?? null,
        email: null,
        tags: demo.tags,
      },
      createdAt,
    );
    // 0 to 6 reviews, each by a different author, after the profile was added.
    const reviewCount = Math.floor(rnd() * 7);
    const bias = 2.2 + rnd() * 2.8;
    const reviewers = shuffle(rnd, [...authors]).slice(0, reviewCount);
    const ledger = newLedger();
    const slots = {
      first: givenName(demo.name),
      company: demo.company,
      stage: seeded.industry.stages,
      topic: demo.tags.length > 0 ? demo.tags : seeded.industry.topics,
    };
    const written = [];
    for (const author of reviewers) {
      const rating = demoRating(rnd, bias);
      const status = STATUSES[weightedIndex(rnd, STATUS_WEIGHTS[rating])] ?? null;
      const at = between(rnd, createdAt.getTime() + DAY_MS, end - DAY_MS);
      written.push(
        await createReview(
          store,
          author,
          interviewer.id,
          {
            rating,
            reviewText: interviewerReviewText(words, rating, status, slots, ledger),
            interviewStatus: status,
            anonymous: true,
          },
          at,
        ),
      );
    }
    for (const review of written) {
      for (const voter of authors) {
        if (voter.authorKey === review.data.authorKey || rnd() > 0.3) continue;
        const pressed = rnd() < review.data.rating / 6 ? 'like' : 'dislike';
        const at = between(rnd, review.data.createdAt.getTime(), end);
        await castVote(store, voter, { interviewerId: interviewer.id, reviewId: review.id }, pressed, at);
      }
    }
  }
}

/**
 * Seeds demo data once per data folder, through the same domain code the API
 * uses, so aggregates and search tokens are exactly what real use produces.
 */
export async function seedDemoDataOnce(store: DocumentStore, now: Date): Promise<boolean> {
  if (await store.get(SEED_MARKER.collection, SEED_MARKER.id)) return false;
  const companies = await seedDemoCompanies(store, now);
  await seedInterviewerArea(store, companies, now);
  await seedManagerArea(store, now, companies);
  await store.batch().set(SEED_MARKER.collection, SEED_MARKER.id, { seededAt: now }).commit();
  return true;
}
