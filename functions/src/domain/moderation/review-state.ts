// Where a review stands with moderation (issue 9). The state lives on the
// review document itself, in an optional `moderation` field: reviews written
// before moderation existed (and every ordinary review) have none and are
// published. Rule: a review counts in the public aggregates, and is shown to
// anyone but its author, exactly when it is published. Held (screening or
// the burst rule), hidden (reported by REPORTS_TO_HIDE people) and removed
// reviews leave the counts, averages and distributions too, so no figure a
// reader sees is made of text they cannot see.

export const REVIEW_STATES = ['published', 'held', 'hidden', 'removed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Why screening, the burst rule or a carried-over decision (carry-over.ts: written again where a
 * removed, hidden or held one was deleted) held a review for a moderator; or 'scheduled': a new review
 * waits for its random publication time (scheduled-publication.ts), which is no moderator's business.
 */
export type HoldReason = 'profanity' | 'burst' | 'rewritten' | 'scheduled';

export const SCHEDULED = 'scheduled' as const;

/** Distinct reports that hide a review until a moderator decides. */
export const REPORTS_TO_HIDE = 3;

export type ModerationFields = {
  state: ReviewState;
  /** Why it was held (empty when it never was). */
  heldFor: HoldReason[];
  /** Reports no moderator has decided on yet. */
  openReports: number;
  /**
   * Those of them filed by accounts older than a day; only these hide a review (REPORTS_TO_HIDE), or
   * three accounts made a minute ago hid any review. Absent on reviews reported before: all counted.
   */
  establishedReports?: number;
  /**
   * The client networks those established reports came from, each an opaque digest bound to this review
   * (reports.ts, reportNetwork): a second established report from one network does not count again, or
   * one person with three aged accounts behind one address hid any review. Absent on reviews reported before.
   */
  reportNetworks?: string[];
  /**
   * When a moderator last published it (approve, restore). Until the author edits it after that,
   * reports queue it for a moderator but cannot hide it again (reportsCanHide): else a brigade with
   * accounts to spare hid a fair review three reports at a time, after every approval.
   */
  approvedAt?: Date | null;
  /** In the moderators' queue: held, hidden or reported and not decided. */
  queued: boolean;
  /**
   * While held for 'scheduled': when the publication job may publish it (a moment drawn at random
   * after it was written). Absent otherwise. Never leaves the server: the author sees only 'scheduled'.
   */
  publishAt?: Date;
  lastReportedAt: Date | null;
  updatedAt: Date;
};

/** What moderation needs of any review document. */
export type Moderatable = { authorKey: string; moderation?: ModerationFields; departsAt?: Date };

/**
 * Deleted by its author while published, with a publication window: it stays public until `departsAt`
 * (reviews/review-departure.ts) and is gone for its author already. Never answered.
 */
export function isDeparting(review: { departsAt?: Date | undefined }): boolean {
  return review.departsAt !== undefined;
}

/**
 * What the author sees of their own review while it is not published, or while their edit of a
 * published one waits for its moment ('edit scheduled', reviews/pending-edit.ts): answers carry `status`
 * only then, so published reviews answer as before; nobody else sees it.
 */
export type OwnStatus = 'pending review' | 'removed' | 'scheduled' | 'edit scheduled';

/**
 * Before moderators' eyes though not published: in their queue (held or hidden for them) or in their
 * Removed view. Such a review must leave as a published one does, at a moment of its own: taken out at
 * once with the author's other ones, they vanished together and told a moderator they share an author.
 */
export function isSeenByModerators(review: { moderation?: ModerationFields | undefined }): boolean {
  const m = review.moderation;
  return m !== undefined && (m.queued || m.state === 'removed');
}

export function stateOf(review: { moderation?: ModerationFields | undefined }): ReviewState {
  return review.moderation?.state ?? 'published';
}

/** Counted in the aggregates and shown to everyone. */
export function isPublished(review: { moderation?: ModerationFields | undefined }): boolean {
  return stateOf(review) === 'published';
}

/**
 * Published reviews are shown to all; the others only to their author (with their status). One its
 * author deleted that waits for its moment to leave is shown to all but its author.
 */
export function isShownTo(review: Moderatable, viewerKey: string | null): boolean {
  const own = viewerKey !== null && viewerKey === review.authorKey;
  if (isDeparting(review)) return !own && isPublished(review);
  return isPublished(review) || own;
}

