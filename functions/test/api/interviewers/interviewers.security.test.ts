// Interviewer area: anonymity and access (issue 5, DESIGN.md sections 1, 5 and 6).
// Every answer of every endpoint, as a visitor, as the author and as another
// user, is scanned for the author's uid, email and authorKey.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { INTERVIEWER_NAMES, INTERVIEWERS } from '../../../src/domain/interviewers/interviewer.ts';
import { INTERVIEWER_REVIEWS } from '../../../src/domain/reviews/review.ts';
import { INTERVIEWER_REVIEW_VOTES } from '../../../src/domain/reviews/votes.ts';
import { SAVED_INTERVIEWERS } from '../../../src/domain/saved/saved-interviewers.ts';
import { IDEMPOTENCY } from '../../../src/http/idempotency.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type RequestOptions, type TestApp } from '../../support/test-app.ts';
import { type Interviewer, type Review, reviewBody } from './support.ts';

const AUTHOR_SECRET = 'test-author-key-secret';
const IP = '192.0.2.77';

let t: TestApp;
let author: TestAccount;
let other: TestAccount;
/** Every answer the scan has seen: where it came from and its full text (status line, headers, body). */
const seen: { label: string; text: string }[] = [];

async function call(label: string, method: string, path: string, options: RequestOptions = {}) {
  const res = await t.request(method, path, { ip: IP, ...options });
  const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  const body = await res.clone().text();
  seen.push({
    label: `${label} ${method} ${path} -> ${res.status}`,
    text: `${res.status}\n${headers}\n\n${body}`,
  });
  return res;
}

function secretsOf(account: TestAccount): string[] {
  return [account.uid, account.email, account.email.toLowerCase(), authorKey(account.uid, AUTHOR_SECRET)];
}

function leaks(text: string, account: TestAccount): string[] {
  const lower = text.toLowerCase();
  return secretsOf(account).filter((s) => lower.includes(s.toLowerCase()));
}

