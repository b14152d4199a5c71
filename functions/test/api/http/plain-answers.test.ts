// Issue 19 item 1: answers replayed from the read caches keep their headers as the plain record they
// were kept as (http/plain-answers.ts), so that CORS's Vary and Node's writing of the head cost no web
// Headers object per request. What a client gets must not change: the same status, header values and
// bytes as the answer made without any cache; and a record must never outlive a change made through
// the Response API.
import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiApp } from '../../../src/http/app.ts';
import { answerHeader, plainAnswer, withHeaders } from '../../../src/http/plain-answers.ts';
import { listenNode, portOf } from '../../../src/platform/node-server.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { sendRaw } from '../../support/raw-http.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

describe('a plain answer', () => {
  test('gains headers as web Headers would, without changing the record it was made with', async () => {
    const record = Object.freeze({ 'content-type': 'application/json', vary: 'Accept-Encoding' });
    const res = plainAnswer(bytes('{"a":1}'), 200, record);
    const decorated = withHeaders(
      res,
      [['vary', 'Origin']],
      [['access-control-allow-origin', 'https://a.example']],
    );
    expect(decorated).not.toBe(res);
    expect(answerHeader(decorated, 'vary')).toBe('Accept-Encoding, Origin');
    expect(answerHeader(res, 'vary')).toBe('Accept-Encoding');
    expect(record).toEqual({ 'content-type': 'application/json', vary: 'Accept-Encoding' });
    expect(decorated.status).toBe(200);
    expect([...decorated.headers]).toEqual([
      ['access-control-allow-origin', 'https://a.example'],
      ['content-type', 'application/json'],
      ['vary', 'Accept-Encoding, Origin'],
    ]);
    expect(await decorated.text()).toBe('{"a":1}');
  });

  test('any header set: the same headers as through web Headers, for any record and changes', () => {
    const name = fc.constantFrom('vary', 'content-type', 'x-next-cursor', 'cache-control', 'x-a');
    const value = fc.stringMatching(/^[!-~]([ -~]{0,8}[!-~])?$/);
    const pairs = fc.array(fc.tuple(name, value), { maxLength: 4 });
    fc.assert(
      fc.property(fc.dictionary(name, value), pairs, pairs, (record, appended, set) => {
        const plain = withHeaders(plainAnswer(bytes('x'), 200, Object.freeze({ ...record })), appended, set);
        const web = withHeaders(new Response('x', { headers: record }), appended, set);
        expect([...plain.headers]).toEqual([...web.headers]);
      }),
    );
  });

  test('once its headers are changed through the Response API, the record no longer speaks for it', () => {
    const res = plainAnswer(bytes('x'), 200, Object.freeze({ vary: 'Accept-Encoding' }));
    res.headers.set('vary', 'Cookie');
    res.headers.set('x-later', '1');
    expect(answerHeader(res, 'vary')).toBe('Cookie');
    expect(answerHeader(res, 'x-later')).toBe('1');
    const decorated = withHeaders(res, [['vary', 'Origin']]);
    expect(decorated).toBe(res);
    expect(decorated.headers.get('vary')).toBe('Cookie, Origin');
    expect(decorated.headers.get('x-later')).toBe('1');
  });

  test('once its body is read, it is not made again from its bytes', async () => {
    const res = plainAnswer(bytes('once'), 200, Object.freeze({ 'content-type': 'text/plain' }));
    expect(await res.text()).toBe('once');
    const decorated = withHeaders(res, [['vary', 'Origin']]);
    expect(decorated).toBe(res);
    expect(decorated.bodyUsed).toBe(true);
  });

  test('a kept record cannot be changed by those who replay it', () => {
    const record = Object.freeze({ 'content-type': 'application/json' });
    plainAnswer(bytes('x'), 200, record);
    expect(() => {
      (record as Record<string, string>)['content-type'] = 'text/html';
    }).toThrow(TypeError);
  });
});

// Over a real socket, as the embedded default serves them: cached answers go out from their record.
let t: TestApp;
let author: TestAccount;
let stranger: TestAccount;
const servers: Server[] = [];
let cached = '';
let uncached = '';

