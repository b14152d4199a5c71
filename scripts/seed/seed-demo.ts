import { findOrCreateCompany } from '../../functions/src/domain/companies/companies.ts';
import { addInterviewer, resolveCompany } from '../../functions/src/domain/interviewers/interviewers.ts';
import type { Rating } from '../../functions/src/domain/interviewers/rating-aggregates.ts';
import type { InterviewStatus } from '../../functions/src/domain/reviews/review.ts';
import { createReview } from '../../functions/src/domain/reviews/reviews.ts';
import { castVote } from '../../functions/src/domain/reviews/votes.ts';
import { type Actor, actorFor } from '../../functions/src/domain/shared/actor.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import { DEMO_COMPANIES, DEMO_INTERVIEWERS, DEMO_REVIEW_TEXTS, DEMO_TECH_COMPANIES } from './demo-data.ts';
import { pick, randomFrom as random } from './scale/random.ts';
import { seedManagerArea } from './seed-managers.ts';

const SEED_MARKER = { collection: 'meta', id: 'demo-seed' } as const;

/**
 * The synthetic reviewers' keys come from their own secret, never the
 * server's: no real account can ever be (or be mistaken for) a demo author.
 */
const DEMO_AUTHOR_SECRET = 'demo-seed-authors';
const DEMO_AUTHOR_COUNT = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const STATUSES: InterviewStatus[] = ['cleared', 'not cleared', 'waiting', 'no interview'];

/** Most interviewers are decent, a few are not: a skewed but plausible rating. */
function demoRating(rnd: () => number, bias: number): Rating {
  const r = Math.round(bias + (rnd() - 0.5) * 2.4);
  return Math.min(5, Math.max(1, r)) as Rating;
}

/**
 * Interviewers at the demo tech companies, reviewed by a few synthetic
 * authors through the same domain functions the API uses (so aggregates,
 * search tokens and vote counts are what real use produces), with a few votes.
 */
async function seedInterviewerArea(store: DocumentStore, now: Date): Promise<void> {
  const rnd = random(20260301);
  const authors: Actor[] = Array.from({ length: DEMO_AUTHOR_COUNT }, (_, i) =>
    actorFor(`demo-author-${i + 1}`, DEMO_AUTHOR_SECRET),
  );
  for (const [i, demo] of DEMO_INTERVIEWERS.entries()) {
    const company = await resolveCompany(store, { name: demo.company }, now);
    const createdAt = new Date(now.getTime() - (200 - i) * DAY_MS);
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
    // 0 to 6 reviews, each by a different author, in the past 150 days.
    const reviewCount = Math.floor(rnd() * 7);
    const bias = 2.2 + rnd() * 2.8;
    const reviewers = shuffled(rnd, authors).slice(0, reviewCount);
    const written = [];
    for (const author of reviewers) {
      const rating = demoRating(rnd, bias);
      const at = new Date(now.getTime() - Math.floor(rnd() * 150 * DAY_MS) - DAY_MS);
      written.push(
        await createReview(
          store,
          author,
          interviewer.id,
          {
            rating,
            reviewText: pick(rnd, DEMO_REVIEW_TEXTS[rating]),
            interviewStatus: pick(rnd, STATUSES),
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
        await castVote(store, voter, { interviewerId: interviewer.id, reviewId: review.id }, pressed, now);
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
  for (const name of [...DEMO_COMPANIES, ...DEMO_TECH_COMPANIES]) await findOrCreateCompany(store, name, now);
  await seedInterviewerArea(store, now);
  await seedManagerArea(store, now);
  await store.batch().set(SEED_MARKER.collection, SEED_MARKER.id, { seededAt: now }).commit();
  return true;
}
