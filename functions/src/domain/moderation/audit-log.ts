// The moderation audit log (issue 9): every moderator decision, who made it
// (moderators are staff: their uid and email are recorded), what, when and
// why. It never records who wrote or who reported a review.
import type { DocumentStore } from '../../store/document-store.ts';
import type { ReviewKindName } from './admission.ts';
import type { ReviewState } from './review-state.ts';

export const MODERATION_LOG = 'moderationLog';
export const MODERATION_ACTIONS = ['approve', 'remove', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MAX_LISTED_LOG_ENTRIES = 200;

/** The staff member acting, from their verified ID token. */
export type Moderator = { uid: string; email: string | null };

export type LogEntryData = {
  at: Date;
  moderator: Moderator;
  action: ModerationAction;
  kind: ReviewKindName;
  reviewId: string;
  subjectId: string;
  reason: string;
  fromState: ReviewState;
  toState: ReviewState;
  /** Open reports the decision closed. */
  reportsResolved: number;
};

export type LogEntryResponse = {
  _id: string;
  at: string;
  moderator: { uid: string; email: string | null };
  action: ModerationAction;
  kind: ReviewKindName;
  reviewId: string;
  subjectId: string;
  reason: string;
  fromState: ReviewState;
  toState: ReviewState;
  reportsResolved: number;
};

/** Newest first. */
export async function listModerationLog(
  store: DocumentStore,
  limit = MAX_LISTED_LOG_ENTRIES,
): Promise<LogEntryResponse[]> {
  const entries = await store.query<LogEntryData>({
    collection: MODERATION_LOG,
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit,
  });
  return entries.map(({ id, data: e }) => ({
    _id: id,
    at: new Date(e.at).toISOString(),
    moderator: { uid: e.moderator.uid, email: e.moderator.email },
    action: e.action,
    kind: e.kind,
    reviewId: e.reviewId,
    subjectId: e.subjectId,
    reason: e.reason,
    fromState: e.fromState,
    toState: e.toState,
    reportsResolved: e.reportsResolved,
  }));
}
