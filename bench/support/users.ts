// Accounts for the write mix, made straight in the Auth emulator (its REST
// API, as an administrator): verified email, a password, then a password
// sign-in for an ID token. Much faster than the register / verify-otp / login
// routes, which are rate-limited per IP and hold a 300 ms response floor.
import { DEMO_PROJECT_ID } from '../../scripts/lib/firebase-emulators.ts';

export type BenchUser = { uid: string; email: string; token: string };

const PASSWORD = 'load bench password';

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** `count` verified accounts, two days old, with fresh ID tokens (valid for an hour). */
export async function createUsers(authUrl: string, count: number): Promise<BenchUser[]> {
  const base = `${authUrl}/identitytoolkit.googleapis.com/v1`;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const createdAt = Date.now() - 2 * 24 * 60 * 60 * 1000;
  const accounts = Array.from({ length: count }, (_, i) => ({
    localId: `loadbench-${run}-${i}`,
    email: `loadbench-${run}-${i}@example.com`,
    rawPassword: PASSWORD,
    emailVerified: true,
    displayName: `Load Bench ${i}`,
    // Two days old: an account younger than a day cannot vote (review-votes.ts), and the benches vote.
    createdAt: String(createdAt),
  }));
  for (let i = 0; i < accounts.length; i += 500) {
    const result = await post<{ error?: unknown[] }>(
      `${base}/projects/${DEMO_PROJECT_ID}/accounts:batchCreate`,
      { users: accounts.slice(i, i + 500) },
      { Authorization: 'Bearer owner' },
    );
    if (result.error && result.error.length > 0) {
      throw new Error(`batchCreate: ${JSON.stringify(result.error).slice(0, 300)}`);
    }
  }
  const users: BenchUser[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const account = accounts[i] as (typeof accounts)[number];
      const signedIn = await post<{ idToken: string; localId: string }>(
        `${base}/accounts:signInWithPassword?key=demo-api-key`,
        { email: account.email, password: PASSWORD, returnSecureToken: true },
      );
      users[i] = { uid: signedIn.localId, email: account.email, token: signedIn.idToken };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return users;
}

/**
 * Opens each account's profile once (GET /api/user/profile makes it from the Auth record, as registration
 * does): every account that registered through the app has one, and a vote reads its age from it.
 */
export async function openProfiles(apiUrl: string, users: readonly BenchUser[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < users.length; i = next++) {
      const user = users[i] as BenchUser;
      const res = await fetch(`${apiUrl}/api/user/profile`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      if (!res.ok)
        throw new Error(`GET /api/user/profile answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
