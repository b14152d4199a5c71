// Names shown publicly refuse control and invisible formatting characters (issue 13 item 6c):
// a bidirectional override makes "Acme‮moc.live" read as something else. Every name field of
// every route that stores one answers a 400 naming the field and the character; scripts that
// need zero-width joiners (Persian, emoji sequences) and right-to-left letters still work.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';
import { accounts } from '../interviewers/support.ts';
import { managerFixture, reviewBody, uniqueName } from '../managers/support.ts';

/** Each refused character, by its code point. */
const REFUSED: string[] = [
  // C0 controls and DEL
  ...[0x00, 0x01, 0x07, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f],
  // C1 controls
  ...[0x80, 0x85, 0x9b, 0x9f],
  // bidirectional marks, embeddings, overrides and isolates
  ...[0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
  // other invisible format characters, separators, a tag character
  ...[0x00ad, 0x200b, 0x2060, 0x2028, 0x2029, 0xfeff, 0xe0041],
].map((cp) => String.fromCodePoint(cp));
/** A lone surrogate: JSON can carry one, and it is no character at all. */
REFUSED.push('\uD800');

const codeOf = (ch: string) =>
  `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

let t: TestApp;
let me: TestAccount;
let companyId: string;
let branchId: string;

beforeAll(async () => {
  t = await createTestApp();
  [me] = (await accounts(1)) as [TestAccount];
  const fixture = await managerFixture(t, me);
  companyId = fixture.company._id;
  branchId = fixture.branch._id;
});
afterAll(async () => {
  await t.close();
});

type Field = {
  route: string;
  field: string;
  send: (name: string) => { method: string; path: string; body: unknown; signedIn?: boolean };
  /** Tags fold whitespace (tab, newline, U+2028...) into spaces before anything is stored. */
  foldsWhitespace?: boolean;
};

const FIELDS: Field[] = [
  ...(['name', 'position'] as const).map((field) => ({
    route: 'POST /interviewers',
    field,
    send: (name: string) => ({
      method: 'POST',
      path: '/interviewers',
      body: { name: 'Jane Doe', company: 'Acme', position: 'Engineer', [field]: name },
    }),
  })),
  {
    route: 'POST /interviewers',
    field: 'company',
    send: (name) => ({ method: 'POST', path: '/interviewers', body: { name: 'Jane Doe', company: name } }),
  },
  {
    route: 'POST /api/interviewers',
    field: 'company.name',
    send: (name) => ({
      method: 'POST',
      path: '/api/interviewers',
      body: { name: 'Jane Doe', company: { name } },
    }),
  },
  {
    route: 'POST /interviewers',
    field: 'tags.0',
    foldsWhitespace: true,
    send: (name) => ({
      method: 'POST',
      path: '/interviewers',
      body: { name: 'Jane Doe', company: 'Acme', tags: name },
    }),
  },
  {
    route: 'POST /api/companies',
    field: 'name',
    send: (name) => ({ method: 'POST', path: '/api/companies', body: { name } }),
  },
  ...(['name', 'city', 'location.0'] as const).map((field) => ({
    route: 'POST /api/branches',
    field,
    send: (name: string) => {
      const body: Record<string, unknown> = { companyId, name: 'Main', city: 'Pune', location: ['Baner'] };
      if (field === 'location.0') body.location = [name];
      else body[field] = name;
      return { method: 'POST', path: '/api/branches', body };
    },
  })),
  {
    route: 'POST /api/departments',
    field: 'name',
    send: (name) => ({ method: 'POST', path: '/api/departments', body: { name } }),
  },
  ...(['name', 'position'] as const).map((field) => ({
    route: 'POST /api/managers',
    field,
    send: (name: string) => ({
      method: 'POST',
      path: '/api/managers',
      body: { name: 'Rita', position: 'Chef', branchId, company: companyId, [field]: name },
    }),
  })),
  ...(
    [
      'companyName',
      'departmentName',
      'branch.name',
      'branch.city',
      'branch.location.0',
      'manager.name',
      'manager.position',
    ] as const
  ).map((field) => ({
    route: 'POST /api/rate-manager',
    field,
    send: (name: string) => {
      const body = {
        companyName: 'Rate Co',
        departmentName: 'Kitchen',
        branch: { name: 'Main', city: 'Pune', location: ['Baner'] as unknown },
        manager: { name: 'Rita', position: 'Chef' },
        review: reviewBody(),
      };
      if (field === 'companyName' || field === 'departmentName') body[field] = name;
      else if (field === 'branch.location.0') body.branch.location = [name];
      else if (field.startsWith('branch.')) body.branch[field.slice(7) as 'name' | 'city'] = name;
      else body.manager[field.slice(8) as 'name' | 'position'] = name;
      return { method: 'POST', path: '/api/rate-manager', body };
    },
  })),
  {
    route: 'PATCH /api/user/profile',
    field: 'name',
    send: (name) => ({ method: 'PATCH', path: '/api/user/profile', body: { name } }),
  },
  {
    route: 'POST /auth/rmi/register',
    field: 'name',
    send: (name) => ({
      method: 'POST',
      path: '/auth/rmi/register',
      body: { name, email: uniqueEmail('names'), password: 'correct horse battery' },
      signedIn: false,
    }),
  },
];

describe.each(FIELDS)('$route $field', ({ field, send, foldsWhitespace }) => {
  test('refuses every control and invisible formatting character, naming the field and the character', async () => {
    for (const ch of REFUSED) {
      if (foldsWhitespace && /\s/.test(ch)) continue;
      const { method, path, body, signedIn = true } = send(`Ac${ch}me ${uniqueName('x')}`);
      const res = await t.request(method, path, { body, ...(signedIn ? { token: me.idToken } : {}) });
      const answer = await json(res);
      expect(res.status, `${codeOf(ch)}: ${JSON.stringify(answer)}`).toBe(400);
      expect(answer).toEqual({
        code: 'invalid_request',
        message: `${field} must not contain control or invisible formatting characters (found ${codeOf(ch)}).`,
      });
    }
  });
});

describe.each(FIELDS)('$route $field', ({ field, send }) => {
  test('refuses a word disguised by look-alike letters of another script (a Cyrillic а in "Jane"), naming the word', async () => {
    // Cyrillic а (U+0430) in a Latin word, Greek Ο (U+039F) in a Latin word, Latin a in a Cyrillic word.
    for (const [word, letter, script, code] of [
      ['J\u0430ne', '\u0430', 'Cyrillic', 'U+0430'],
      ['\u039Fmega', '\u039F', 'Greek', 'U+039F'],
      ['\u0416a\u043d\u043d\u0430', 'a', 'Latin', 'U+0061'],
    ]) {
      const { method, path, body, signedIn = true } = send(`${word} ${uniqueName('x')}`);
      const res = await t.request(method, path, { body, ...(signedIn ? { token: me.idToken } : {}) });
      const answer = await json(res);
      expect(res.status, `${word}: ${JSON.stringify(answer)}`).toBe(400);
      expect(answer).toEqual({
        code: 'invalid_request',
        message: `${field} must not mix look-alike letters of different scripts in one word: the "${letter}" in "${word}" is ${script} (${code}).`,
      });
    }
  });
});

test('names in any script are kept as written, joiners included', async () => {
  for (const name of [
    'فاطمه‌ای',
    'דנה לוי',
    'Zoë 👩‍💻 Ångström',
    'श्रीनिवास',
    // Two scripts word by word, a visible mix ("Ωmega": no Latin letter looks like Ω), and scripts that
    // mix within a word by nature (Japanese), stay allowed.
    'Жанна Doe',
    'Ωmega Labs',
    'Ελένη Smith-Παππά',
    '山田 たろう',
  ]) {
    const res = await t.request('POST', '/interviewers', {
      token: me.idToken,
      body: { name, company: `${name} Labs`, position: name, tags: name },
    });
    const body = await json<{ name: string; company: { name: string }; position: string; tags: string[] }>(
      res,
    );
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ name, company: { name: `${name} Labs` }, position: name, tags: [name] });
  }
});
