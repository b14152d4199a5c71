// Where a review sent from the outbox can be seen: the subject's profile once it is published, My reviews
// while a moderator holds it or it waits for its random moment to appear (README "A review's appearance
// does not point at its author"); there it is listed with its state and why. Pure: read from the
// server's answer when there was one, else from the entry's own viewHref.
import { managerHref } from '@/lib/manager-area-links';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

export const MY_REVIEWS_PATH = '/my-reviews';

/** `held`: a moderator holds it; `scheduled`: not public until its moment. Either way viewHref is My reviews. */
export type SentDestination = { viewHref: string; held: boolean; scheduled: boolean };

type AnswerShape = {
  status?: unknown;
  review?: { status?: unknown };
  manager?: { _id?: unknown; name?: unknown };
  interviewer?: { _id?: unknown };
};

const asObject = (value: unknown): AnswerShape =>
  value !== null && typeof value === 'object' ? (value as AnswerShape) : {};

/**
 * `answer` is the server's answer to the entry, undefined when there was none (an earlier attempt wrote
 * it and its answer was lost): then the entry's viewHref, and My reviews, which lists every review of its
 * author, when it has none.
 */
export function sentDestination(entry: Pick<OutboxEntry, 'viewHref'>, answer: unknown): SentDestination {
  const data = asObject(answer);
  // A review answer (its own `status` is set only while unpublished), or /rate-manager's {manager, review}
  // and /rate-interviewer's {interviewer, review}.
  const status = data.review !== undefined ? asObject(data.review).status : data.status;
  if (status === 'pending review' || status === 'removed') {
    return { viewHref: MY_REVIEWS_PATH, held: true, scheduled: false };
  }
  if (status === 'scheduled') return { viewHref: MY_REVIEWS_PATH, held: false, scheduled: true };
  if (entry.viewHref) return { viewHref: entry.viewHref, held: false, scheduled: false };
  const manager = asObject(data.manager) as NonNullable<AnswerShape['manager']>;
  if (typeof manager._id === 'string' && typeof manager.name === 'string') {
    return { viewHref: managerHref({ _id: manager._id, name: manager.name }), held: false, scheduled: false };
  }
  const interviewer = asObject(data.interviewer) as NonNullable<AnswerShape['interviewer']>;
  if (typeof interviewer._id === 'string') {
    return {
      viewHref: `/interviewers/${encodeURIComponent(interviewer._id)}`,
      held: false,
      scheduled: false,
    };
  }
  return { viewHref: MY_REVIEWS_PATH, held: false, scheduled: false };
}
