import type { Auth } from 'firebase-admin/auth';
import type { AuthUser, IdentityVerifier } from './identity.ts';

/** ID-token verification through firebase-admin; honours FIREBASE_AUTH_EMULATOR_HOST. */
export function firebaseIdentity(auth: Auth): IdentityVerifier {
  return {
    async verify(idToken: string): Promise<AuthUser | null> {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        const { uid, email, email_verified, ...rest } = decoded;
        return { uid, email: email ?? null, emailVerified: email_verified === true, claims: rest };
      } catch {
        // Any verification failure is the caller's problem (401), never ours (500).
        return null;
      }
    },
  };
}
