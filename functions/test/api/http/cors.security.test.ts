// CORS for configured origins (issue 18 item 4): an allowed origin may call the API with a bearer
// token; every other origin, a malformed one, `null` and look-alikes get no CORS headers at all.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CORS_MAX_AGE_SECONDS,
  type CorsRequest,
  canonicalOrigin,
  configuredOrigins,
  type OriginSource,
  parseCorsOrigins,
} from '../../../src/http/cors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ALLOWED = 'https://partner.example.com';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-allow-credentials',
  'access-control-expose-headers',
];

const corsHeadersOf = (res: Response) => CORS_HEADERS.filter((name) => res.headers.has(name));

const preflight = (t: TestApp, origin: string | undefined, path = '/api/interviewers', method = 'POST') =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: {
      ...(origin === undefined ? {} : { Origin: origin }),
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
    },
  });

let t: TestApp;
let asked: CorsRequest[];
beforeAll(async () => {
  asked = [];
  const recording: OriginSource = (request) => {
    asked.push(request);
    return false;
  };
  t = await createTestApp({ corsOrigins: [recording, configuredOrigins(parseCorsOrigins(ALLOWED))] });
});
afterAll(async () => {
  await t.close();
});

describe('a configured origin', () => {
  test('a preflight answers 204 with the methods, the three headers and a max-age', async () => {
    for (const path of ['/api/interviewers', '/interviewers']) {
      const res = await preflight(t, ALLOWED, path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      const methods = res.headers.get('access-control-allow-methods')?.split(/,\s*/) ?? [];
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      const headers = res.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
      expect(headers).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'Idempotency-Key']));
      expect(res.headers.get('access-control-max-age')).toBe(String(CORS_MAX_AGE_SECONDS));
      expect(res.headers.get('vary')).toMatch(/Origin/);
      // Bearer tokens, never cookies: no credentials mode.
      expect(res.headers.has('access-control-allow-credentials')).toBe(false);
    }
  });

  test('a write with a bearer token succeeds and its answer names the origin', async () => {
    const user = await t.registerVerified();
    const res = await t.request('POST', '/api/companies', {
      token: user.token,
      body: { name: 'Cors Partner Co' },
      headers: { Origin: ALLOWED, 'Idempotency-Key': 'cors-1' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Next-Cursor/);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.has('access-control-allow-credentials')).toBe(false);
  });

  test('the sources are asked about the intended method and path, not OPTIONS', async () => {
    asked.length = 0;
    await preflight(t, ALLOWED, '/api/company-reviews/submit', 'PUT');
    expect(asked).toEqual([{ origin: ALLOWED, method: 'PUT', path: '/api/company-reviews/submit' }]);
  });

  test('the API keeps its own security headers on answers to another origin', async () => {
    const res = await t.request('GET', '/api/ping', { headers: { Origin: ALLOWED } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test('a cached public answer carries the CORS headers of whoever asks, never of the first asker', async () => {
    const first = await t.request('GET', '/api/interviewers', { headers: { Origin: ALLOWED } });
    expect(first.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const second = await t.request('GET', '/api/interviewers', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(second.status).toBe(200);
    expect(corsHeadersOf(second)).toEqual([]);
    expect(second.headers.get('vary')).toMatch(/Origin/);
  });
});

describe('any other origin gets no CORS headers', () => {
  const refused = [
    'https://evil.example',
    'https://partner.example.com.evil.example',
    'https://evil-partner.example.com',
    'http://partner.example.com',
    'https://partner.example.com:8443',
    'https://*.example.com',
    '*',
    'null',
    '',
    'https://partner.example.com/path',
    'https://user@partner.example.com',
    'https://partner.example.com, https://evil.example',
    'javascript:alert(1)',
    'https://partner.example.com.',
    'https://xn--partner.example.com',
  ];
  test.each(refused)('preflight from %j', async (origin) => {
    const res = await preflight(t, origin);
    expect(corsHeadersOf(res)).toEqual([]);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  test.each(refused)('request from %j', async (origin) => {
    const res = await t.request('GET', '/api/ping', { headers: { Origin: origin } });
    expect(res.status).toBe(200);
    expect(corsHeadersOf(res)).toEqual([]);
  });

  test('without any configured origin, even the same look-alike list opens nothing', async () => {
    const closed = await createTestApp();
    try {
      const res = await preflight(closed, ALLOWED);
      expect(res.status).toBe(204);
      expect(corsHeadersOf(res)).toEqual([]);
      const get = await closed.request('GET', '/api/ping', { headers: { Origin: ALLOWED } });
      expect(corsHeadersOf(get)).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe('CORS_ORIGINS', () => {
  test('empty or unset allows nothing', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' , ')).toEqual([]);
  });

  test('a comma list of origins, canonicalised', () => {
    expect(parseCorsOrigins(' https://A.example.com/ ,http://127.0.0.1:5173')).toEqual([
      'https://a.example.com',
      'http://127.0.0.1:5173',
    ]);
  });

  test.each([
    '*',
    'https://*.example.com',
    'null',
    'example.com',
    'https://a.example.com/app',
    'ftp://a.example.com',
  ])('refuses %j at start-up rather than opening more than meant', (entry) => {
    expect(() => parseCorsOrigins(`https://ok.example.com,${entry}`)).toThrow(/CORS_ORIGINS/);
  });

  test('canonicalOrigin accepts only serialized origins', () => {
    expect(canonicalOrigin('https://Partner.Example.com')).toBe('https://partner.example.com');
    expect(canonicalOrigin('null')).toBeNull();
    expect(canonicalOrigin('https://a.example.com/')).toBeNull();
    expect(canonicalOrigin('https://a.example.com?x')).toBeNull();
  });
});
