// A second profile that reads exactly like someone's own is a way to split their reviews or to
// impersonate them. Zero-width joiners (allowed: Persian, Indic scripts and emoji need them) and the
// Hangul filler letters draw nothing, so "Priya‍nka Zed" with a joiner inside and "Priyanka Zed" with a
// filler letter at the end read as "Priyanka Zed" on every page; they must find her profile, not make
// one beside it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts } from '../interviewers/support.ts';
import { expectStatus, managerFixture, uniqueName } from '../managers/support.ts';

/** Ways of writing `name` that read exactly like it. */
const lookAlikes = (name: string): [string, string][] => {
  const [first, last] = name.split(' ') as [string, string];
  return [
    ['a zero-width joiner inside a word', `${first.slice(0, 3)}\u200D${first.slice(3)} ${last}`],
    ['a zero-width non-joiner inside a word', `${first} ${last.slice(0, 2)}\u200C${last.slice(2)}`],
    ['a Hangul filler for the space', `${first}\u3164${last}`],
    ['a halfwidth Hangul filler at the end', `${name}\uFFA0`],
    ['a Hangul choseong filler at the end', `${name}\u115F`],
    ['a Hangul jungseong filler at the start', `\u1160${name}`],
  ];
};

let t: TestApp;
let me: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [me] = (await accounts(1)) as [TestAccount];
});
afterAll(async () => {
  await t.close();
});

describe('a name written with letters that draw nothing finds the profile it reads as', () => {
  test('interviewers', async () => {
    const company = uniqueName('Acme');
    const name = 'Priyanka Zedwick';
    const first = await t.request('POST', '/interviewers', {
      token: me.idToken,
      body: { name, company, position: 'Engineer' },
    });
    const original = await expectStatus(first, 201);
    for (const [how, lookAlike] of lookAlikes(name)) {
      const res = await t.request('POST', '/interviewers', {
        token: me.idToken,
        body: { name: lookAlike, company, position: 'Engineer' },
      });
      const body = await json(res);
      expect({ how, status: res.status, id: body._id }).toEqual({ how, status: 200, id: original._id });
    }
  });

  test('companies', async () => {
    const name = `Zedwick ${Date.now().toString(36)}`;
    const original = await expectStatus(
      await t.request('POST', '/api/companies', { token: me.idToken, body: { name } }),
      201,
    );
    for (const [how, lookAlike] of lookAlikes(name)) {
      const res = await t.request('POST', '/api/companies', { token: me.idToken, body: { name: lookAlike } });
      const body = await json(res);
      expect({ how, status: res.status, id: body._id }).toEqual({ how, status: 200, id: original._id });
    }
  });

  test('managers', async () => {
    const { company, branch, manager } = await managerFixture(t, me, { managerName: 'Priyanka Zedwick' });
    for (const [how, lookAlike] of lookAlikes(manager.name)) {
      const res = await t.request('POST', '/api/managers', {
        token: me.idToken,
        body: { name: lookAlike, position: 'Head Chef', branchId: branch._id, company: company._id },
      });
      const body = await json(res);
      expect({ how, status: res.status, id: body._id }).toEqual({ how, status: 200, id: manager._id });
    }
  });
});

test('the profile is found by searching the name it reads as', async () => {
  const company = uniqueName('Acme');
  const created = await expectStatus(
    await t.request('POST', '/interviewers', {
      token: me.idToken,
      body: { name: 'Qua\u200Drtz Yellowby', company, position: 'Engineer' },
    }),
    201,
  );
  const res = await t.request('GET', `/api/search/all?q=${encodeURIComponent('quartz yellowby')}`);
  const body = await json<{ interviewers: { items: { id: string }[] } }>(res);
  expect(body.interviewers.items.map((i) => i.id)).toContain(created._id);
});
