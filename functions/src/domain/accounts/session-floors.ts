import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';

// Revocation without a round trip to Firebase Auth (issue 19). Every path of ours that ends an
// account's sessions (password change or reset, deletion, the admin command for revocations made in
// the Firebase console) also writes the account's "sessions valid after" time here, and a signed-in
// write reads it in its own transaction. Firebase ID tokens live one hour, so a floor matters for an
// hour after it is set: it carries a TTL and the collection never grows.

/** One document per account whose sessions were ended lately, id = uid (as users/{uid}). */
export const SESSION_FLOORS = 'sessionFloors';

/** Longer than any ID token issued before the floor can live (Firebase: one hour). */
export const SESSION_FLOOR_TTL_MS = 2 * 60 * 60 * 1000;

/** Why sessions end: revoked (sign in again), or the account may no longer be used at all. */
export type SessionEnd = 'revoked' | 'disabled' | 'deleting';

export type SessionFloorData = {
  /** Tokens signed in before this instant are refused (whole seconds, as Firebase Auth keeps it). */
  validAfter: Date;
  /** 'revoked' refuses tokens older than validAfter; 'disabled' and 'deleting' refuse every token. */
  end: SessionEnd;
  expiresAt: Date;
};

/**
 * Firebase Auth compares a token's auth_time (whole seconds) with tokensValidAfterTime (whole seconds,
 * rounded down): a sign-in in the same second as the revocation is valid. Same rule here, so the
 * session that changed the password can sign in again at once.
 */
function wholeSecond(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

const SEVERITY: Record<SessionEnd, number> = { revoked: 0, disabled: 1, deleting: 2 };

/**
 * Records that the account's sessions ended at `atMs` (real time: it is compared with token times
 * Firebase Auth set). Never lowers a later floor nor softens a stronger end, except that
 * `replaceEnd` (Firebase Auth's own state, read by the admin command) lifts 'disabled' from an
 * account enabled again; 'deleting' is never lifted.
 */
export async function raiseSessionFloor(
  store: DocumentStore,
  uid: string,
  end: SessionEnd,
  atMs: number,
  { replaceEnd = false }: { replaceEnd?: boolean } = {},
): Promise<void> {
  const validAfter = wholeSecond(atMs);
  await store.runTransaction(async (tx) => {
    const current = await tx.get<SessionFloorData>(SESSION_FLOORS, uid);
    const kept = current?.data;
    const data: SessionFloorData = {
      validAfter:
        kept && new Date(kept.validAfter).getTime() > validAfter.getTime()
          ? new Date(kept.validAfter)
          : validAfter,
      end:
        kept && SEVERITY[kept.end] > SEVERITY[end] && !(replaceEnd && kept.end === 'disabled')
          ? kept.end
          : end,
      expiresAt: new Date(atMs + SESSION_FLOOR_TTL_MS),
    };
    tx.set(SESSION_FLOORS, uid, data);
  });
}

/** How a floor judges a token signed in at `authTimeSeconds`: null when the session may write. */
export function sessionRefusal(
  floor: Doc<SessionFloorData> | null,
  authTimeSeconds: number,
  nowMs: number,
): SessionEnd | null {
  if (!floor) return null;
  const { validAfter, end, expiresAt } = floor.data;
  // Past its TTL (not yet swept): every token it could refuse has expired anyway.
  if (new Date(expiresAt).getTime() <= nowMs) return null;
  if (end !== 'revoked') return end;
  return authTimeSeconds * 1000 < new Date(validAfter).getTime() ? 'revoked' : null;
}

/** Reads the caller's floor with whatever reads for the write: its transaction, or the store. */
export async function readSessionFloor(
  reader: Pick<Transaction, 'get'>,
  uid: string,
): Promise<Doc<SessionFloorData> | null> {
  return reader.get<SessionFloorData>(SESSION_FLOORS, uid);
}

/** An account's sessions as Firebase Auth keeps them (tokensValidAfterTime, disabled). */
export type AuthSessionState = { uid: string; validAfterMs: number; disabled: boolean };

/**
 * Copies revocations made outside our code (the Firebase console, another admin tool) into the
 * floors: every account disabled, or revoked since `sinceMs` (older revocations refuse only tokens
 * that have expired). Returns how many floors it wrote.
 */
export async function propagateSessionEnds(
  store: DocumentStore,
  accounts: AsyncIterable<AuthSessionState>,
  sinceMs: number,
  nowMs: number,
): Promise<number> {
  let written = 0;
  for await (const account of accounts) {
    if (account.disabled) {
      await raiseSessionFloor(store, account.uid, 'disabled', nowMs);
    } else if (account.validAfterMs >= sinceMs) {
      await raiseSessionFloor(store, account.uid, 'revoked', account.validAfterMs, { replaceEnd: true });
    } else continue;
    written += 1;
  }
  return written;
}
