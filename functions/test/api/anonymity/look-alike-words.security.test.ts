// A second profile that reads exactly like someone's own splits their reviews or poses as them. A word
// mixing Latin and Cyrillic letters ("Jаne") was refused already, but a whole word of Cyrillic or Greek
// letters drawn like Latin ones was not: "Abigail ԁе Vries" (Cyrillic ԁ and е) read as "Abigail de Vries"
// on every page and made a second profile beside hers. Beside Latin words such a word is refused, naming
// its first foreign letter; names wholly in one script, and words that look like what they are, stay.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANIES, COMPANY_LOOK_ALIKES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { INTERVIEWER_LOOK_ALIKES } from '../../../src/domain/interviewers/interviewer.ts';
import { MANAGER_LOOK_ALIKES } from '../../../src/domain/managers/manager.ts';
import { backfillLookAlikeClaims } from '../../../src/domain/shared/look-alike-backfill.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts } from '../interviewers/support.ts';
import { expectStatus, managerFixture, uniqueName } from '../managers/support.ts';

let t: TestApp;
let me: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [me] = (await accounts(1)) as [TestAccount];
});
afterAll(() => t.close());

/** "de" with a Cyrillic ԁ (U+0501) and е (U+0435). */
const CYRILLIC_DE = '\u0501\u0435';
/** "Pace" in Cyrillic: Р (U+0420), а, с, е. */
const CYRILLIC_PACE = '\u0420\u0430\u0441\u0435';
/** "Hose" in Cyrillic: Н (U+041D), о, ѕ, е. */
const CYRILLIC_HOSE = '\u041D\u043E\u0455\u0435';

/** An interviewer added by the test's account (a CTO unless said otherwise). */
const addInterviewer = (name: string, company: string, position = 'CTO') =>
  t.request('POST', '/interviewers', { token: me.idToken, body: { name, company, position } });

const refusal = (field: string, word: string, letter: string, code: string) => ({
  code: 'invalid_request',
  message: `${field} must not write a word in Cyrillic letters that look like Latin ones beside Latin words: the "${letter}" in "${word}" is Cyrillic (${code}).`,
});