beforeAll(async () => {
  t = await createTestApp();
  [author, other] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

describe('no answer ties a review to its author', () => {
  test('scan of every endpoint as visitor, author and another user', async () => {
    const as = { visitor: undefined, author: author.idToken, other: other.idToken } as const;
    const key = (k: string) => ({ 'Idempotency-Key': k });

    // The author adds an interviewer, reviews it (not anonymous!), votes, saves, writes to contact.
    const created = await call('author', 'POST', '/interviewers', {
      token: as.author,
      headers: key('add-1'),
      body: { name: 'Scan Target', company: 'Scan Co', position: 'Lead', tags: 'x, y' },
    });
    const target = await json<Interviewer>(created);
    const second = await json<Interviewer>(
      await call('author', 'POST', '/api/interviewers', {
        token: as.author,
        body: { name: 'Second Target', company: target.company._id },
      }),
    );
    const review = await json<Review>(
      await call('author', 'POST', '/reviews/rmi', {
        token: as.author,
        headers: key('review-1'),
        body: reviewBody(target._id, { anonymous: false, rating: 2 }),
      }),
    );
    await call('author', 'POST', '/api/reviews/rmi', { token: as.author, body: reviewBody(second._id) });
    const otherReview = await json<Review>(
      await call('other', 'POST', '/reviews/rmi', {
        token: as.other,
        body: reviewBody(target._id, { rating: 5 }),
      }),
    );
    // Replays come from the idempotency record: scanned too.
    await call('author', 'POST', '/reviews/rmi', {
      token: as.author,
      headers: key('review-1'),
      body: reviewBody(target._id, { anonymous: false, rating: 2 }),
    });
    await call('author', 'PUT', `/interviewer-reviews/${review._id}`, {
      token: as.author,
      headers: key('edit-1'),
      body: reviewBody(target._id, { rating: 3, reviewText: 'Edited.' }),
    });
    for (const kind of ['like', 'dislike'] as const) {
      await call('author', 'POST', `/interviewers/${target._id}/reviews/${otherReview._id}/${kind}`, {
        token: as.author,
      });
      await call('other', 'POST', `/api/interviewers/${target._id}/reviews/${review._id}/${kind}`, {
        token: as.other,
        headers: key(`vote-${kind}`),
      });
    }
    await call('author', 'POST', `/api/user/saved/${target._id}`, {
      token: as.author,
      headers: key('save-1'),
    });
    await call('author', 'POST', `/api/user/saved/${second._id}`, { token: as.author });
    await call('author', 'DELETE', `/api/user/saved/${second._id}`, { token: as.author });
    await call('author', 'POST', '/api/contact', {
      token: as.author,
      headers: key('contact-1'),
      body: { name: 'Someone', email: 'someone-else@example.org', subject: 'Hi', message: 'Hello there' },
    });
    // Errors are answers too.
    await call('author', 'POST', '/reviews/rmi', { token: as.author, body: reviewBody(target._id) }); // 409
    await call('other', 'PUT', `/interviewer-reviews/${review._id}`, {
      token: as.other,
      body: reviewBody(target._id),
    }); // 403
    await call('other', 'DELETE', `/interviewer-reviews/${review._id}`, { token: as.other }); // 403
    await call('other', 'POST', '/reviews/rmi', {
      token: as.other,
      headers: key('review-1'),
      body: reviewBody(second._id),
    });

    // Every read, as everyone.
    for (const [who, token] of Object.entries(as)) {
      const opts = token ? { token } : {};
      for (const path of [
        '/interviewers',
        '/api/interviewers?page=1&limit=12',
        `/interviewers/${target._id}`,
        `/api/interviewers/${second._id}`,
        '/interviewers/search/scan',
        '/api/interviewers/search/scan%20co?searchMode=company',
        `/reviews/rmi?interviewerId=${target._id}`,
        `/api/reviews/rmi?interviewerId=${second._id}`,
        '/api/user/my-reviews',
        '/api/user/saved',
        `/api/companies?search=scan`,
      ]) {
        await call(who, 'GET', path, opts);
      }
    }

    // Finally the author deletes their review (answer scanned as well).
    await call('author', 'DELETE', `/interviewer-reviews/${review._id}`, {
      token: as.author,
      headers: key('del-1'),
    });
    await call('author', 'DELETE', `/interviewer-reviews/${review._id}`, {
      token: as.author,
      headers: key('del-1'),
    });

    expect(seen.length).toBeGreaterThan(50);
    const found = seen.flatMap(({ label, text }) =>
      [...leaks(text, author), ...leaks(text, other)].map((s) => `${label}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  test('isOwnReview is true for the author alone; review ids do not contain the author', async () => {
    const target = await json<Interviewer>(
      await t.request('POST', '/interviewers', {
        token: other.idToken,
        body: { name: 'Own Check', company: 'Own Co' },
      }),
    );
    const mine = await json<Review>(
      await t.request('POST', '/reviews/rmi', { token: author.idToken, body: reviewBody(target._id) }),
    );
    const theirs = await json<Review>(
      await t.request('POST', '/reviews/rmi', { token: other.idToken, body: reviewBody(target._id) }),
    );
    const view = async (token?: string) =>
      json<Review[]>(
        await t.request('GET', `/reviews/rmi?interviewerId=${target._id}`, token ? { token } : {}),
      );
    const own = (list: Review[]) => Object.fromEntries(list.map((r) => [r._id, r.isOwnReview]));
    expect(own(await view(author.idToken))).toEqual({ [mine._id]: true, [theirs._id]: false });
    expect(own(await view(other.idToken))).toEqual({ [mine._id]: false, [theirs._id]: true });
    expect(own(await view())).toEqual({ [mine._id]: false, [theirs._id]: false });

    for (const id of [mine._id, theirs._id]) {
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      for (const account of [author, other]) {
        expect(id).not.toContain(account.uid.slice(0, 8));
        expect(authorKey(account.uid, AUTHOR_SECRET)).not.toContain(id.toLowerCase().slice(0, 8));
      }
    }
    // The same key from another user never replays the first user's answer.
    const headers = { 'Idempotency-Key': 'not-yours' };
    const second = await json<Interviewer>(
      await t.request('POST', '/interviewers', {
        token: other.idToken,
        body: { name: 'Key Scope', company: 'Own Co' },
      }),
    );
    const a = await t.request('POST', '/reviews/rmi', {
      token: author.idToken,
      headers,
      body: reviewBody(second._id),
    });
    const b = await t.request('POST', '/reviews/rmi', {
      token: other.idToken,
      headers,
      body: reviewBody(second._id),
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await json<Review>(b))._id).not.toBe((await json<Review>(a))._id);
  });

  test('at rest: no uid or email in the interviewer-area collections; the logs hold no identity or IP', async () => {
    for (const collection of [
      INTERVIEWERS,
      INTERVIEWER_NAMES,
      INTERVIEWER_REVIEWS,
      INTERVIEWER_REVIEW_VOTES,
      SAVED_INTERVIEWERS,
      CONTACT_MESSAGES,
      IDEMPOTENCY,
    ]) {
      const docs = await t.deps.store.query({ collection });
      const dump = JSON.stringify(docs);
      for (const account of [author, other]) {
        expect(dump.includes(account.uid), `${collection} holds a uid`).toBe(false);
        expect(dump.toLowerCase().includes(account.email.toLowerCase()), `${collection} holds an email`).toBe(
          false,
        );
      }
      if (
        collection !== INTERVIEWER_REVIEWS &&
        collection !== INTERVIEWER_REVIEW_VOTES &&
        collection !== SAVED_INTERVIEWERS
      ) {
        // Only the documents that need it (mine? erasure) carry the pseudonym.
        expect(dump.includes(authorKey(author.uid, AUTHOR_SECRET)), `${collection} holds an authorKey`).toBe(
          false,
        );
      }
    }
    const logs = JSON.stringify(t.logs);
    for (const s of [...secretsOf(author), ...secretsOf(other), IP]) expect(logs).not.toContain(s);
  });
});

describe('visitors and bad tokens', () => {
  const writes = (interviewerId: string, reviewId: string): [string, string, unknown][] => [
    ['POST', '/interviewers', { name: 'No Token', company: 'X' }],
    ['POST', '/api/interviewers', {}],
    ['POST', '/reviews/rmi', reviewBody(interviewerId)],
    ['POST', '/api/reviews/rmi', { rating: 'not even valid' }],
    ['PUT', `/interviewer-reviews/${reviewId}`, reviewBody(interviewerId)],
    ['DELETE', `/interviewer-reviews/${reviewId}`, undefined],
    ['POST', `/interviewers/${interviewerId}/reviews/${reviewId}/like`, undefined],
    ['POST', `/api/interviewers/${interviewerId}/reviews/${reviewId}/dislike`, undefined],
    ['POST', `/api/user/saved/${interviewerId}`, undefined],
    ['DELETE', `/api/user/saved/${interviewerId}`, undefined],
  ];
  const personalReads = ['/api/user/my-reviews', '/api/user/saved'];

  let interviewerId: string;
  let reviewId: string;
  beforeAll(async () => {
    interviewerId = (
      await json<Interviewer>(
        await t.request('POST', '/interviewers', {
          token: author.idToken,
          body: { name: 'Guarded', company: 'Guard Co' },
        }),
      )
    )._id;
    reviewId = (
      await json<Review>(
        await t.request('POST', '/reviews/rmi', { token: author.idToken, body: reviewBody(interviewerId) }),
      )
    )._id;
  });

  test('visitors cannot write or read personal lists (401 before any validation)', async () => {
    for (const [method, path, body] of writes(interviewerId, reviewId)) {
      const res = await t.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await json(res)).code).toBe('unauthenticated');
    }
    for (const path of personalReads) expect((await t.request('GET', path)).status).toBe(401);
    const [review] = await json<Review[]>(
      await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}`),
    );
    expect(review).toMatchObject({ likes: 0, dislikes: 0 });
  });

  test('malformed, expired and deleted-account tokens are 401 everywhere a token is read', async () => {
    const expired = withClaims(author.idToken, { exp: Math.floor(Date.now() / 1000) - 3600 });
    const gone = await createAccount();
    const deleted = await t.request('DELETE', '/api/user/account', {
      token: gone.idToken,
      body: { currentPassword: gone.password },
    });
    expect(deleted.status).toBe(200);
    for (const token of ['garbage', expired, gone.idToken]) {
      for (const [method, path, body] of writes(interviewerId, reviewId)) {
        const res = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
      for (const path of personalReads) expect((await t.request('GET', path, { token })).status).toBe(401);
      // A public read that personalises: a bad bearer is a 401 (refresh it), not a silent visitor.
      expect((await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}`, { token })).status).toBe(
        401,
      );
    }
    // Contact takes no account: a bad bearer is simply ignored (never stored).
    const contact = await t.request('POST', '/api/contact', {
      token: 'garbage',
      ip: '203.0.113.99',
      body: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' },
    });
    expect(contact.status).toBe(201);
  });
});

/** The token with some payload claims replaced (the emulator's tokens are unsigned). */
function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const patched = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, patched, signature ?? ''].join('.');
}
