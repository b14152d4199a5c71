import { raiseSessionFloor } from '../domain/accounts/session-floors.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { passRequestGuard } from '../store/exactly-once-store.ts';
import type { UserAdmin } from './user-admin.ts';

/**
 * The one UserAdmin the API uses (issue 19): every call that ends an account's sessions also raises
 * its session floor in the store, after Firebase Auth did it (so the floor is never earlier than
 * Auth's own); and an Auth change made for a request first passes the request's session check, as
 * store writes do in their transaction (a revoked session must not change a password either).
 */
export function withSessionFloors(
  users: UserAdmin,
  store: DocumentStore,
  now: () => number = Date.now,
): UserAdmin {
  const checked =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await passRequestGuard(store);
      return change(...args);
    };
  return {
    ...users,
    markEmailVerified: checked(users.markEmailVerified),
    setDisplayName: checked(users.setDisplayName),
    setModerator: checked(users.setModerator),
    setPassword: checked(async (uid: string, password: string) => {
      const done = await users.setPassword(uid, password);
      // Firebase Auth ends the account's sessions on a new password.
      if (done) await raiseSessionFloor(store, uid, 'revoked', now());
      return done;
    }),
    verifyWithPassword: checked(async (uid: string, password: string, displayName: string) => {
      const done = await users.verifyWithPassword(uid, password, displayName);
      // A new password, as above: whoever signed in with the one before (its registrant's) is out.
      if (done) await raiseSessionFloor(store, uid, 'revoked', now());
      return done;
    }),
    revokeSessions: checked(async (uid: string) => {
      await users.revokeSessions(uid);
      await raiseSessionFloor(store, uid, 'revoked', now());
    }),
    signOutAndDisable: checked(async (uid: string) => {
      await users.signOutAndDisable(uid);
      await raiseSessionFloor(store, uid, 'deleting', now());
    }),
    async delete(uid: string) {
      await users.delete(uid);
      await raiseSessionFloor(store, uid, 'deleting', now());
    },
  };
}
