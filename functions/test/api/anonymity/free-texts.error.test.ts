// Free texts (reviews, responses, report details, claim evidence, the contact form, moderators'
// reasons) follow one rule with public names (contract/request-fields.ts): no control characters, lone
// surrogates or invisible formatting characters such as the bidirectional overrides, and no letter
// buried under more than 30 combining marks. A right-to-left override makes a response's
// "\u202Emoc.emca" read as "acme.com" on the page while screening sees "moc.emca"; a NUL or an escape
// sequence reaches moderators' screens and our mail; a lone surrogate is no text at all; thousands of
// marks on one letter draw over the reviews around it. Each is a 400 naming the field. Prose keeps its
// line breaks and may hold tabs; joiners (emoji, Persian), right-to-left scripts and real accents stay allowed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { accounts, addInterviewer } from '../interviewers/support.ts';
import { companyReviewBody, reviewBody, submitReview } from '../managers/support.ts';

const codeOf = (ch: string) =>
  `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** Refused everywhere, by code point; a lone surrogate last (JSON can carry one). */
const REFUSED: string[] = [
  ...[0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b],
  ...[0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
  ...[0x00ad, 0x200b, 0x2060, 0x2028, 0x2029, 0xfeff, 0xe0041],
]
  .map((cp) => String.fromCodePoint(cp))
  .concat('\uD800');
/** Allowed in prose, refused in a one-line text (a name or a subject). */
const LINE_BREAKS = ['\t', '\n', '\r'];
/** One letter under 31 combining marks (the Unicode Stream-Safe limit is 30). */
const BURIED = `Za${'\u0301'.repeat(31)}lgo`;

let t: TestApp;
let me: TestAccount;
let moderator: TestAccount;
let claimant: TestAccount;
let managerId: string;
let companyId: string;
let reviewId: string;
/** Another review, for moderators' reasons (an accepted removal would take the first one away). */
let otherReviewId: string;
let interviewerId: string;

beforeAll(async () => {
  t = await createTestApp();
  [me] = (await accounts(1)) as [TestAccount];
  const world = await claimWorld(t);
  moderator = world.moderator;
  managerId = world.manager._id;
  companyId = world.companyId;
  claimant = await claimByCode(t, world);
  const [author] = (await accounts(1)) as [TestAccount];
  const res = await submitReview(t, author, managerId);
  expect(res.status).toBe(201);
  reviewId = (await json<{ _id: string }>(res))._id;
  const other = await submitReview(t, me, managerId);
  expect(other.status).toBe(201);
  otherReviewId = (await json<{ _id: string }>(other))._id;
  interviewerId = (await addInterviewer(t, me.idToken))._id;
});
afterAll(() => t.close());

type Request = { method: string; path: string; body: unknown; token?: () => string; ip?: string };
type Field = { route: string; field: string; prose: boolean; send: (text: string) => Request };

let ips = 0;
/** A client address of its own per request: the contact form's limit counts per address. */
const freshIp = () => `203.0.113.${(ips++ % 250) + 1}`;

const FIELDS: Field[] = [
  {
    route: 'POST /api/reviews/rmi',
    field: 'reviewText',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: '/api/reviews/rmi',
      body: { interviewerId, rating: 4, reviewText: text, interviewStatus: 'cleared' },
    }),
  },
  ...(['reviewText', 'reviewLeadership', 'reviewCommunicationText', 'reviewSupport'] as const).map(
    (field) => ({
      route: 'POST /api/manager-reviews/submit',
      field,
      prose: true,
      send: (text: string) => ({
        method: 'POST',
        path: '/api/manager-reviews/submit',
        body: { managerId, ...reviewBody({ [field]: text }) },
      }),
    }),
  ),
  {
    route: 'PUT /api/manager-reviews/{id}',
    field: 'reviewText',
    prose: true,
    send: (text) => ({
      method: 'PUT',
      path: `/api/manager-reviews/${reviewId}`,
      body: reviewBody({ reviewText: text }),
    }),
  },
  {
    route: 'POST /api/company-reviews/submit',
    field: 'reviews.pros',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: '/api/company-reviews/submit',
      body: companyReviewBody(companyId, {
        reviews: { treatment: '', careerGrowth: '', diversity: '', pros: text, cons: '', advice: '' },
      }),
    }),
  },
  {
    route: 'POST /api/rate-manager',
    field: 'review.reviewText',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: '/api/rate-manager',
      body: {
        companyId,
        branch: { city: 'Pune', location: ['Baner'] },
        manager: { name: 'Pat Example', position: 'Head Chef' },
        review: reviewBody({ reviewText: text }),
      },
    }),
  },
  {
    route: 'PUT /api/manager-reviews/{id}/response',
    field: 'text',
    prose: true,
    send: (text) => ({
      method: 'PUT',
      path: `/api/manager-reviews/${reviewId}/response`,
      body: { text },
      token: () => claimant.idToken,
    }),
  },
  {
    route: 'POST /api/reports',
    field: 'details',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: '/api/reports',
      body: { kind: 'manager', reviewId, reason: 'other', details: text },
    }),
  },
  {
    route: 'POST /api/managers/{id}/claim',
    field: 'evidence',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: `/api/managers/${managerId}/claim`,
      body: { method: 'evidence', evidence: `I am her deputy. ${text}` },
    }),
  },
  ...(['name', 'subject', 'message'] as const).map((field) => ({
    route: 'POST /api/contact',
    field,
    prose: field === 'message',
    send: (text: string) => ({
      method: 'POST',
      path: '/api/contact',
      body: { name: 'Ada', email: 'ada@example.net', subject: 'Hello', message: 'Hi.', [field]: text },
      ip: freshIp(),
    }),
  })),
  {
    route: 'POST /api/moderation/reviews/{kind}/{id}/{action}',
    field: 'reason',
    prose: true,
    send: (text) => ({
      method: 'POST',
      path: `/api/moderation/reviews/manager/${otherReviewId}/remove`,
      body: { reason: text },
      token: () => moderator.idToken,
    }),
  },
];

async function send(request: Request) {
  const res = await t.request(request.method, request.path, {
    body: request.body,
    token: (request.token ?? (() => me.idToken))(),
    ...(request.ip ? { ip: request.ip } : {}),
  });
  return { status: res.status, answer: await json(res) };
}

describe.each(FIELDS)('$route $field', ({ field, prose, send: request }) => {
  test('refuses control and invisible formatting characters and lone surrogates, naming the field and the character', async () => {
    for (const ch of [...REFUSED, ...(prose ? [] : LINE_BREAKS)]) {
      const { status, answer } = await send(request(`Fair and k${ch}ind.`));
      expect(status, `${codeOf(ch)}: ${JSON.stringify(answer)}`).toBe(400);
      expect(answer).toEqual({
        code: 'invalid_request',
        message: `${field} must not contain control or invisible formatting characters (found ${codeOf(ch)}).`,
      });
    }
  });

  test('refuses a letter under more than 30 combining marks', async () => {
    const { status, answer } = await send(request(BURIED));
    expect(status, JSON.stringify(answer)).toBe(400);
    expect(answer).toEqual({
      code: 'invalid_request',
      message: `${field} must not pile more than 30 combining marks on one letter (found 31 on "a").`,
    });
  });
});

test('prose keeps its line breaks (a tab is taken as readers see it: invisible-spacing.security.test.ts); joiners, right-to-left scripts and accents are kept (accents composed, NFC)', async () => {
  const [author] = (await accounts(1)) as [TestAccount];
  const text = [
    'Fair questions.\nFriendly talk.\n\n\tThanks!',
    'שאלות הוגנות. أسئلة عادلة. سوال‌های منصفانه.',
    `Nguyễn was kind 👩‍💻👍🏽 and the Ǘ̈ stacked marks of 30: a${'\u0301'.repeat(30)}`,
    // The flags of Scotland, Wales and England are tag sequences (invisible tag letters after a black flag).
    'From Glasgow \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}, Cardiff \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F} and Leeds \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}.',
  ].join('\n');
  const res = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: { interviewerId, rating: 5, reviewText: text, interviewStatus: 'cleared' },
  });
  expect(res.status, JSON.stringify(await json(res.clone()))).toBe(201);
  expect((await json<{ reviewText: string }>(res)).reviewText).toBe(
    text.trim().normalize('NFC').replace('\n\tThanks', '\nThanks'),
  );
});

test('line breaks and accents are kept as a browser sends them, whatever the client: its way of sending marks no review', async () => {
  // A script's "\r\n", a lone "\r" or decomposed accents look the same to a reader as the PWA's "\n" and
  // composed letters; kept as sent, they marked every review of one author's client apart.
  const [author] = (await accounts(1)) as [TestAccount];
  const sent = 'Fair questions.\r\nFriendly talk.\rThanks, Nguye\u0302\u0303n!';
  const read = 'Fair questions.\nFriendly talk.\nThanks, Nguy\u1EC5n!';
  const interviewer = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: { interviewerId, rating: 5, reviewText: sent, interviewStatus: 'cleared' },
  });
  expect(interviewer.status).toBe(201);
  expect((await json<{ reviewText: string }>(interviewer)).reviewText).toBe(read);
  const manager = await submitReview(t, author, managerId, { reviewText: sent, reviewLeadership: sent });
  expect(manager.status).toBe(201);
  expect(await json(manager)).toMatchObject({ reviewText: read, reviewLeadership: read });
});

test('tag characters carry hidden text anywhere else, after a black flag too: 400 naming the first', async () => {
  const [author] = (await accounts(1)) as [TestAccount];
  // "\u{1F3F4}" then the tag letters of "hi" and a cancel tag: no flag, a word no reader sees.
  const smuggled = 'Fair \u{1F3F4}\u{E0068}\u{E0069}\u{E007F} panel.';
  const res = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: { interviewerId, rating: 5, reviewText: smuggled, interviewStatus: 'cleared' },
  });
  expect(res.status).toBe(400);
  expect((await json<{ message: string }>(res)).message).toContain('U+E0068');
});

test('a public name follows the same rule: no letter buried under marks', async () => {
  const res = await t.request('POST', '/interviewers', {
    token: me.idToken,
    body: { name: BURIED, company: 'Acme', position: 'Engineer' },
  });
  expect(res.status).toBe(400);
  expect(await json(res)).toEqual({
    code: 'invalid_request',
    message: 'name must not pile more than 30 combining marks on one letter (found 31 on "a").',
  });
});

test('a response cannot disguise a web address with a right-to-left override', async () => {
  // Read on the page as "Call acme.com/r/7f3"; screening read "moc.emca", no address.
  const res = await t.request('PUT', `/api/manager-reviews/${reviewId}/response`, {
    token: claimant.idToken,
    body: { text: 'Thanks. Call \u202E3f7/r/moc.emca\u202C for more.' },
  });
  expect(res.status).toBe(400);
  expect((await json<{ message: string }>(res)).message).toContain('U+202E');
});
