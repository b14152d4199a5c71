import type { Auth } from 'firebase-admin/auth';
import type { AuthUser, IdentityVerifier } from './identity.ts';
import { type SessionRevocations, sessionRevocationsOf } from './session-revocations.ts';

/**
 * ID-token verification through firebase-admin (honours FIREBASE_AUTH_EMULATOR_HOST): the signature
 * and expiry locally, then whether the session was revoked (see SessionRevocations for how fresh).
 */
export function firebaseIdentity(
  auth: Auth,
  revocations: SessionRevocations = sessionRevocationsOf(auth),
): IdentityVerifier {
  return {
    async verify(idToken, { revocationMaxAgeMs = 0 } = {}): Promise<AuthUser | null> {
      try {
        const decoded = await auth.verifyIdToken(idToken, false);
        if (await revocations.isRevoked(decoded.uid, decoded.auth_time, revocationMaxAgeMs)) return null;
        const { uid, email, email_verified, ...rest } = decoded;
        return { uid, email: email ?? null, emailVerified: email_verified === true, claims: rest };
      } catch {
        // Any verification failure is the caller's problem (401), never ours (500).
        return null;
      }
    },
  };
}
