import { getAuthClient } from '@/lib/firebase-auth';

/**
 * Whether the signed-in user holds the moderator role: the custom claim
 * `moderator: true` in their ID token (granted by `npm run grant-moderator`).
 * `forceRefresh` fetches a new token, so a role granted since sign-in shows
 * at once. Only decides what the screens show: the API checks the claim itself.
 */
export async function hasModeratorClaim(forceRefresh = false): Promise<boolean> {
  const auth = await getAuthClient();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return false;
  const { claims } = await user.getIdTokenResult(forceRefresh);
  return claims.moderator === true;
}
