import type { Auth, UserRecord } from 'firebase-admin/auth';
import { firebaseErrorCode, isUserNotFound } from './firebase-errors.ts';
import { IdentityUnavailableError } from './identity.ts';
import { sessionRevocationsOf } from './session-revocations.ts';
import { unknownPassword } from './unknown-password.ts';
import type { AccountRecord, UserAdmin } from './user-admin.ts';

/** firebase-admin's largest page of listUsers. */
const MAX_PAGE = 1000;

function toRecord(user: UserRecord): AccountRecord {
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? null,
    createdAt: new Date(user.metadata.creationTime),
  };
}

/** The UserAdmin port on firebase-admin; honours FIREBASE_AUTH_EMULATOR_HOST. */
export function firebaseUserAdmin(auth: Auth): UserAdmin {
  const revocations = sessionRevocationsOf(auth);
  // Runs an update, answering false instead of throwing when the account is gone. Any other failure
  // is Auth's (unreachable, failing; our validation sends nothing it refuses): IdentityUnavailableError,
  // a 503 to the caller, which callers may tell from a failure of their own.
  const update = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (error) {
      if (isUserNotFound(error)) return false;
      throw error instanceof IdentityUnavailableError ? error : new IdentityUnavailableError(error);
    }
  };
  const lookup = async (run: () => Promise<UserRecord>): Promise<AccountRecord | null> => {
    try {
      return toRecord(await run());
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async create({ email, displayName }) {
      // Nobody knows it until verification replaces it.
      const password = unknownPassword();
      try {
        const user = await auth.createUser({ email, password, displayName, emailVerified: false });
        return { status: 'created', uid: user.uid };
      } catch (error) {
        if (firebaseErrorCode(error) === 'auth/email-already-exists') return { status: 'taken' };
        throw error;
      }
    },
    findByEmail: (email) => lookup(() => auth.getUserByEmail(email)),
    get: (uid) => lookup(() => auth.getUser(uid)),
    markEmailVerified: (uid) => update(() => auth.updateUser(uid, { emailVerified: true })),
    // A new password revokes the account's sessions (Firebase Auth does it): forget what was known.
    setPassword: (uid, password) =>
      update(() => auth.updateUser(uid, { password })).finally(() => revocations.forget(uid)),
    verifyWithPassword: (uid, password, displayName) =>
      update(() => auth.updateUser(uid, { password, displayName, emailVerified: true })).finally(() =>
        revocations.forget(uid),
      ),
    setDisplayName: (uid, displayName) => update(() => auth.updateUser(uid, { displayName })),
    async revokeSessions(uid) {
      await update(() => auth.revokeRefreshTokens(uid)).finally(() => revocations.forget(uid));
    },
    // Sign-in refused and every session ended (a disabled account's tokens fail verification).
    async signOutAndDisable(uid) {
      await update(async () => {
        await auth.updateUser(uid, { disabled: true });
        await auth.revokeRefreshTokens(uid);
      }).finally(() => revocations.forget(uid));
    },
    async delete(uid) {
      await update(() => auth.deleteUser(uid)).finally(() => revocations.forget(uid));
    },
    async isModerator(uid) {
      try {
        return (await auth.getUser(uid)).customClaims?.moderator === true;
      } catch (error) {
        if (isUserNotFound(error)) return false;
        throw error;
      }
    },
    async listUsers(pageToken, pageSize = MAX_PAGE) {
      const page = await auth.listUsers(Math.min(pageSize, MAX_PAGE), pageToken);
      return { users: page.users.map(toRecord), nextPageToken: page.pageToken ?? null };
    },
    setModerator: (uid, moderator) =>
      update(async () => {
        const { moderator: _previous, ...others } = (await auth.getUser(uid)).customClaims ?? {};
        await auth.setCustomUserClaims(uid, moderator ? { ...others, moderator: true } : others);
      }),
  };
}
