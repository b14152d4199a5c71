// Forged X-Forwarded-For headers change nothing (issue 13, item 1): on real sockets, through the
// web origin's in-process /api and through the API port, as `npm start` serves them (the embedded
// default trusts no forwarded header), every per-IP limit and the visitors' idempotency scope
// count the socket's peer. Each client below connects from its own loopback address (127.x.y.z).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWebApp } from '../../../../scripts/lib/web-server.ts';
import { REPLAYED_HEADER } from '../../../src/http/idempotency.ts';
import { CONTACT_RATE_LIMIT, DEFAULT_CONTACT_ADDRESS } from '../../../src/http/routes/contact.ts';
import { GEOCODE_RATE_LIMIT } from '../../../src/http/routes/geocode.ts';
import { pagesForDeps } from '../../../src/pages/pages-for-deps.ts';
import { SHELL_FILE } from '../../../src/pages/shell-files.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import type { AuthAction } from '../../../src/rate-limit/auth-rate-limits.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../support/test-app.ts';
import { shellHtml } from '../pages/support.ts';

const PER_IP = 3;
const RELAXED = { limit: 1000, windowSeconds: 3600 };
const perIpOnly = { perIp: { limit: PER_IP, windowSeconds: 3600 }, perEmail: RELAXED };

let t: TestApp;
let distDir: string;
const servers: Server[] = [];
const origins: Record<'web origin /api' | 'API port', { base: string; prefix: string }> = {
  'web origin /api': { base: '', prefix: '/api' },
  'API port': { base: '', prefix: '' },
};

function listen(fetch: Parameters<typeof serve>[0]['fetch']): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    ) as Server;
    servers.push(server);
  });
}