beforeAll(async () => {
  t = await createTestApp();
  [author, stranger] = await Promise.all([createAccount(), createAccount()]);
  const listen = async (fetch: Parameters<typeof listenNode>[0]) => {
    const server = await listenNode(fetch, { port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    return `http://127.0.0.1:${portOf(server)}`;
  };
  // The app itself (the test app's fetch checks every answer against the contract, reading it).
  cached = await listen(createApiApp(t.deps, { callerReadCache: true }).fetch);
  uncached = await listen(createApiApp(t.deps, { callerReadCache: false, publicReadCache: false }).fetch);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await t?.close();
});

type Wire = { status: number; headers: Map<string, string>; body: string };

async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  const answer = await sendRaw(base, path, { headers });
  return { ...answer, body: answer.body.toString('utf8') };
}

/** Counts reads of any answer's web Headers (the Response of the moment: @hono/node-server's). */
function countHeaderReads(): { count: () => number; restore: () => void } {
  const prototype = globalThis.Response.prototype;
  const own = Object.getOwnPropertyDescriptor(prototype, 'headers');
  let n = 0;
  let p: object | null = prototype;
  let descriptor: PropertyDescriptor | undefined;
  while (p && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(p, 'headers');
    p = Object.getPrototypeOf(p);
  }
  const getter = descriptor?.get as (this: Response) => Headers;
  Object.defineProperty(prototype, 'headers', {
    configurable: true,
    get(this: Response) {
      n++;
      return getter.call(this);
    },
  });
  return {
    count: () => n,
    restore: () => {
      if (own) Object.defineProperty(prototype, 'headers', own);
      else delete (prototype as { headers?: unknown }).headers;
    },
  };
}

describe('cached answers over a socket', () => {
  test('a public read, a signed-in list and a review context are written from their record, as they were made', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const authorReview = await addReview(t, author.idToken, interviewer._id);
    const strangerReview = await addReview(t, stranger.idToken, interviewer._id);
    const reads: [string, Record<string, string>][] = [
      [`/api/interviewers/${interviewer._id}`, {}],
      [
        `/api/reviews/rmi?interviewerId=${interviewer._id}&limit=1`,
        { Authorization: `Bearer ${author.idToken}` },
      ],
      [
        `/api/user/review-context/interviewers/${interviewer._id}`,
        { Authorization: `Bearer ${author.idToken}` },
      ],
      // Another account, and a visitor, on the same paths: their own answers, never the author's.
      [
        `/api/user/review-context/interviewers/${interviewer._id}`,
        { Authorization: `Bearer ${stranger.idToken}` },
      ],
      [`/api/reviews/rmi?interviewerId=${interviewer._id}&limit=1`, {}],
    ];
    for (const [path, headers] of reads) await get(cached, path, headers);
    const spy = countHeaderReads();
    let hits: Wire[];
    try {
      hits = [];
      for (const [path, headers] of reads) hits.push(await get(cached, path, headers));
      expect(spy.count()).toBe(0);
    } finally {
      spy.restore();
    }
    for (const [i, [path, headers]] of reads.entries()) {
      const today = await get(uncached, path, headers);
      expect(hits[i]?.status, path).toBe(200);
      expect(hits[i], path).toEqual(today);
    }
    const own = (wire: Wire | undefined) => JSON.parse(wire?.body ?? '').ownReview;
    expect(own(hits[2])).toMatchObject({ _id: authorReview._id, isOwnReview: true });
    expect(own(hits[3])).toMatchObject({ _id: strangerReview._id, isOwnReview: true });
  });

  test('an allowed origin still gets its CORS headers on a cached answer, another origin none', async () => {
    const origin = 'https://partner.example';
    const withCors = createApiApp(
      { ...t.deps, corsOrigins: [() => false, ({ origin: o }) => o === origin] },
      { callerReadCache: true },
    );
    const server = await listenNode(withCors.fetch, { port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    const base = `http://127.0.0.1:${portOf(server)}`;
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/user/review-context/interviewers/${interviewer._id}`;
    const bearer = { Authorization: `Bearer ${author.idToken}` };
    await get(base, path, { ...bearer, Origin: origin });
    const hit = await get(base, path, { ...bearer, Origin: origin });
    expect(hit.headers.get('access-control-allow-origin')).toBe(origin);
    expect(hit.headers.get('vary')).toBe('Origin, X-Api-Key');
    const other = await get(base, path, { ...bearer, Origin: 'https://evil.example' });
    expect(other.status).toBe(200);
    expect(other.headers.has('access-control-allow-origin')).toBe(false);
    expect(other.headers.get('vary')).toBe('Origin, X-Api-Key');
  });
});
