// GET /companies/directory/letters costs one store query per letter some company files under (up to 26,
// one after another). It is a public read like the directory itself, so a repeat, whatever junk query it
// carries, is answered from the public read cache: a script looping over it costs no store reads, and a
// write still shows at once.
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { countReads } from '../../support/read-answers.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../managers/support.ts';

let t: TestApp;
let alice: TestAccount;

const addCompany = async (name: string) =>
  expectStatus(await t.request('POST', '/api/companies', { token: alice.idToken, body: { name } }), 201);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount();
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXY') await addCompany(`${letter}ardent Works`);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

test('a script asking for the letters again and again, with or without a junk query, costs no store reads', async () => {
  const reads = countReads(t.deps.store);
  const first = await t.request('GET', '/api/companies/directory/letters');
  expect(await json(first)).toEqual({ letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXY'] });
  const once = reads();
  expect(once).toBeGreaterThanOrEqual(25);
  for (let i = 0; i < 20; i++) {
    const again = await t.request('GET', `/api/companies/directory/letters${i % 2 ? `?junk=${i}` : ''}`);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXY'] });
  }
  expect(reads()).toBe(once);
});

test('a new company’s letter shows on the next read', async () => {
  await t.request('GET', '/api/companies/directory/letters');
  await addCompany('Zephyr Tools');
  const res = await t.request('GET', '/api/companies/directory/letters');
  expect(await json(res)).toEqual({ letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] });
});
