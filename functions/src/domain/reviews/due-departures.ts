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
import { DUE_BATCH, type DueKind, walkDue } from '../shared/due-walk.ts';
import { INTERVIEWER_REVIEWS } from './review.ts';
import { departInterviewerReview } from './reviews.ts';

const DEPARTING: [collection: string, depart: typeof departInterviewerReview][] = [
  [INTERVIEWER_REVIEWS, departInterviewerReview],
  [MANAGER_REVIEWS, departManagerReview],
  [COMPANY_REVIEWS, departCompanyReview],
];

/**
 * One pass: every deleted review of every kind whose moment has passed at `now`, the longest due first,
 * at most `batch` per kind. Answers how many left.
 */
export function departDueReviews(store: DocumentStore, now: Date, batch = DUE_BATCH): Promise<number> {
  const kinds: DueKind[] = DEPARTING.map(([collection, depart]) => ({
    collection,
    momentField: 'departsAt',
    apply: (id) => depart(store, id, now),
  }));
  return walkDue(store, kinds, now, batch);
}
