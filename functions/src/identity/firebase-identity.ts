import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { decodeEmulatorIdToken } from './emulator-token.ts';
import {
  AccountDisabledError,
  type AuthUser,
  IdentityUnavailableError,
  type IdentityVerifier,
} from './identity.ts';
import type { SessionState } from './session-revocations.ts';
import { sessionRevocationsOf } from './session-revocations.ts';
import { rememberVerifiedTokens } from './verified-tokens.ts';

/**
 * ID-token verification: the signature and expiry locally (firebase-admin; with
 * FIREBASE_AUTH_EMULATOR_HOST, the emulator's unsigned tokens by decodeEmulatorIdToken), once per
 * token until it expires (verified-tokens.ts), then whether
 * the session was revoked (see SessionRevocations for how fresh).
 */
export function firebaseIdentity(auth: Auth): IdentityVerifier {
  const revocations = sessionRevocationsOf(auth);
  const projectId = auth.app.options.projectId ?? process.env.GCLOUD_PROJECT;
  const decode = rememberVerifiedTokens(
    process.env.FIREBASE_AUTH_EMULATOR_HOST && projectId
      ? async (token: string) => decodeEmulatorIdToken(token, projectId)
      : (token: string) => auth.verifyIdToken(token, false),
  );
  return {
    async verify(idToken, { revocationMaxAgeMs = 0, checkRevoked = true } = {}): Promise<AuthUser | null> {
      let decoded: DecodedIdToken | null;
      try {
        decoded = await decode(idToken);
      } catch {
        // A token that does not verify is the caller's problem (401), never ours (500).
        return null;
      }
      if (!decoded) return null;
      let state: SessionState = 'valid';
      try {
        if (checkRevoked) state = await revocations.state(decoded.uid, decoded.auth_time, revocationMaxAgeMs);
      } catch (error) {
        // Auth could not be asked: the session may well be fine, so not a 401 (which signs clients out).
        throw new IdentityUnavailableError(error);
      }
      if (state === 'disabled') throw new AccountDisabledError(decoded.uid);
      if (state === 'revoked') return null;
      const { uid, email, email_verified, ...rest } = decoded;
      return {
        uid,
        email: email ?? null,
        emailVerified: email_verified === true,
        claims: rest,
        authTime: decoded.auth_time,
      };
    },
  };
}
