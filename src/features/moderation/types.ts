// The moderation API's answers, taken from the contract (functions/src/contract/accounts.ts): a change
// of an answer's shape breaks the PWA's type check. Only PWA-side types are declared here.
import type {
  ClaimLogAction,
  ClaimLogEntry,
  ModerationAction,
  ModerationLog,
  ModerationLogEntry,
  ModerationOutcome,
  ModerationQueue,
  QueueItem,
  ReviewKind,
  ReviewState,
} from '@contract/accounts';

export type {
  ClaimLogAction,
  ClaimLogEntry,
  ModerationAction,
  ModerationLog,
  ModerationOutcome,
  ModerationQueue,
  QueueItem,
  ReviewKind,
  ReviewState,
};
/** A review decision, or a step of a manager-profile claim (issue 17). */
export type LogEntry = ModerationLog['entries'][number];
export type ReviewLogEntry = ModerationLogEntry;

/** Which queue the page shows (the ?view= of GET /moderation/queue). */
export type QueueView = 'open' | 'removed';
