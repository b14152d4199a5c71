import { IdentityUnavailableError } from './identity.ts';
import type { PasswordSignIn, SignInResult } from './password-sign-in.ts';

export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com/v1';

/** The Identity Toolkit base URL: the Auth emulator's when its host is given, else Google's. */
export function identityToolkitBaseUrl(emulatorHost?: string): string {
  return emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1` : IDENTITY_TOOLKIT_URL;
}

// Error messages of accounts:signInWithPassword that mean "wrong credentials".
const INVALID = new Set([
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'USER_DISABLED',
]);

/**
 * Signs in through the Identity Toolkit REST API (accounts:signInWithPassword),
 * the call the Firebase JS SDK makes. `apiKey` is the project's web API key;
 * any string works on the emulator.
 */
export function identityToolkitSignIn(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}): PasswordSignIn {
  const doFetch = options.fetch ?? fetch;
  return {
    async signIn(email, password): Promise<SignInResult> {
      if (!options.apiKey)
        throw new Error('Identity Toolkit sign-in needs the web API key (RMI_WEB_API_KEY).');
      const url = `${options.baseUrl}/accounts:signInWithPassword?key=${encodeURIComponent(options.apiKey)}`;
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        // Unreachable or timed out: not the caller's fault, and no answer about the password (a 503).
        throw new IdentityUnavailableError(error);
      }
      const body = (await res.json().catch(() => ({}))) as {
        idToken?: string;
        localId?: string;
        error?: { message?: string };
      };
      if (res.ok && body.idToken && body.localId) {
        return { status: 'ok', uid: body.localId, idToken: body.idToken };
      }
      // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
      const reason = body.error?.message?.split(' ')[0] ?? '';
      if (INVALID.has(reason)) return { status: 'invalid' };
      if (reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') return { status: 'throttled' };
      if (res.status >= 500) throw new IdentityUnavailableError(new Error(`HTTP ${res.status} ${reason}`));
      // Never include the request: it holds the password.
      throw new Error(`Identity Toolkit sign-in failed: HTTP ${res.status} ${reason}`);
    },
  };
}
