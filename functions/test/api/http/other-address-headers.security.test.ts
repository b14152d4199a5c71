// The client is the address our own proxies wrote into X-Forwarded-For (client-ip.ts); no other header
// a client can send names it. A script rotating Forwarded, X-Real-IP, True-Client-IP, CF-Connecting-IP
// or X-Client-IP, or writing entries in front of X-Forwarded-For, still meets the per-address limits of
// the one address it comes from: the contact form's, and registration's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../../src/http/routes/contact.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../support/test-app.ts';

const REGISTRATIONS = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: { register: { perIp: { limit: REGISTRATIONS, windowSeconds: 3600 } } },
  });
});
afterAll(() => t.close());

/** The i-th forged address, and every header some proxy or CDN uses to name a client, set to it. */
function forged(i: number): Record<string, string> {
  const address = `192.0.2.${i + 1}`;
  return {
    Forwarded: `for=${address};proto=https`,
    'X-Real-IP': address,
    'True-Client-IP': address,
    'CF-Connecting-IP': address,
    'X-Client-IP': address,
    'Fastly-Client-IP': address,
    // In front of what our proxy wrote (the test app trusts one hop: the last entry).
    'X-Forwarded-For': `${address}, 203.0.113.77`,
  };
}

describe('headers that name another client change nothing', () => {
  test('the contact form: one address meets its limit however it names itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
      const res = await t.request('POST', '/api/contact', {
        headers: { ...forged(i), 'Idempotency-Key': `named-${i}` },
        body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: `Message ${i}.` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array.from({ length: CONTACT_RATE_LIMIT.limit }, () => 201), 429]);
  });

  test('registration: one address meets its limit however it names itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS; i++) {
      const res = await t.request('POST', '/auth/rmi/register', {
        headers: forged(i),
        body: { email: uniqueEmail(), name: 'New Person', password: 'correct horse battery' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array.from({ length: REGISTRATIONS }, () => 201), 429]);
  });
});
