import type { Auth } from 'firebase-admin/auth';
import type { AuthSessionState } from '../domain/accounts/session-floors.ts';

/** Every account's session state in Firebase Auth, a page of 1,000 at a time (the admin command's sync). */
export async function* authSessionStates(auth: Pick<Auth, 'listUsers'>): AsyncGenerator<AuthSessionState> {
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      yield {
        uid: user.uid,
        validAfterMs: Number.isNaN(validAfter) ? 0 : validAfter,
        disabled: user.disabled,
      };
    }
    pageToken = page.pageToken;
  } while (pageToken);
}
