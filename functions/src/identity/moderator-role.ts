import type { UserAdmin } from './user-admin.ts';

/**
 * Grants (or withdraws) the moderator role of the account with this email:
 * the custom claim `moderator: true` (issue 9). What `npm run grant-moderator
 * -- EMAIL` runs, and what tests use. The account sees it on its next ID
 * token (sign in again, or a token refresh).
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
