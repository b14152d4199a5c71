import type { Auth } from 'firebase-admin/auth';
import { isUserNotFound } from './firebase-errors.ts';

/**
 * How long a read may rely on an account's revocation state that this instance looked up earlier.
 * Asking Firebase Auth on every request is a network round trip (about 1-2 ms against the local
 * emulator, more in production) and was most of the cost of a signed-in read (issue 8). Writes always
 * ask afresh, and this instance forgets what it knew the moment it revokes sessions itself, so only a
 * revocation made elsewhere can take this long to reach a read.
 */
export const READ_REVOCATION_MAX_AGE_MS = 30_000;
const MAX_ACCOUNTS = 10_000;

/** Tokens issued (signed in) before this are revoked; Infinity when the account is gone or disabled. */
type Known = { validAfterMs: number; disabled: boolean; checkedAt: number };

export type SessionState = 'valid' | 'revoked' | 'disabled';

/** Whether a verified ID token's session was revoked, from the account's `tokensValidAfterTime`. */
export class SessionRevocations {
  private readonly known = new Map<string, Known>();
  /** Bumped by forget(): a look-up that started before must not store what it found. */
  private epoch = 0;

  private readonly auth: Pick<Auth, 'getUser'>;
  private readonly now: () => number;

  constructor(auth: Pick<Auth, 'getUser'>, now: () => number = Date.now) {
    this.auth = auth;
    this.now = now;
  }

  /**
   * True when the account is gone or disabled, or its sessions were revoked after `authTimeSeconds`
   * (the token's auth_time), as Firebase Auth said at most `maxAgeMs` ago (0: ask now). Throws when
   * Firebase Auth cannot be asked.
   */
  async isRevoked(uid: string, authTimeSeconds: number, maxAgeMs: number): Promise<boolean> {
    return (await this.state(uid, authTimeSeconds, maxAgeMs)) !== 'valid';
  }

  /** As isRevoked, telling a disabled account (being deleted, for one) from revoked sessions. */
  async state(uid: string, authTimeSeconds: number, maxAgeMs: number): Promise<SessionState> {
    let known = this.known.get(uid);
    if (!known || this.now() - known.checkedAt > maxAgeMs) {
      const epoch = this.epoch;
      known = await this.lookUp(uid);
      if (epoch === this.epoch) {
        this.known.delete(uid); // re-inserted last: the oldest entries go first
        this.known.set(uid, known);
        if (this.known.size > MAX_ACCOUNTS) this.known.delete(this.known.keys().next().value as string);
      }
    }
    if (known.disabled) return 'disabled';
    return authTimeSeconds * 1000 < known.validAfterMs ? 'revoked' : 'valid';
  }

  /** After this instance revoked the account's sessions, changed its password or deleted it. */
  forget(uid: string): void {
    this.epoch += 1;
    this.known.delete(uid);
  }

  private async lookUp(uid: string): Promise<Known> {
    const checkedAt = this.now();
    try {
      const user = await this.auth.getUser(uid);
      if (user.disabled) return { validAfterMs: Number.POSITIVE_INFINITY, disabled: true, checkedAt };
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      return { validAfterMs: Number.isNaN(validAfter) ? 0 : validAfter, disabled: false, checkedAt };
    } catch (error) {
      if (isUserNotFound(error)) {
        return { validAfterMs: Number.POSITIVE_INFINITY, disabled: false, checkedAt };
      }
      throw error;
    }
  }
}

const byAuth = new WeakMap<object, SessionRevocations>();

/**
 * The one record of revocations for an Auth client, shared by the token verifier (which reads it)
 * and the account admin (which forgets an account whenever it revokes its sessions).
 */
export function sessionRevocationsOf(auth: Auth): SessionRevocations {
  let revocations = byAuth.get(auth);
  if (!revocations) {
    revocations = new SessionRevocations(auth);
    byAuth.set(auth, revocations);
  }
  return revocations;
}
