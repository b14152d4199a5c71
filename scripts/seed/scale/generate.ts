// The whole scale data set, made in memory by the domain's own functions
// (see memory-store.ts): organisations first, then the reviews of
// interviewers and of managers with what readers do with them.
import { AuthorPool } from './authors.ts';
import { MemoryStore } from './memory-store.ts';
import { idMaker, randomFrom } from './random.ts';
import { seedInterviewerReviews } from './seed-interviewer-reviews.ts';
import { seedManagerReviews } from './seed-manager-reviews.ts';
import { seedOrganisations } from './seed-organisations.ts';
import type { Size } from './sizes.ts';

/** Fixed seeds: the same size and clock always give the same data set. */
const DATA_SEED = 20_261_122;
const ID_SEED = 7_919;

/** Synthetic people per review written: most write one or two, some many. */
const AUTHORS_PER_REVIEW = 0.45;

export async function generateScaleData(size: Size, now: Date): Promise<MemoryStore> {
  const store = new MemoryStore({ newId: idMaker(randomFrom(ID_SEED)), clock: () => now });
  const rnd = randomFrom(DATA_SEED);
  const pool = new AuthorPool(
    Math.max(
      size.maxReviewsPerProfile * 2,
      (size.interviewerReviews + size.managerReviews) * AUTHORS_PER_REVIEW,
    ),
  );
  const { companies, managers, interviewers } = await seedOrganisations(store, rnd, size, now);
  await seedInterviewerReviews(store, rnd, pool, interviewers, size, now);
  await seedManagerReviews(store, rnd, pool, companies, managers, size, now);
  return store;
}