/**
 * Whether reports may hide the review: not while it stands as a moderator approved it (its text
 * unchanged since, `updatedAt` being the author's last edit).
 */
export function reportsCanHide(review: {
  moderation?: ModerationFields | undefined;
  updatedAt?: Date;
}): boolean {
  const approvedAt = review.moderation?.approvedAt;
  if (!approvedAt) return true;
  return (
    review.updatedAt !== undefined && new Date(review.updatedAt).getTime() > new Date(approvedAt).getTime()
  );
}

/** `{ status }` for the author's own review when it is not published or its edit waits; `{}` otherwise. */
export function ownStatusField(
  review: { moderation?: ModerationFields | undefined; pendingEdit?: unknown },
  own: boolean,
): { status?: OwnStatus } {
  const state = stateOf(review);
  if (own && state === 'published' && review.pendingEdit !== undefined) return { status: 'edit scheduled' };
  if (!own || state === 'published') return {};
  if (isScheduledOnly(review.moderation)) return { status: 'scheduled' };
  return { status: state === 'removed' ? 'removed' : 'pending review' };
}

/**
 * Held for its publication time and nothing else (no moderator is asked): the publication job
 * publishes it once `publishAt` has passed.
 */
export function isScheduledOnly(moderation: ModerationFields | undefined): boolean {
  return (
    moderation?.state === 'held' &&
    !moderation.queued &&
    moderation.heldFor.length > 0 &&
    moderation.heldFor.every((r) => r === SCHEDULED)
  );
}

/** Whether this review still waits for its publication time at `now` (whatever else holds it). */
export function waitsForPublication(moderation: ModerationFields | undefined, now: Date): boolean {
  const publishAt = moderation?.publishAt;
  return publishAt ? new Date(publishAt).getTime() > now.getTime() : false;
}

/**
 * What a review's first publication changes on it besides `moderation`, when it waited for its
 * publication time (`publishAt` stays on a review until it first appears): its public time, the
 * `createdAt` every public date, order, page and figure reads, becomes the moment it appeared, and the
 * writing time stays as `writtenAt` for its author and moderators. Dated the day it was written, a
 * review that appeared at 01:30 said it was written after 23:30 the day before. Nothing otherwise.
 */
export function firstPublicationFields(
  review: { createdAt?: Date; writtenAt?: Date; moderation?: ModerationFields | undefined },
  now: Date,
): { createdAt: Date; writtenAt: Date } | Record<string, never> {
  if (!review.moderation?.publishAt || !review.createdAt) return {};
  return { createdAt: now, writtenAt: review.writtenAt ?? review.createdAt };
}

/** The moderation fields without `publishAt` (a review no longer waiting for its publication time). */
export function withoutPublishAt(moderation: ModerationFields): ModerationFields {
  const { publishAt: _dropped, ...rest } = moderation;
  return rest;
}

/** The fields of a review nobody has flagged: none (absent means published). */
export function freshModeration(
  state: ReviewState,
  now: Date,
  changes: Partial<ModerationFields> = {},
): ModerationFields {
  return {
    state,
    heldFor: [],
    openReports: 0,
    establishedReports: 0,
    queued: false,
    lastReportedAt: null,
    updatedAt: now,
    ...changes,
  };
}

/** The moderation fields after screening flagged a new or edited review (`holdFor` non-empty holds it). */
export function afterScreening(
  current: ModerationFields | undefined,
  holdFor: readonly HoldReason[],
  now: Date,
): ModerationFields | undefined {
  if (holdFor.length === 0) return current;
  const base = current ?? freshModeration('published', now);
  const heldFor = [...new Set([...base.heldFor, ...holdFor])];
  // A hidden or removed review stays so; a published one is held.
  const state = base.state === 'published' ? 'held' : base.state;
  // Waiting for its publication time alone is no reason to ask a moderator.
  const forModerator = heldFor.some((r) => r !== SCHEDULED) || base.queued;
  return { ...base, state, heldFor, queued: state !== 'removed' && forModerator, updatedAt: now };
}

/**
 * What a write changes in the aggregates: remove the old contribution if it
 * was counted, add the new one if it will be. `T` is whatever the kind
 * counts (a rating, or a rating with sub-scores).
 */
export function countedChange<T>(
  before: { counted: boolean; value: T } | null,
  after: { counted: boolean; value: T } | null,
): { remove?: T; add?: T } {
  return {
    ...(before?.counted ? { remove: before.value } : {}),
    ...(after?.counted ? { add: after.value } : {}),
  };
}
