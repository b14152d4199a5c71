// JSON travels as UTF-8 (RFC 8259). A client that sends its text as Latin-1 (a script, or a body declared
// `charset=iso-8859-1`) sends "é" as one byte that is no UTF-8: the body was read with U+FFFD (�) in its
// place, and the text was kept and shown so, "Caf� Central" as a public name and in reviews, with a 201.
// What the person wrote was lost without a word. Written text now refuses U+FFFD with a 400 naming the
// field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewsOf } from '../interviewers/support.ts';

let t: TestApp;
let account: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  account = await createAccount();
});
afterAll(() => t.close());

/** `json` with every "é" as the one Latin-1 byte 0xE9, as such a client sends it. */
const latin1 = (json: string) => Buffer.from(json, 'latin1');

async function send(path: string, body: Buffer, contentType = 'application/json', token?: string) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      'X-Forwarded-For': '198.51.100.8',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
}

async function expectUnreadable(res: Response, field: string) {
  const body = await json<{ message: string; code: string }>(res);
  expect(res.status).toBe(400);
  expect(body.code).toBe('invalid_request');
  expect(body.message).toMatch(new RegExp(`^${field} must not contain U\\+FFFD`));
  expect(body.message).toContain('UTF-8');
}

describe('text that arrived as bytes that are not UTF-8', () => {
  test.each([['application/json'], ['application/json; charset=iso-8859-1']])(
    'a company name sent as Latin-1 (%s) is a 400 naming the field; no company is added',
    async (type) => {
      const name = `Café Central ${Date.now()}`;
      const before = await t.deps.store.count({ collection: 'companies' });
      await expectUnreadable(
        await send('/api/companies', latin1(JSON.stringify({ name })), type, account.idToken),
        'name',
      );
      expect(await t.deps.store.count({ collection: 'companies' })).toBe(before);
    },
  );

  test('a review text is a 400 naming reviewText; the review is not written', async () => {
    const target = await addInterviewer(t, account.idToken);
    const body = { interviewerId: target._id, rating: 4, reviewText: 'A fair and friendly café chat.' };
    await expectUnreadable(
      await send('/api/reviews/rmi', latin1(JSON.stringify(body)), undefined, account.idToken),
      'reviewText',
    );
    expect(await reviewsOf(t, target._id, account.idToken)).toEqual([]);
  });

  test('a contact message is a 400 naming message; nothing is stored', async () => {
    const before = await t.deps.store.count({ collection: CONTACT_MESSAGES });
    const body = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Merci, très bien.' };
    await expectUnreadable(await send('/api/contact', latin1(JSON.stringify(body))), 'message');
    expect(await t.deps.store.count({ collection: CONTACT_MESSAGES })).toBe(before);
  });

  test('the same texts sent as UTF-8 are kept as written', async () => {
    const name = `Café Central ${Date.now()}`;
    const res = await send(
      '/api/companies',
      Buffer.from(JSON.stringify({ name }), 'utf8'),
      undefined,
      account.idToken,
    );
    expect(res.status).toBe(201);
    expect((await json<{ name: string }>(res)).name).toBe(name);
  });
});
