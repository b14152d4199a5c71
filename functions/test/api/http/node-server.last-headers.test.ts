// setLastHeaders (node-server.ts): headers a server puts over the app's own when the head goes out, as
// Firebase Hosting's header rules go over a function's answer (the web origin's, issue 19 item 5). They
// win over the app's headers whatever their case, leave the app's other headers and body alone (a
// shared header object is never changed), and apply however the head is written.
import { get, type Server } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { afterEach, describe, expect, it } from 'vitest';
import { type HeaderPairs, listenNode, portOf, setLastHeaders } from '../../../src/platform/node-server.ts';

type Bindings = { outgoing: import('node:http').ServerResponse };
let server: Server | undefined;
afterEach(async () => {
  await new Promise((r) => server?.close(r));
  server = undefined;
});

async function serve(fetch: (request: Request, env: Bindings) => Response | Promise<Response>) {
  server = await listenNode(fetch as never, { port: 0, hostname: '127.0.0.1' });
  return `http://127.0.0.1:${portOf(server)}`;
}

function fetchRaw(url: string): Promise<{ status: number; raw: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders, body }));
    }).on('error', reject);
  });
}

/** name (lower case) -> every value sent under it, in order. */
function sent(raw: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    out[name] = [...(out[name] ?? []), raw[i + 1] as string];
  }
  return out;
}

const RULES: HeaderPairs = [
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

describe('setLastHeaders', () => {
  it("puts its headers over the app's, whatever their case, and leaves the rest and a shared header object alone", async () => {
    const shared = {
      'Content-Type': 'application/json',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    };
    const url = await serve((_request, env) => {
      expect(setLastHeaders(env.outgoing, RULES, ['vary', 'Origin, Accept-Encoding'])).toBe(true);
      return new Response('{"ok":true}', { headers: shared });
    });
    for (let i = 0; i < 2; i++) {
      const res = await fetchRaw(url);
      expect(res.body).toBe('{"ok":true}');
      const headers = sent(res.raw);
      expect(headers['x-frame-options']).toEqual(['DENY']);
      expect(headers['referrer-policy']).toEqual(['strict-origin-when-cross-origin']);
      expect(headers.vary).toEqual(['Origin, Accept-Encoding']);
      expect(headers['content-type']).toEqual(['application/json']);
      expect(headers['content-length']).toEqual(['11']);
    }
    expect(shared).toEqual({
      'Content-Type': 'application/json',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('a rule wins over a header the app sent twice; the extra header loses to a rule of the same name', async () => {
    const url = await serve((_request, env) => {
      setLastHeaders(env.outgoing, [...RULES, ['vary', 'Cookie']], ['vary', 'Accept-Encoding']);
      const headers = new Headers([
        ['Set-Cookie', 'a=1'],
        ['Set-Cookie', 'b=2'],
        ['x-frame-options', 'SAMEORIGIN'],
      ]);
      return new Response('x', { headers });
    });
    const headers = sent((await fetchRaw(url)).raw);
    expect(headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(headers['x-frame-options']).toEqual(['DENY']);
    expect(headers.vary).toEqual(['Cookie']);
  });

  it('applies when the head is written by Node itself, from raw header pairs, or with a reason phrase', async () => {
    const url = await serve(async (request, env) => {
      setLastHeaders(env.outgoing, RULES);
      const how = new URL(request.url).pathname;
      if (how === '/implicit') {
        env.outgoing.setHeader('X-Frame-Options', 'SAMEORIGIN');
        env.outgoing.end('implicit');
      } else if (how === '/pairs') {
        env.outgoing.writeHead(201, ['X-A', '1', 'x-frame-options', 'SAMEORIGIN', 'X-A', '2']);
        env.outgoing.end('pairs');
      } else {
        env.outgoing.writeHead(202, 'Fine', { 'Referrer-Policy': 'no-referrer' });
        env.outgoing.end('reason');
      }
      return RESPONSE_ALREADY_SENT;
    });
    const implicit = await fetchRaw(`${url}/implicit`);
    expect([implicit.status, implicit.body]).toEqual([200, 'implicit']);
    expect(sent(implicit.raw)['x-frame-options']).toEqual(['DENY']);
    const pairs = await fetchRaw(`${url}/pairs`);
    expect([pairs.status, pairs.body]).toEqual([201, 'pairs']);
    expect(sent(pairs.raw)['x-a']).toEqual(['1', '2']);
    expect(sent(pairs.raw)['x-frame-options']).toEqual(['DENY']);
    const reason = await fetchRaw(`${url}/reason`);
    expect([reason.status, reason.body]).toEqual([202, 'reason']);
    expect(sent(reason.raw)['referrer-policy']).toEqual(['strict-origin-when-cross-origin']);
  });

  it('refuses a response that is not the node server’s, or whose head is already out', async () => {
    expect(setLastHeaders(undefined, RULES)).toBe(false);
    expect(setLastHeaders({ setHeader() {} }, RULES)).toBe(false);
    let late: boolean | undefined;
    const url = await serve((_request, env) => {
      env.outgoing.writeHead(200);
      late = setLastHeaders(env.outgoing, RULES);
      env.outgoing.end('early');
      return RESPONSE_ALREADY_SENT;
    });
    const res = await fetchRaw(url);
    expect(res.body).toBe('early');
    expect(late).toBe(false);
    expect(sent(res.raw)['x-frame-options']).toBeUndefined();
  });
});
