// The job's half of a deleted review's departure (review-departure.ts): reviews whose authors deleted them
// while published leave the site once their moment has come, each in its own transaction that checks it
// is still due, with their votes and their share of every figure. Runs with the publication job
// (platform/scheduled-publication-worker.ts), so a run cut short, repeated or run twice at once erases
// each review once.
import type { DocumentStore } from '../../store/document-store.ts';
import { COMPANY_REVIEWS } from '../company-reviews/company-review.ts';
import { departCompanyReview } from '../company-reviews/company-reviews.ts';
import { MANAGER_REVIEWS } from '../managers/manager-review.ts';
import { departManagerReview } from '../managers/manager-reviews.ts';
import { PUBLISH_BATCH } from '../moderation/scheduled-publication.ts';
import { INTERVIEWER_REVIEWS } from './review.ts';
import { departInterviewerReview } from './reviews.ts';

const KINDS: { collection: string; depart(store: DocumentStore, id: string, now: Date): Promise<boolean> }[] =
  [
    { collection: INTERVIEWER_REVIEWS, depart: departInterviewerReview },
    { collection: MANAGER_REVIEWS, depart: departManagerReview },
    { collection: COMPANY_REVIEWS, depart: departCompanyReview },
  ];

/**
 * One pass: every deleted review of every kind whose moment has passed at `now`, the longest due first,
 * at most `batch` per kind. Answers how many left.
 */
export async function departDueReviews(
  store: DocumentStore,
  now: Date,
  batch = PUBLISH_BATCH,
): Promise<number> {
  let departed = 0;
  for (const kind of KINDS) {
    const due = await store.query({
      collection: kind.collection,
      where: [{ field: 'departsAt', op: '<=', value: now }],
      orderBy: [{ field: 'departsAt', direction: 'asc' }],
      limit: batch,
    });
    for (const review of due) {
      if (await kind.depart(store, review.id, now)) departed += 1;
    }
  }
  return departed;
}
