// No input makes any route answer a 5xx, and every refusal is our JSON
// { message, code }. The routes come from the app itself (app.routes), so a
// new route, and its /api alias, is covered without touching this file.
// Inputs: bad ids (Firestore's reserved `__.*__`, '/', '.', '..', over 1,500
// bytes, empty) in paths, queries and bodies; malformed JSON; wrong types;
// huge strings; deep nesting; unicode edge cases; bad numbers; prototype keys.
// Each route is sent by a visitor and by a signed-in account (real Auth
// emulator). In process (app.request), so a few thousand requests stay cheap;
// the property-based part runs a fixed seed, so a failure replays exactly.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isEmbedPath } from '../../../src/http/embeds/embed-headers.ts';
import { isSiteFilePath } from '../../../src/http/site-paths.ts';
import { createTestApp, json, type Registered, type TestApp } from '../../support/test-app.ts';
import { moderatorAccount } from '../moderation/support.ts';

type Route = { method: string; path: string };

let t: TestApp;
let user: Registered;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.registerVerified();
  const seen = new Set<string>();
  routes = [];
  for (const { method, path } of t.app.routes) {
    // 'ALL' entries are middleware (cache, headers, body limit), not endpoints.
    if (method === 'ALL' || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    routes.push({ method, path });
  }
});
afterAll(async () => {
  await t.close();
});

/**
 * Routes that end the caller's session (account deletion, password change): signed-in requests to
 * them use an account of their own (one per route), so the others keep a valid token.
 */
const SESSION_ENDING = /^(DELETE \/(api\/)?user\/account|POST \/(api\/)?user\/password)$/;
const ownAccounts = new Map<string, Promise<Registered>>();

async function tokenFor(route: Route): Promise<string> {
  const key = `${route.method} ${route.path}`;
  if (!SESSION_ENDING.test(key)) return user.token;
  if (!ownAccounts.has(key)) ownAccounts.set(key, t.registerVerified());
  return (await (ownAccounts.get(key) as Promise<Registered>)).token;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

// Ids Firestore refuses, or that name something on Object.prototype.
const LONG_ID = 'a'.repeat(1501);
const LONG_MULTIBYTE_ID = 'é'.repeat(751); // 751 characters, 1,502 bytes
const BAD_IDS = [
  '__proto__',
  '__x__',
  '__name__',
  'a/b',
  '.',
  '..',
  '',
  LONG_ID,
  LONG_MULTIBYTE_ID,
  'constructor',
];
const NASTY_TEXT = [
  'a\u0000b', // NUL
  '\uD800', // lone high surrogate
  'x\uDC00y', // lone low surrogate
  '\u202Eevil\u202C', // right-to-left override
  '\u200B\uFEFF', // zero-width space, BOM
  'e\u0301\u0301\u0301', // stacked combining marks
  '😀'.repeat(100),
  ' ',
];
/** Percent-encoded path segments that a URL can carry: '/', '.', '..' and '' cannot be one segment. */
const BAD_PATH_SEGMENTS = [
  '__proto__',
  '__x__',
  'a%2Fb',
  encodeURIComponent(LONG_ID),
  encodeURIComponent(LONG_MULTIBYTE_ID),
  'constructor',
  '%00',
  '%ED%A0%80', // a lone surrogate as (invalid) UTF-8
  '%E2%80%AE', // right-to-left override
  '%', // a broken escape
];
const ID_QUERY_KEYS = [
  'id',
  'ids',
  'interviewerId',
  'managerId',
  'companyId',
  'branchId',
  'reviewId',
  'kind',
];
const BAD_NUMBERS = [
  'NaN',
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  '0x10',
  'Infinity',
  '',
];
const NUMBER_QUERY_KEYS = ['limit', 'page'];

/** Every body field some route reads, with a valid value: a body that gets past validation where it can. */
const VALID_FIELDS: Record<string, unknown> = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse battery',
  otp: '123456',
  rating: 4,
  reviewText: 'Prepared, fair and on time.',
  interviewStatus: '',
  anonymous: true,
  company: 'Acme',
  companyName: 'Acme',
  position: 'Head of Engineering',
  city: 'Berlin',
  location: ['Mitte'],
  subject: 'Hello',
  message: 'Hello there',
  kind: 'interviewer',
  reason: 'spam',
  details: '',
  branch: { city: 'Berlin', location: ['Mitte'], name: '' },
  manager: { name: 'Grace Hopper', position: 'Head of Engineering' },
  review: { rating: 4, reviewText: 'Prepared, fair and on time.' },
};
const ID_BODY_FIELDS = [
  'interviewerId',
  'managerId',
  'companyId',
  'branchId',
  'departmentId',
  'reviewId',
  'company',
];
const ALL_FIELDS = [
  ...Object.keys(VALID_FIELDS),
  ...ID_BODY_FIELDS,
  'newPassword',
  'tags',
  'linkedin',
  'overall',
];