describe('a Cyrillic word that reads as Latin beside Latin words makes no second profile', () => {
  test('interviewers', async () => {
    const company = uniqueName('Acme');
    const original = await expectStatus(await addInterviewer('Abigail de Vries', company), 201);
    const res = await addInterviewer(`Abigail ${CYRILLIC_DE} Vries`, company);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual(refusal('name', CYRILLIC_DE, '\u0501', 'U+0501'));
    // The way it is written still finds her.
    const again = await addInterviewer('Abigail de Vries', company);
    expect((await expectStatus(again, 200))._id).toBe(original._id);
  });

  test('companies', async () => {
    const name = uniqueName('Pace');
    await expectStatus(await t.request('POST', '/api/companies', { token: me.idToken, body: { name } }), 201);
    const disguised = name.replace('Pace', CYRILLIC_PACE);
    const res = await t.request('POST', '/api/companies', { token: me.idToken, body: { name: disguised } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual(refusal('name', CYRILLIC_PACE, '\u0420', 'U+0420'));
  });

  test('managers', async () => {
    const { company, branch } = await managerFixture(t, me, { managerName: 'Ella Hose' });
    const res = await t.request('POST', '/api/managers', {
      token: me.idToken,
      body: {
        name: `Ella ${CYRILLIC_HOSE}`,
        position: 'Head Chef',
        branchId: branch._id,
        company: company._id,
      },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual(refusal('name', CYRILLIC_HOSE, '\u041D', 'U+041D'));
  });
});

test('Lisu, Cherokee and Armenian letters drawn like Latin ones make no second profile either', async () => {
  const company = uniqueName('Acme');
  await expectStatus(await addInterviewer('Abigail Owens', company), 201);
  // Lisu ꓮ (U+A4EE), Cherokee Ꭺ (U+13AA) and Armenian օ (U+0585) in a Latin word; a whole Lisu word.
  for (const [name, message] of [
    [
      '\uA4EEbigail Owens',
      'mix look-alike letters of different scripts in one word: the "\uA4EE" in "\uA4EEbigail" is Lisu (U+A4EE)',
    ],
    [
      '\u13AAbigail Owens',
      'mix look-alike letters of different scripts in one word: the "\u13AA" in "\u13AAbigail" is Cherokee (U+13AA)',
    ],
    [
      'Abigail \u0585wens',
      'mix look-alike letters of different scripts in one word: the "\u0585" in "\u0585wens" is Armenian (U+0585)',
    ],
    [
      'Abigail \uA4F3\uA4EA\uA4F0\uA4E0',
      'write a word in Lisu letters that look like Latin ones beside Latin words: the "\uA4F3" in "\uA4F3\uA4EA\uA4F0\uA4E0" is Lisu (U+A4F3)',
    ],
  ] as [string, string][]) {
    const res = await addInterviewer(name, company);
    expect({ name, status: res.status, answer: await json(res) }).toEqual({
      name,
      status: 400,
      answer: { code: 'invalid_request', message: `name must not ${message}.` },
    });
  }
});

test('a capital I for the last small l of a word makes no second profile', async () => {
  const company = uniqueName('Acme');
  await expectStatus(await addInterviewer('Abigail de Vries', company), 201);
  const res = await addInterviewer('AbigaiI de Vries', company);
  expect(res.status).toBe(400);
  expect(await json(res)).toEqual({
    code: 'invalid_request',
    message:
      'name must not end a word with a capital I after a small letter, which reads as a small L: "AbigaiI".',
  });
});

test('names in one script, and words that look like what they are, are kept as written', async () => {
  // Вера is all look-alikes, but nothing Latin stands beside it; Жанна has letters Latin lacks.
  for (const name of [
    'Вера Иванова',
    'Жанна Doe',
    'Ελένη Smith-Παππά',
    'Աննա Hovhannisyan',
    'Ian McIntyre',
    'Rory McIlroy',
    'Henry VIII',
    'Ada OpenAI',
  ]) {
    const res = await addInterviewer(name, uniqueName('Acme'), 'Engineer');
    expect((await expectStatus(res, 201)).name).toBe(name);
  }
});

test('a company id the name checks would refuse still names its company; a disguised name is not taken for one', async () => {
  // Our ids are random base62: about one in 60 ends in a small letter then "I", which the capital-I rule
  // refused as a company name (a 400 in CI for a company picked by id).
  const made = (await expectStatus(
    await t.request('POST', '/api/companies', { token: me.idToken, body: { name: uniqueName('Ids') } }),
    201,
  )) as { _id: string };
  const id = 'QfZ7kq2LmN8pR4sT1xI';
  const stored = await t.deps.store.get<CompanyData>(COMPANIES, made._id);
  const batch = t.deps.store.batch();
  batch.set(COMPANIES, id, { ...stored?.data, name: uniqueName('Ids') });
  await batch.commit();
  const added = (await expectStatus(await addInterviewer('Lena Park', id), 201)) as {
    company: { _id: string };
  };
  expect(added.company._id).toBe(id);
  // An id's shape that is no company's id: not found, and no company made of it.
  const unknown = await addInterviewer('Lena Park', 'NoSuchCompanyHerexI');
  expect(unknown.status).toBe(404);
  expect(await json(unknown)).toEqual({ code: 'not_found', message: 'Company not found.' });
  // A disguised name that is not one word keeps its message.
  expect(await json(await addInterviewer('Lena Park', 'DeepmI Labs'))).toMatchObject({
    message:
      'company must not end a word with a capital I after a small letter, which reads as a small L: "DeepmI".',
  });
});

// What no rule on a name alone can refuse ("McIlroy" has a capital I inside, "Bjorn" an "rn", "Вера" is
// all Cyrillic look-alikes): a name that reads like one already at the company finds that profile, as
// the same name re-typed does, instead of making a second one beside it.
describe('a name that reads like one already there finds that profile', () => {
  test('interviewers: a capital I, digits, "rn" and another script written for Latin letters', async () => {
    const company = uniqueName('Acme');
    const add = async (name: string) => (await json(await addInterviewer(name, company))) as { _id: string };
    const [william, wolf, wm, pace] = [
      await expectStatus(await addInterviewer('William Smith', company), 201),
      await expectStatus(await addInterviewer('Wolf Berg', company), 201),
      await expectStatus(await addInterviewer('Wm Jones', company), 201),
      await expectStatus(await addInterviewer('Jose Pace', company), 201),
    ];
    for (const [lookAlike, original] of [
      ['WiIliam Smith', william],
      ['Wi1liam Smith', william],
      ['Wil|iam Smith', william],
      ['W0lf Berg', wolf],
      ['Wrn Jones', wm],
      // Cyrillic Ј, о, ѕ, е and Р, а, с, е: a name wholly in Cyrillic, read as "Jose Pace".
      ['\u0408\u043E\u0455\u0435 \u0420\u0430\u0441\u0435', pace],
    ] as [string, { _id: string }][]) {
      const res = await addInterviewer(lookAlike, company);
      expect({ lookAlike, status: res.status, found: (await json(res))._id }).toEqual({
        lookAlike,
        status: 200,
        found: original._id,
      });
    }
    // A different spelling is a different name; the name re-typed still finds the first.
    expect((await add('Wiliam Smith'))._id).not.toBe(william._id);
    expect((await expectStatus(await addInterviewer('william smith', company), 200))._id).toBe(william._id);
  });

  test('interviewers: real names with these letters stay apart, and their look-alikes find them', async () => {
    const company = uniqueName('Acme');
    const made = new Map<string, string>();
    for (const name of [
      'Вера Иванова',
      'Жанна Doe',
      'Ian McIntyre',
      'Rory McIlroy',
      'Henry VIII',
      'Bjorn Arnold',
      // A capital L is no capital I, and a dotted i no l.
      'Ian Park',
      'Lan Park',
      'Neil Gray',
      'Nell Gray',
    ]) {
      const res = await addInterviewer(name, company, 'Engineer');
      const body = await expectStatus(res, 201);
      expect(body.name).toBe(name);
      made.set(name, body._id as string);
    }
    // Cyrillic Ԁ, о, е for "Doe"; a small l for the capital I ("Ian Mclntyre" folds with "Ian McIntyre":
    // on a page they read alike); "Vlll" for "VIII"; "m" for "rn".
    for (const [lookAlike, original] of [
      ['Жанна \u0500\u043E\u0435', 'Жанна Doe'],
      ['Ian Mclntyre', 'Ian McIntyre'],
      ['lan McIntyre', 'Ian McIntyre'],
      ['Henry Vlll', 'Henry VIII'],
      ['Bjom Amold', 'Bjorn Arnold'],
    ]) {
      const res = await addInterviewer(lookAlike as string, company, 'Engineer');
      expect({ lookAlike, status: res.status, found: (await json(res))._id }).toEqual({
        lookAlike,
        status: 200,
        found: made.get(original as string),
      });
    }
  });

  test('managers at a branch', async () => {
    const { company, branch, manager } = await managerFixture(t, me, { managerName: 'Ella Wolf' });
    const res = await t.request('POST', '/api/managers', {
      token: me.idToken,
      body: { name: 'EIla W0lf', position: 'Head Chef', branchId: branch._id, company: company._id },
    });
    expect((await expectStatus(res, 200))._id).toBe(manager._id);
  });

  test('companies', async () => {
    const made = await expectStatus(
      await t.request('POST', '/api/companies', { token: me.idToken, body: { name: 'Pace Cocoa' } }),
      201,
    );
    // Wholly Cyrillic: Р, а, с, е and С, о, с, о, а.
    const res = await t.request('POST', '/api/companies', {
      token: me.idToken,
      body: { name: '\u0420\u0430\u0441\u0435 \u0421\u043E\u0441\u043E\u0430' },
    });
    expect((await expectStatus(res, 200))._id).toBe(made._id);
  });
});

test('profiles made before look-alike documents existed find their look-alikes once the backfill has run', async () => {
  const store = t.deps.store;
  /** Makes a profile as it was before: without its look-alike document. */
  const asBefore = async (collection: string, field: string, id: string) => {
    const batch = store.batch();
    for (const doc of await store.query({ collection, where: [{ field, op: '==', value: id }] })) {
      batch.delete(collection, doc.id);
    }
    await batch.commit();
  };
  const company = uniqueName('Acme');
  const william = await expectStatus(await addInterviewer('William Smith', company), 201);
  await asBefore(INTERVIEWER_LOOK_ALIKES, 'interviewerId', william._id as string);
  const cocoa = await expectStatus(
    await t.request('POST', '/api/companies', { token: me.idToken, body: { name: 'Olive Cocoa' } }),
    201,
  );
  await asBefore(COMPANY_LOOK_ALIKES, 'companyId', cocoa._id as string);
  const { company: cafe, branch, manager } = await managerFixture(t, me, { managerName: 'Ella Wolf' });
  await asBefore(MANAGER_LOOK_ALIKES, 'managerId', manager._id);
  // Made before too: a look-alike that already has its own profile beside the first.
  const rory = await expectStatus(await addInterviewer('Rory Berg', company), 201);
  await asBefore(INTERVIEWER_LOOK_ALIKES, 'interviewerId', rory._id as string);
  const twin = await expectStatus(await addInterviewer('R0ry Berg', company), 201);
  await asBefore(INTERVIEWER_LOOK_ALIKES, 'interviewerId', twin._id as string);

  const report = await backfillLookAlikeClaims(store);
  expect(report.written).toBeGreaterThanOrEqual(4);
  expect(report.alike).toHaveLength(1);
  expect(report.alike[0]?.slice(1).sort()).toEqual([rory._id, twin._id].sort());

  expect((await expectStatus(await addInterviewer('WiIliam Smith', company), 200))._id).toBe(william._id);
  const zero = await t.request('POST', '/api/companies', {
    token: me.idToken,
    body: { name: '0live Cocoa' },
  });
  expect((await expectStatus(zero, 200))._id).toBe(cocoa._id);
  const ella = await t.request('POST', '/api/managers', {
    token: me.idToken,
    body: { name: 'EIla Wolf', position: 'Head Chef', branchId: branch._id, company: cafe._id },
  });
  expect((await expectStatus(ella, 200))._id).toBe(manager._id);
  // Run again, it writes nothing: every profile has its document.
  expect((await backfillLookAlikeClaims(store)).written).toBe(0);
});