beforeAll(async () => {
  t = await createTestApp({
    trustedProxyHops: 0, // the embedded default (createEmbeddedDeps sets none)
    authRateLimits: Object.fromEntries(
      (
        ['register', 'login', 'verifyOtp', 'resendOtp', 'forgotPassword', 'resetPassword'] as AuthAction[]
      ).map((action) => [action, perIpOnly]),
    ),
  });
  distDir = mkdtempSync(join(tmpdir(), 'rmi-dist-'));
  writeFileSync(join(distDir, SHELL_FILE), '<!doctype html><title>app</title>');
  const web = createWebApp({
    distDir,
    apiFetch: t.app.fetch,
    pagesFetch: () => new Response('page'),
    firebaseConfig: {},
    securityHeaders: { maps: false },
  });
  origins['web origin /api'].base = await listen(web.fetch);
  origins['API port'].base = await listen(t.app.fetch);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

let nextClient = 0;
/** A loopback address no other request of this file connects from: a client of its own. */
function newClient(): string {
  nextClient += 1;
  return `127.13.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 1}`;
}

let forgedCounter = 0;
/** A made-up X-Forwarded-For, different every time (IPv4, IPv6, several hops, garbage). */
function forgedHeader(): string {
  forgedCounter += 1;
  const n = forgedCounter;
  const shapes = [
    `198.18.${n % 250}.${(n * 7) % 250}`,
    `2001:db8:${n.toString(16)}::1`,
    `203.0.113.${n % 250}, 10.${n % 250}.0.1`,
    `garbage-${n}`,
    `${n % 250}.1.2.3, 127.0.0.1`,
  ];
  return shapes[n % shapes.length] as string;
}

type Sent = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTP request on a new connection from `from` (a loopback address). */
function send(
  url: string,
  method: string,
  options: { from: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
): Promise<Sent> {
  const body = options.form
    ? new URLSearchParams(options.form).toString()
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  const type = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        localAddress: options.from,
        headers: { ...(body ? { 'Content-Type': type } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Limiter = { name: string; limit: number; path: string; body: () => unknown };
const LIMITERS: Limiter[] = [
  {
    name: 'registration',
    limit: PER_IP,
    path: '/auth/rmi/register',
    body: () => ({ name: 'Xff Test', email: uniqueEmail('xff-reg'), password: 'password one' }),
  },
  {
    name: 'sign-in',
    limit: PER_IP,
    path: '/auth/rmi/login',
    body: () => ({ email: uniqueEmail('xff-login'), password: 'wrong password' }),
  },
  {
    name: 'code verification',
    limit: PER_IP,
    path: '/auth/rmi/verify-otp',
    body: () => ({ email: uniqueEmail('xff-otp'), otp: '123456', password: 'password one' }),
  },
  {
    name: 'code resend',
    limit: PER_IP,
    path: '/auth/rmi/resend-otp',
    body: () => ({ email: uniqueEmail('xff-resend') }),
  },
  {
    name: 'forgot password',
    limit: PER_IP,
    path: '/auth/rmi/forgot-password',
    body: () => ({ email: uniqueEmail('xff-forgot') }),
  },
  {
    name: 'password reset with a code',
    limit: PER_IP,
    path: '/auth/rmi/reset-password',
    body: () => ({ email: uniqueEmail('xff-reset'), otp: '123456', newPassword: 'another password' }),
  },
  {
    name: 'contact form',
    limit: CONTACT_RATE_LIMIT.limit,
    path: '/contact',
    body: () => ({ name: 'Xff', email: 'xff@example.com', subject: 'Hello', message: 'A message.' }),
  },
  { name: 'geocoding', limit: GEOCODE_RATE_LIMIT.limit, path: '/geocode', body: () => ({ city: 'Paris' }) },
];

/** Statuses of limit + 1 requests from one new client, each with a new forged header or none. */
async function statusesOf(origin: keyof typeof origins, limiter: Limiter, forge: boolean): Promise<number[]> {
  const { base, prefix } = origins[origin];
  const from = newClient();
  const statuses: number[] = [];
  for (let i = 0; i <= limiter.limit; i++) {
    const headers = forge ? { 'X-Forwarded-For': forgedHeader() } : undefined;
    const res = await send(`${base}${prefix}${limiter.path}`, 'POST', {
      from,
      body: limiter.body(),
      ...(headers ? { headers } : {}),
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe.each(Object.keys(origins) as (keyof typeof origins)[])('through the %s', (origin) => {
  test.each(LIMITERS.map((l) => [l.name, l] as const))(
    '%s: rotating forged X-Forwarded-For headers hit the per-IP limit exactly as requests without them',
    async (_name, limiter) => {
      const plain = await statusesOf(origin, limiter, false);
      const forged = await statusesOf(origin, limiter, true);
      expect(plain.slice(0, limiter.limit)).not.toContain(429);
      expect(plain.at(-1)).toBe(429);
      expect(forged).toEqual(plain);
    },
  );

  test("a visitor's idempotency scope is their socket: a forged header neither leaves it nor enters another's", async () => {
    const { base, prefix } = origins[origin];
    const url = `${base}${prefix}/contact`;
    const key = randomUUID();
    const message = { name: 'Xff', email: 'xff@example.com', subject: `Scope ${key}`, message: 'Once.' };
    const mailsBefore = (await t.mails(DEFAULT_CONTACT_ADDRESS)).length;
    const visitor = newClient();
    const first = await send(url, 'POST', {
      from: visitor,
      body: message,
      headers: { 'Idempotency-Key': key, 'X-Forwarded-For': '198.18.200.1' },
    });
    expect(first.status).toBe(201);
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    // The same visitor retries under another made-up address: still the same request, written once.
    const retry = await send(url, 'POST', {
      from: visitor,
      body: message,
      headers: { 'Idempotency-Key': key, 'X-Forwarded-For': '198.18.200.2' },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    // Someone else with the visitor's key and their forged address gets no replay of the visitor's answer.
    const stranger = await send(url, 'POST', {
      from: newClient(),
      body: message,
      headers: { 'Idempotency-Key': key, 'X-Forwarded-For': '198.18.200.1' },
    });
    expect(stranger.status).toBe(201);
    expect(stranger.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect((await t.mails(DEFAULT_CONTACT_ADDRESS)).length - mailsBefore).toBe(2);
  });
});

test('the contact form posted without JavaScript (the web origin’s /contact page) counts its sender’s socket, whatever header it forges', async () => {
  const pages = pagesForDeps(t.deps, t.app, {
    origin: 'http://localhost',
    shell: async () => parseWebShell(shellHtml()),
  });
  const web = createWebApp({
    distDir,
    apiFetch: t.app.fetch,
    pagesFetch: pages.fetch,
    firebaseConfig: {},
    securityHeaders: { maps: false },
  });
  const url = `${await listen(web.fetch)}/contact`;
  const form = () => ({
    name: 'Xff',
    email: 'xff@example.com',
    subject: randomUUID(),
    message: 'No script.',
  });
  const sender = newClient();
  const statuses: number[] = [];
  for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
    const res = await send(url, 'POST', {
      from: sender,
      form: form(),
      headers: { 'X-Forwarded-For': forgedHeader() },
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.limit).fill(200), 429]);
  // Another visitor is not held by the first one's messages.
  expect((await send(url, 'POST', { from: newClient(), form: form() })).status).toBe(200);
});

test('the loopback addresses this file connects from are distinct clients on this machine', async () => {
  // Guards the premise of every test above: connecting from 127.13.x.y is possible here.
  const from = newClient();
  const socket = createConnection({
    host: '127.0.0.1',
    port: Number(new URL(origins['API port'].base).port),
    localAddress: from,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  expect(socket.localAddress).toBe(from);
  socket.destroy();
});
