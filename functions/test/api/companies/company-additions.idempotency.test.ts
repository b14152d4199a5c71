// POST /api/companies takes an Idempotency-Key like every other write (DESIGN.md section 6): a resend
// answers the first answer, marked replayed, and the same key for another company is refused, instead
// of the key being ignored (a resend after a lost answer was then a second, different request).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { KEY_REUSED_MESSAGE } from '../../../src/http/idempotency.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let me: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(async () => {
  await t.close();
});

const add = (account: TestAccount, name: string, key: string) =>
  t.request('POST', '/api/companies', {
    token: account.idToken,
    headers: { 'Idempotency-Key': key },
    body: { name },
  });

test('a resend under the same key answers the first answer, marked as a replay', async () => {
  const first = await add(me, 'Keyed Kitchens', 'company-once');
  expect(first.status).toBe(201);
  expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  const created = await json<{ _id: string; name: string }>(first);

  const again = await add(me, 'Keyed Kitchens', 'company-once');
  expect(again.status).toBe(201);
  expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  expect(await json(again)).toEqual(created);
});

test('the same key for another company is a 409 that creates nothing; another account has keys of its own', async () => {
  expect((await add(me, 'First Key Foods', 'company-reused')).status).toBe(201);
  const reused = await add(me, 'Second Key Foods', 'company-reused');
  expect(reused.status).toBe(409);
  expect(await json(reused)).toMatchObject({ message: KEY_REUSED_MESSAGE });
  const search = await json<{ name: string }[]>(await t.request('GET', '/api/companies?search=Second%20Key'));
  expect(search.map((c) => c.name)).not.toContain('Second Key Foods');

  const theirs = await add(other, 'Second Key Foods', 'company-reused');
  expect(theirs.status).toBe(201);
  expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
});
