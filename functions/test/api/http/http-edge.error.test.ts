// What every client gets for malformed requests: our { message, code } with
// the documented status, never a stack trace and never a 500.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/http/app.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('malformed requests', () => {
  test('a body that is not JSON is a 400 in our shape', async () => {
    const user = await t.registerVerified();
    const res = await t.app.request('/api/companies', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe('invalid_request');
    expect(body.message).not.toMatch(/at .*\.ts:\d+/);
  });

  test('a body over the limit is a 413', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 10) },
      body: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'The request body is too large.',
      code: 'payload_too_large',
    });
  });

  test('an unknown path is a JSON 404 on both the documented and the /api form', async () => {
    for (const path of ['/no-such-route', '/api/no-such-route']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  test('a field of the wrong type names the field', async () => {
    const user = await t.registerVerified();
    const res = await t.request('POST', '/api/companies', { token: user.token, body: { name: 42 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^name/);
  });

  test('a domain rule violation from any route is a 400, not a 500', async () => {
    const user = await t.registerVerified();
    const res = await t.request('POST', '/api/companies', { token: user.token, body: { name: '!!!' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_request' });
  });

  // attack14: a name given twice was "limit must be a number." (or "must be a string.") on the routes
  // whose fields do not use once(), and "must be given once." on the others.
  test('a query name given twice is "NAME must be given once." on every route that reads it', async () => {
    const user = await t.registerVerified();
    const cases: [string, string][] = [
      ['/api/interviewers?limit=1&limit=2', 'limit'],
      ['/interviewers?page=1&page=2', 'page'],
      ['/api/branches?limit=5&limit=6', 'limit'],
      ['/api/departments?limit=5&limit=6', 'limit'],
      ['/api/companies?limit=5&limit=6', 'limit'],
      ['/api/branches?search=a&search=b', 'search'],
      ['/api/themes/company/x/reviews?theme=0&theme=1', 'theme'],
    ];
    for (const [path, name] of cases) {
      const res = await t.request('GET', path, { token: user.token });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({
        message: `${name} must be given once.`,
        code: 'invalid_request',
      });
    }
    // Names a route does not read are still ignored, repeated or not.
    expect((await t.request('GET', '/api/interviewers?utm=1&utm=2')).status).toBe(200);
  });

  test('a visitor writing gets 401 before any validation', async () => {
    const res = await t.request('POST', '/api/companies', { body: { name: '' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
