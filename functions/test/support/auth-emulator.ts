// Test helpers that create real accounts on the Auth emulator and sign them in.
import { inject } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';

export type TestAccount = { uid: string; email: string; idToken: string };

let counter = 0;

function emulatorUrl(path: string): string {
  return `http://${inject('authEmulatorHost')}${path}`;
}

/** A fresh verified account and a real ID token for it. */
export async function createAccount(options: { verified?: boolean } = {}): Promise<TestAccount> {
  counter += 1;
  const email = `user${Date.now()}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'correct horse battery staple';
  const signUp = await postJson(emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo'), {
    email,
    password,
    returnSecureToken: true,
  });
  const uid = signUp.localId as string;
  if (options.verified !== false) {
    await postJson(
      emulatorUrl(`/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`),
      { localId: uid, emailVerified: true },
      { Authorization: 'Bearer owner' },
    );
  }
  // Sign in again so the token carries email_verified.
  const signIn = await postJson(
    emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo'),
    { email, password, returnSecureToken: true },
  );
  return { uid, email, idToken: signIn.idToken as string };
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}
