import type { Auth } from 'firebase-admin/auth';
import { decodeEmulatorIdToken } from './emulator-token.ts';
import type { AuthUser, IdentityVerifier } from './identity.ts';
import { type SessionRevocations, sessionRevocationsOf } from './session-revocations.ts';

/**
 * ID-token verification: the signature and expiry locally (firebase-admin; with
 * FIREBASE_AUTH_EMULATOR_HOST, the emulator's unsigned tokens by decodeEmulatorIdToken), then whether
 * the session was revoked (see SessionRevocations for how fresh).
 */
export function firebaseIdentity(
  auth: Auth,
  revocations: SessionRevocations = sessionRevocationsOf(auth),
): IdentityVerifier {
  const projectId = auth.app.options.projectId ?? process.env.GCLOUD_PROJECT;
  const decode =
    process.env.FIREBASE_AUTH_EMULATOR_HOST && projectId
      ? async (token: string) => decodeEmulatorIdToken(token, projectId)
      : (token: string) => auth.verifyIdToken(token, false);
  return {
    async verify(idToken, { revocationMaxAgeMs = 0 } = {}): Promise<AuthUser | null> {
      try {
        const decoded = await decode(idToken);
        if (!decoded) return null;
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
