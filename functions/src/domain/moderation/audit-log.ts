// The moderation audit log (issue 9): every moderator decision, who made it
// (moderators are staff: their uid and email are recorded), what, when and
// why. It never records who wrote or who reported a review. Since issue 17 it
// also records every step of claiming a manager profile and each company
// domain a moderator verified (ClaimLogEntryData): claimants act in their own
// name there, as the manager they say they are, never as a reviewer.
import type { DocumentStore, Writer } from '../../store/document-store.ts';
import type { ModeratedKindName } from './moderated-kinds.ts';
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
  kind: ModeratedKindName;
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
  kind: ModeratedKindName;
  reviewId: string;
  subjectId: string;
  reason: string;
  fromState: ReviewState;
  toState: ReviewState;
  reportsResolved: number;
};

export const CLAIM_LOG_ACTIONS = [
  'domain-verified',
  'claim-requested',
  'claim-code-sent',
  'claim-verified',
  'claim-approved',
  'claim-rejected',
  'claim-withdrawn',
  'claim-revoked',
] as const;
export type ClaimLogAction = (typeof CLAIM_LOG_ACTIONS)[number];

/** Who took a claim step: a moderator, or the claimant themselves (by their account). */
export type StaffOrClaimant = { role: 'moderator' | 'claimant'; uid: string; email: string | null };

/** A step of a manager-profile claim, or a domain verified for a company (issue 17). */
export type ClaimLogEntryData = {
  subject: 'claim';
  at: Date;
  by: StaffOrClaimant;
  action: ClaimLogAction;
  claimId: string | null;
  managerId: string | null;
  companyId: string;
  /** The mail domain involved (a verified domain, or the domain a code went to); never a full address. */
  domain: string | null;
  reason: string;
};

export type ClaimLogEntryResponse = Omit<ClaimLogEntryData, 'at'> & { _id: string; at: string };

/** Writes one claim step into the log, in the caller's transaction or batch. */
export function logStep(writer: Writer, id: string, entry: Omit<ClaimLogEntryData, 'subject'>): void {
  writer.create(MODERATION_LOG, id, { subject: 'claim', ...entry } satisfies ClaimLogEntryData);
}

function toClaimEntry(id: string, e: ClaimLogEntryData): ClaimLogEntryResponse {
  return {
    _id: id,
    subject: 'claim',
    at: new Date(e.at).toISOString(),
    by: { role: e.by.role, uid: e.by.uid, email: e.by.email },
    action: e.action,
    claimId: e.claimId,
    managerId: e.managerId,
    companyId: e.companyId,
    domain: e.domain,
    reason: e.reason,
  };
}

/** Newest first. */
export async function listModerationLog(
  store: DocumentStore,
  limit = MAX_LISTED_LOG_ENTRIES,
): Promise<(LogEntryResponse | ClaimLogEntryResponse)[]> {
  const entries = await store.query<LogEntryData | ClaimLogEntryData>({
    collection: MODERATION_LOG,
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit,
  });
  return entries.map(({ id, data }) => {
    if ('subject' in data && data.subject === 'claim') return toClaimEntry(id, data);
    const e = data as LogEntryData;
    return {
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
    };
  });
}
