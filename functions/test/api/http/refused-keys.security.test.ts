// Every write to the store empties the cached public answers (write-observed-store.ts), which is why
// every signed-in write has an allowance. A request refused after its Idempotency-Key was reserved (the
// contact form past its 10 an hour, a route with mail) wrote the key's record and deleted it again: two
// writes, each emptying every cache, though nothing was written. A visitor posting the contact form
// with a fresh key in a loop sent everyone's reads to the store at no cost. Key records are in no
// cached answer, so their writes alone now leave the caches be; a message that is saved still moves them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../../src/http/routes/contact.ts';
import type { WriteObservedStore } from '../../../src/store/write-observed-store.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCRIPT = '203.0.113.70';
const send = (key: string) =>
  t.request('POST', '/api/contact', {
    ip: SCRIPT,
    headers: { 'Idempotency-Key': key },
    body: { name: 'Script', email: 'script@example.com', subject: 'Hello', message: 'Hello there.' },
  });

test('contact messages refused beyond the limit, each under a fresh key, leave the cached answers alone', async () => {
  const store = t.deps.store as WriteObservedStore;
  let version = store.writeVersion;
  for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) expect((await send(`sent-${i}`)).status).toBe(201);
  // Saved messages are writes.
  expect(store.writeVersion).toBeGreaterThan(version);
  version = store.writeVersion;
  for (let i = 0; i < 10; i += 1) {
    const refused = await send(`refused-${i}`);
    expect(refused.status).toBe(429);
  }
  // Before, each refusal moved it twice (the key reserved, then released).
  expect(store.writeVersion).toBe(version);
  // The key of a message sent still answers its resend.
  const again = await send('sent-0');
  expect(again.status).toBe(201);
  expect(again.headers.get('Idempotent-Replayed')).toBe('true');
});
