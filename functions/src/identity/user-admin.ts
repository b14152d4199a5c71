/** An Auth account as the account endpoints need it. */
export type AccountRecord = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  createdAt: Date;
};

/** One page of every account, and where the next starts (null after the last). */
export type AccountPage = { users: AccountRecord[]; nextPageToken: string | null };

/** Manages Auth accounts with admin rights. Adapter: firebase-admin (emulator locally). */
export interface UserAdmin {
  /**
   * Creates an account with an unverified email and a random password nobody knows, so nobody signs
   * in before the mailbox is proven (verifyWithPassword sets the real one); `taken` when the address
   * already has one.
   */
  create(input: {
    email: string;
    displayName: string;
  }): Promise<{ status: 'created'; uid: string } | { status: 'taken' }>;
  findByEmail(email: string): Promise<AccountRecord | null>;
  get(uid: string): Promise<AccountRecord | null>;
  /** false when the account no longer exists; likewise below. */
  markEmailVerified(uid: string): Promise<boolean>;
  setPassword(uid: string, password: string): Promise<boolean>;
  /**
   * The mailbox was proven: sets the password and the display name and marks the address verified in
   * one update, so none takes effect without the others. Like any new password, ends the account's
   * sessions.
   */
  verifyWithPassword(uid: string, password: string, displayName: string): Promise<boolean>;
  setDisplayName(uid: string, displayName: string): Promise<boolean>;
  /** Invalidates every refresh token, so other sessions end within the hour of their ID token. */
  revokeSessions(uid: string): Promise<void>;
  /**
   * Account deletion (issue 20): refuses sign-in from now on and ends every session at once;
   * succeeds when the account is already gone.
   */
  signOutAndDisable(uid: string): Promise<void>;
  /** Deletes the account; succeeds when it is already gone. */
  delete(uid: string): Promise<void>;
  /**
   * Grants or withdraws the moderator role (issue 9): the custom claim
   * `moderator: true`, other claims kept. Takes effect on the account's next
   * ID token (a refresh). false when the account does not exist.
   */
  setModerator(uid: string, moderator: boolean): Promise<boolean>;
  /** Whether the account itself holds the moderator claim (false when it does not exist). */
  isModerator(uid: string): Promise<boolean>;
  /** Every account, a page at a time (at most 1,000 a page): for maintenance commands, never requests. */
  listUsers(pageToken?: string, pageSize?: number): Promise<AccountPage>;
}
