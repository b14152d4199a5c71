// Test helpers that create real accounts on the Auth emulator and sign them in.
import { request } from 'node:http';
import { inject } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';

/** `password` signs it in, as the account's current password where one is asked for. */
export type TestAccount = { uid: string; email: string; password: string; idToken: string };

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
  return { uid, email, password, idToken: signIn.idToken as string };
}

/**
 * One POST on a connection of its own (`agent: false`). fetch reuses idle keep-alive sockets, and
 * the emulator closes idle ones on its own timer: on a busy machine a request could go out on a
 * socket at the moment the emulator closed it ("other side closed"), and signUp cannot be retried
 * blindly. A fresh loopback connection per call costs nothing here.
 */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
            const status = res.statusCode ?? 0;
            if (status < 200 || status > 299)
              reject(new Error(`${url} answered ${status}: ${JSON.stringify(json)}`));
            else resolve(json);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