function fill(path: string, segment: string): string {
  return path.replace(/:[A-Za-z]+/g, segment);
}

/** A path with valid-looking params, for tests of queries and bodies. */
const plainPath = (route: Route) => fill(route.path, 'abcDEF123');

type Sent = { route: Route; url: string; token?: string; body?: string };

async function send({ route, url, token, body }: Sent): Promise<Response> {
  const headers: Record<string, string> = { 'X-Forwarded-For': '198.51.100.9' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(url, { method: route.method, headers, ...(body !== undefined ? { body } : {}) });
}

/** The invariant: never a 5xx; every non-2xx is exactly our { message, code }. */
async function expectNoServerError(sent: Sent): Promise<void> {
  const res = await send(sent);
  const what = `${sent.route.method} ${sent.url.slice(0, 200)}${sent.body ? ` body ${sent.body.slice(0, 200)}` : ''}${sent.token ? ' (signed in)' : ''}`;
  const text = await res.text();
  expect(res.status, `${what} -> ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  // The embed widget's one non-JSON refusal (issue 17): a 404 page a job board can still frame.
  const widgetMissing = res.status === 404 && isEmbedPath(new URL(sent.url, 'http://x').pathname);
  if (res.status >= 300 && widgetMissing) {
    expect(res.headers.get('Content-Type'), what).toMatch(/^text\/html/);
    expect(text, what).toContain('Profile not found');
  } else if (res.status >= 300) {
    expect(res.headers.get('Content-Type'), what).toMatch(/^application\/json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort(), what).toEqual(['code', 'message']);
    expect(typeof body.message === 'string' && typeof body.code === 'string', what).toBe(true);
  }
}

/** Both callers, a visitor and a signed-in account. */
async function asBoth(route: Route, sent: Omit<Sent, 'route' | 'token'>): Promise<void> {
  await expectNoServerError({ route, ...sent });
  await expectNoServerError({ route, ...sent, token: await tokenFor(route) });
}

describe('every route', () => {
  test('the list is the app itself: each documented path has its /api alias', () => {
    // The site's files (share images, sitemaps, robots.txt, the embed widget) live at the root only.
    const documented = routes.filter((r) => !r.path.startsWith('/api/') && !isSiteFilePath(r.path));
    expect(documented.length).toBeGreaterThan(50);
    for (const r of documented) {
      expect(routes, `${r.method} /api${r.path}`).toContainEqual({ method: r.method, path: `/api${r.path}` });
    }
  });

  test('path parameters: bad ids and unicode edge cases', async () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const segment of BAD_PATH_SEGMENTS) await asBoth(route, { url: fill(route.path, segment) });
    }
  });

  test('query strings: bad ids (`?ids=a,b`, `interviewerId=`, ...), bad numbers, prototype keys', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const id of BAD_IDS) {
        const query = new URLSearchParams(
          ID_QUERY_KEYS.map((k): [string, string] => [k, k === 'ids' ? `abc,${id}` : id]),
        );
        await asBoth(route, { url: `${plainPath(route)}?${query}` });
      }
      // A lone surrogate, which URLSearchParams would have replaced, sent as raw invalid UTF-8.
      await asBoth(route, {
        url: `${plainPath(route)}?${ID_QUERY_KEYS.map((k) => `${k}=%ED%A0%80`).join('&')}`,
      });
      for (const n of BAD_NUMBERS) {
        const query = new URLSearchParams(NUMBER_QUERY_KEYS.map((k): [string, string] => [k, n]));
        await expectNoServerError({ route, url: `${plainPath(route)}?${query}` });
      }
    }
    for (const route of routes) {
      const url = `${plainPath(route)}?__proto__=x&constructor=y&__proto__[polluted]=1&toString=z&hasOwnProperty=w`;
      await asBoth(route, hasBody(route.method) ? { url, body: '{}' } : { url });
    }
  });

  test('bodies: bad ids, malformed JSON, wrong types, huge strings, deep nesting, unicode, bad numbers, prototype keys', async () => {
    const malformed = ['', '{"a":', '{"a":1,}', "{'a':1}", '\u0000', '1e309', 'null', '[]', '"x"'];
    const prototypeKeys = [
      '{"__proto__":{"polluted":true,"rating":5},"constructor":{"prototype":{"polluted":true}}}',
      `{"__proto__":{"polluted":true},${JSON.stringify(VALID_FIELDS).slice(1)}`,
    ];
    /** Every field the API reads set to one of `values` (JSON texts, so 1e309 and -0 arrive as written), in turn. */
    const everyField = (values: string[], shift = 0) =>
      `{${ALL_FIELDS.map((f, i) => `"${f}":${values[(i + shift) % values.length]}`).join(',')}}`;
    const wrongTypes = ['42', 'true', '[]', '{}', 'null', '"x"', '-1'];
    const unicode = NASTY_TEXT.map((text) => JSON.stringify(text));
    const numbers = [
      '1e309',
      '-1e309',
      '-0',
      '1e-400',
      '123456789012345678901234567890',
      '4.0000000000000001',
    ];
    const wholeBodies = [
      everyField(wrongTypes),
      everyField(wrongTypes, 3),
      everyField([JSON.stringify('x'.repeat(2_000))]), // long strings (the whole body stays under the limit)
      JSON.stringify({ ...VALID_FIELDS, reviewText: 'x'.repeat(60_000) }), // one huge string
      everyField([`${'['.repeat(500)}${']'.repeat(500)}`, `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`]), // deep nesting
      `{"location":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      everyField(unicode),
      everyField(unicode, 4),
      everyField(numbers),
      everyField(numbers, 3),
    ];
    for (const route of routes.filter((r) => hasBody(r.method))) {
      const url = plainPath(route);
      for (const id of BAD_IDS) {
        const body = { ...VALID_FIELDS, ...Object.fromEntries(ID_BODY_FIELDS.map((k) => [k, id])) };
        body.company = { _id: id };
        await asBoth(route, { url, body: JSON.stringify(body) });
      }
      for (const body of [...malformed, ...prototypeKeys]) await asBoth(route, { url, body });
      // A visitor's write is refused before its body is read (above); these need an account to be read at all.
      const token = await tokenFor(route);
      for (const body of wholeBodies) await expectNoServerError({ route, url, body, token });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const stillSignedIn = await t.request('GET', '/user/profile', { token: user.token });
    expect(stillSignedIn.status, 'a route ended the shared session: add it to SESSION_ENDING').toBe(200);
  }, 120_000); // about 2,500 requests, a third of them signed-in writes, each checked with the Auth emulator
});

type ParamSchema = { type?: string | string[]; enum?: string[]; minimum?: number; maximum?: number };
type DocParam = { name: string; in: string; required?: boolean; schema: ParamSchema };

/** A value the parameter takes: its first choice, its least number, else an id-shaped word. */
function validValue(schema: ParamSchema): string {
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  if (isInteger(schema)) return String(schema.minimum ?? 1);
  return 'abcDEF123';
}
const isInteger = (schema: ParamSchema) => [schema.type].flat().includes('integer');

// Spellings Number() reads as a number (z.coerce read "0x10" as 16, "" as 0): one request had many
// spellings, and a blank ?theme= was theme 0. Only decimal digits are an integer in a query.
const LOOSE_INTEGERS = [
  '0x10',
  '0b11',
  '0o7',
  '1e1',
  '.5e1',
  ' 5 ',
  '5 ',
  '+5',
  '5.0',
  '1_0',
  '-0',
  'Infinity',
  '',
];

describe('every whole number in a query', () => {
  test('is plain decimal digits: any other spelling is a 400 naming the field, on every route the document gives one', async () => {
    const moderator = await moderatorAccount(t);
    const doc = await json<{ paths: Record<string, Record<string, { parameters?: DocParam[] }>> }>(
      await t.request('GET', '/openapi.json'),
    );
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const params = item.get?.parameters ?? [];
      for (const param of params.filter((p) => p.in === 'query' && isInteger(p.schema))) {
        const url = (value: string) => {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            validValue(params.find((p) => p.in === 'path' && p.name === name)?.schema ?? {}),
          );
          const query = new URLSearchParams(
            params
              .filter((p) => p.in === 'query' && p.required && p.name !== param.name)
              .map((p): [string, string] => [p.name, validValue(p.schema)]),
          );
          query.set(param.name, value);
          return `${filled}?${query}`;
        };
        const get = async (value: string) => {
          const res = await t.request('GET', url(value), { token: moderator.idToken });
          return { status: res.status, body: (await res.json()) as { message?: string } };
        };
        const plain = await get(validValue(param.schema));
        expect(plain.body.message ?? '', `${url(validValue(param.schema))} is read`).not.toMatch(
          new RegExp(`^${param.name} `),
        );
        // A nullable parameter takes a blank as not given (GET /interviewers?page=).
        const nullable = [param.schema.type].flat().includes('null');
        for (const loose of LOOSE_INTEGERS.filter((v) => !(nullable && v === ''))) {
          expect(await get(loose), url(loose)).toEqual({
            status: 400,
            body: {
              message: `${param.name} must be a whole number from ${param.schema.minimum} to ${param.schema.maximum}.`,
              code: 'invalid_request',
            },
          });
        }
        checked += 1;
      }
    }
    expect(checked, 'the document gives integer query parameters').toBeGreaterThan(15);
  });
});

