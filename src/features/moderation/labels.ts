import type {
  ClaimLogAction,
  ModerationAction,
  QueueItem,
  ReviewKind,
  ReviewState,
} from '@/features/moderation/types';

export const KIND_LABELS: Record<ReviewKind, string> = {
  interviewer: 'Interviewer review',
  manager: 'Manager review',
  company: 'Company review',
  // To a manager or a company review (issue 17): the item's subject says who answered.
  response: 'Public response',
};

export const STATE_LABELS: Record<ReviewState, string> = {
  published: 'Shown, reported',
  held: 'Held for review',
  hidden: 'Hidden after reports',
  removed: 'Removed',
};

/** States as the audit log names them (a change, not a queue status). */
export const LOG_STATE_LABELS: Record<ReviewState, string> = {
  published: 'Published',
  held: 'Held',
  hidden: 'Hidden',
  removed: 'Removed',
};

export const HOLD_LABELS: Record<QueueItem['heldFor'][number], string> = {
  profanity: 'Flagged by the profanity word list',
  burst: 'Part of a burst of negative reviews from new accounts',
  rewritten: 'Written again after its writer deleted one that was removed, hidden by reports or held',
  scheduled: 'New: also waits for its random publication time, within a day of writing',
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  remove: 'Remove',
  restore: 'Restore',
};

export const ACTION_DONE: Record<ModerationAction, string> = {
  approve: 'Review approved: it is shown again.',
  remove: 'Review removed.',
  restore: 'Review restored: it is shown again.',
};

/**
 * An approve or restore the server answers with the review still held: a new review waits for its random
 * publication time, and one its author has taken down never appears. The toast is the same for both, so
 * that a run of decisions never tells a moderator which items left with one author.
 */
export const APPROVED_UNTIL_PUBLICATION =
  'Decision recorded: the review leaves the queue. A new review appears at its random publication time, ' +
  'within a day of writing, unless its author has taken it down.';

/** Steps of manager-profile claims as the audit log names them (issue 17). */
export const CLAIM_ACTION_LABELS: Record<ClaimLogAction, string> = {
  'domain-verified': 'Domain verified',
  'claim-requested': 'Claim requested',
  'claim-code-sent': 'Claim code sent',
  'claim-verified': 'Claim proven by code',
  'claim-approved': 'Claim approved',
  'claim-rejected': 'Claim rejected',
  'claim-withdrawn': 'Claim withdrawn',
  'claim-revoked': 'Claim revoked',
};

export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
