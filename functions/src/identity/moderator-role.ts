import { type AuthUser, IdentityUnavailableError } from './identity.ts';
import type { UserAdmin } from './user-admin.ts';

/** Where the API reads whether a signed-in caller is a moderator. */
export type ModeratorRole = { isModerator(user: AuthUser): Promise<boolean> };

/**
 * Production: the claim in the ID token, which Firebase Auth signed and nobody else can write, while
 * the account still has it. A token keeps its claims for its hour: read alone, a role withdrawn (a
 * moderator who misused it, an account taken over) still opened the queue and every moderator action
 * until the token expired. Only a token with the claim costs a look-up, so other callers ask nothing.
 */
export function signedTokenModeratorRole(users: Pick<UserAdmin, 'isModerator'>): ModeratorRole {
  const account = accountModeratorRole(users);
  return {
    isModerator: async (user) => user.claims.moderator === true && (await account.isModerator(user)),
  };
}

/**
 * The Auth emulator signs no tokens, so anyone can write one with `moderator: true`: the claim is
 * read from the account itself (one look-up per moderation request; they are few). Throws
 * IdentityUnavailableError when the emulator cannot be asked.
 */
export function accountModeratorRole(users: Pick<UserAdmin, 'isModerator'>): ModeratorRole {
  return {
    async isModerator(user) {
      try {
        return await users.isModerator(user.uid);
      } catch (error) {
        throw new IdentityUnavailableError(error);
      }
    },
  };
}

/** The account's claim wherever tokens are unsigned (FIREBASE_AUTH_EMULATOR_HOST, as firebaseIdentity decides), else the token's and the account's. */
export function moderatorRoleFor(
  users: Pick<UserAdmin, 'isModerator'>,
  env: NodeJS.ProcessEnv = process.env,
): ModeratorRole {
  return env.FIREBASE_AUTH_EMULATOR_HOST ? accountModeratorRole(users) : signedTokenModeratorRole(users);
}

/**
 * Grants (or withdraws) the moderator role of the account with this email:
 * the custom claim `moderator: true` (issue 9). What `npm run grant-moderator
 * -- EMAIL` runs, and what tests use. A grant reaches the account on its next
 * ID token (sign in again, or a token refresh); a withdrawal ends the role at once.
 */
export async function setModeratorByEmail(
  users: UserAdmin,
  email: string,
  moderator = true,
): Promise<{ uid: string } | null> {
  const account = await users.findByEmail(email.trim().toLowerCase());
  if (!account) return null;
  return (await users.setModerator(account.uid, moderator)) ? { uid: account.uid } : null;
}