// Values for the property-based part: every kind of bad input, mixed.
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT, ...BAD_IDS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 70_000, unit: fc.constantFrom('x', 'é', '😀', '\u0000') }),
);
const badNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21, 2 ** 53 + 2, -1, 0, 5.5, Number.MIN_VALUE),
  fc.double(),
  fc.integer(),
);
const deep = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const leaf = fc.oneof(
  nastyString,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const fieldValue = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...ALL_FIELDS), leaf),
);
/** Numbers JSON.stringify would turn into null are written into the text as they came. */
const bodyText = fc.oneof(
  fc
    .record({
      base: fc.boolean(),
      fields: fc.dictionary(fc.constantFrom(...ALL_FIELDS), fieldValue, { maxKeys: 6 }),
      rawNumber: fc.option(
        fc.tuple(
          fc.constantFrom(...ALL_FIELDS),
          fc.constantFrom('1e309', '-0', '1e-400', '123456789012345678901234567890'),
        ),
      ),
    })
    .map(({ base, fields, rawNumber }) => {
      const text = JSON.stringify({ ...(base ? VALID_FIELDS : {}), ...fields });
      return rawNumber ? text.replace(/^\{/, `{"${rawNumber[0]}":${rawNumber[1]},`) : text;
    }),
  fc
    .tuple(
      fc.integer({ min: 100, max: 20_000 }),
      fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
    )
    .map(([d, k]) => deep(d, k)),
  fc
    .tuple(fc.constantFrom(...ALL_FIELDS), fc.integer({ min: 100, max: 10_000 }))
    .map(([field, d]) => `{"${field}":${deep(d, 'array')}}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const querySegment = fc.oneof(
  nastyString.map((s) => (s.length > 2_000 ? s.slice(0, 2_000) : s)),
  fc.constantFrom(...BAD_NUMBERS),
);

describe('any mix of bad input (property-based)', () => {
  test('never a 5xx, always our JSON error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.boolean(),
        fc.oneof(
          fc.constantFrom(...BAD_PATH_SEGMENTS),
          querySegment.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) || 'x'),
        ),
        fc.dictionary(
          fc.constantFrom(
            ...ID_QUERY_KEYS,
            ...NUMBER_QUERY_KEYS,
            'q',
            'search',
            'cursor',
            'sort',
            'searchMode',
            'view',
            'to',
          ),
          querySegment,
          {
            maxKeys: 4,
          },
        ),
        bodyText,
        async (routeIndex, signedIn, segment, query, body) => {
          const route = routes[routeIndex % routes.length] as Route;
          const url = `${fill(route.path, segment)}?${new URLSearchParams(query)}`;
          await expectNoServerError({
            route,
            url,
            ...(signedIn ? { token: await tokenFor(route) } : {}),
            ...(hasBody(route.method) ? { body } : {}),
          });
        },
      ),
      { numRuns: 400, seed: 20_260_301 },
    );
  });
});
