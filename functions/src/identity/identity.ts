/** The signed-in caller, as proved by a Firebase ID token. */
export type AuthUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Custom claims, e.g. { moderator: true }. */
  claims: Record<string, unknown>;
  /** When this session signed in (the token's auth_time, in seconds): what a revocation is compared with. */
  authTime: number;
};

/** Verifies bearer tokens. Adapters: Firebase Auth (emulator locally). */
export interface IdentityVerifier {
  /**
   * Resolves the caller, or null when the token is malformed, forged, expired or revoked; rejects with
   * AccountDisabledError when the account is disabled, IdentityUnavailableError when that cannot be
   * found out now.
   * `revocationMaxAgeMs`: how old the knowledge of a revocation may be (0, the default: ask now).
   * `checkRevoked: false`: only the token itself is checked (no call to Firebase Auth); the caller
   * checks revocation another way (a write reads the session floor in its transaction, issue 19).
   */
  verify(
    idToken: string,
    options?: { revocationMaxAgeMs?: number; checkRevoked?: boolean },
  ): Promise<AuthUser | null>;
}

/** The token is genuine and current, but its account is disabled (being deleted, for one). */
export class AccountDisabledError extends Error {
  readonly uid: string;
  constructor(uid: string) {
    super('The account is disabled.');
    this.name = 'AccountDisabledError';
    this.uid = uid;
  }
}

/** Firebase Auth could not be asked (unreachable, timed out, or failing): not the caller's fault. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Firebase Auth could not be reached.', { cause });
    this.name = 'IdentityUnavailableError';
  }
}
