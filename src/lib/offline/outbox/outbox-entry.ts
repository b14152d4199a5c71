// What the outbox keeps in IndexedDB: the request, never a token. The entry id doubles as the
// Idempotency-Key, so however often an entry is sent, the server writes it once (DESIGN.md section 6).

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a screen hands to submitOrQueue() or enqueue(). */
export type OutboxRequest = {
  method: OutboxMethod;
  /** The API path as for api(), without /api: '/reviews/rmi'. */
  path: string;
  /** JSON body (must survive structured cloning and JSON.stringify). */
  body?: unknown;
  /** What the user sees in the outbox, e.g. 'Review of Ada Lovelace'. */
  label: string;
  /**
   * 'required' (the default): sent with the author's ID token, fetched at send time, and only while
   * the author is signed in on this device. 'none' for writes open to visitors (sent without a token).
   */
  auth?: 'required' | 'none';
  /** Lets a screen find its own entries again, e.g. 'interviewer-review:<interviewerId>'. */
  tag?: string;
  /**
   * For a new review: where the user edits the review they already wrote of the same subject (the
   * profile's edit form). When the server refuses the entry as a duplicate (409), the outbox offers
   * this instead of a Retry that could never succeed; the entry's text goes along (useQueuedReview).
   */
  editHref?: string;
  /**
   * Where the write can be seen once sent (the subject's profile). Without it (a manager the write itself
   * creates) the server's answer says; a review a moderator holds is shown in My reviews instead.
   */
  viewHref?: string;
};

/** pending: not sent yet (see waitingFor); sent: the server accepted it; failed: the server refused it. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** Why a pending entry has not gone out yet. */
export type OutboxWait = 'network' | 'sign-in' | 'server' | null;

export type OutboxEntry = {
  /** crypto.randomUUID(); sent as the Idempotency-Key. */
  id: string;
  method: OutboxMethod;
  path: string;
  body: unknown;
  label: string;
  auth: 'required' | 'none';
  tag: string | null;
  /** Whose entry it is (null for auth 'none'): only this user's session sends it or sees it. */
  ownerUid: string | null;
  status: OutboxStatus;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  /** Consecutive 5xx/429 answers, for the back-off. */
  attempts: number;
  /** Not before this time (epoch ms; 0 = as soon as possible). */
  nextAttemptAt: number;
  waitingFor: OutboxWait;
  /** The server's message (failed, or why it backs off). */
  message: string | null;
  /** HTTP status of the last answer, if any. */
  httpStatus: number | null;
  /** The server's error code of the last refusal ('conflict', 'validation', ...); absent on older entries. */
  code?: string | null;
  /** See OutboxRequest.editHref; absent on older entries. */
  editHref?: string | null;
  /** See OutboxRequest.viewHref: once sent, where it can be seen (sentDestination); absent on older entries. */
  viewHref?: string | null;
  /** Once sent: a moderator holds it (viewHref is then My reviews). */
  held?: boolean;
  /** Once sent: not public until its random moment (viewHref is then My reviews); absent on older entries. */
  scheduled?: boolean;
};

/** The server refused a new review as a duplicate (409): its author has one already. */
export function isRefusedAsDuplicate(entry: OutboxEntry): boolean {
  return (
    entry.status === 'failed' &&
    entry.httpStatus === 409 &&
    entry.code === 'conflict' &&
    entry.method === 'POST'
  );
}

/** Refused as a duplicate, and the entry knows where that existing review is edited (its profile's form). */
export function isDuplicateRefusal(entry: OutboxEntry): boolean {
  return isRefusedAsDuplicate(entry) && Boolean(entry.editHref);
}

/** What a form says when a write can neither go out nor wait in the outbox. */
export const NOT_KEPT_MESSAGE =
  'There is no connection, and this browser cannot keep it to send later (private browsing or a full disk ' +
  'can stop it). What you wrote is still here: submit it again when you are back online.';

/**
 * A write that got no answer and could not be stored in the outbox (no IndexedDB, storage full):
 * nothing was queued, so the form must keep its words and say why.
 */
export class NotKeptError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(NOT_KEPT_MESSAGE, options);
    this.name = 'NotKeptError';
  }
}
