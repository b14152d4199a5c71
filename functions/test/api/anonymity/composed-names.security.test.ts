// Public names are kept with their accents composed (NFC), as review texts are. A browser's form sends
// "é" as one character; a script, or text pasted from some PDFs and file names, sends "e" and a combining
// accent. Readers see no difference, but kept as sent a decomposed name stood in every answer naming the
// profile, and the profiles rate-manager and rate-interviewer make come in the words of the author whose
// review publishes them: the form told which client had written those reviews, marking one author's
// reviews apart. Two tags that differ only so were two tags that read the same.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accounts } from '../interviewers/support.ts';
import { expectStatus, reviewBody, uniqueName } from '../managers/support.ts';

let t: TestApp;
let author: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  [author] = (await accounts(1)) as [TestAccount];
});
afterAll(() => t.close());

/** As a script or a pasted text may send it: accents as separate combining marks. */
const decomposed = (text: string) => text.normalize('NFD');

/** Status 201 or 200 and the body as text; the text holds no decomposed letter and names each of `names`. */
async function answersComposed(res: Response, names: string[]): Promise<string> {
  expect([200, 201]).toContain(res.status);
  const text = await res.text();
  expect(text).toBe(text.normalize('NFC'));
  for (const name of names) expect(text).toContain(name);
  return text;
}

const read = async (path: string, names: string[]) => answersComposed(await t.request('GET', path), names);

describe('names sent decomposed are kept composed', () => {
  test('rate-manager: company, branch, department, manager and position, in the answer and every public read', async () => {
    const names = {
      company: uniqueName('Café Zoë'),
      city: 'Málaga',
      location: 'Centro Histórico',
      branch: 'Sucursal Málaga',
      department: uniqueName('Atención'),
      manager: uniqueName('Zoë Müller'),
      position: 'Jefa de Cocina Señora',
    };
    const res = await t.request('POST', '/api/rate-manager', {
      token: author.idToken,
      body: {
        companyName: decomposed(names.company),
        branch: {
          city: decomposed(names.city),
          location: [decomposed(names.location)],
          name: decomposed(names.branch),
        },
        departmentName: decomposed(names.department),
        manager: { name: decomposed(names.manager), position: decomposed(names.position) },
        review: reviewBody(),
      },
    });
    const made = JSON.parse(await answersComposed(res, Object.values(names))) as {
      company: { _id: string };
      manager: { _id: string };
      department: { _id: string };
    };
    await read(`/api/managers/${made.manager._id}`, [names.manager, names.position]);
    await read(`/api/companies/search/company/_/${made.company._id}`, [names.company, names.city]);
    await read(`/api/branches?companyId=${made.company._id}`, [names.branch, names.city, names.location]);
    await read(`/api/departments/${made.department._id}`, [names.department]);
  });

  test('rate-interviewer: company, interviewer, position and tags', async () => {
    const names = {
      company: uniqueName('Niño Labs'),
      interviewer: uniqueName('José Pérez'),
      position: 'Jefa de Ingeniería',
      tag: 'Diseño',
    };
    const res = await t.request('POST', '/api/rate-interviewer', {
      token: author.idToken,
      body: {
        companyName: decomposed(names.company),
        interviewer: {
          name: decomposed(names.interviewer),
          position: decomposed(names.position),
          tags: [decomposed(names.tag)],
        },
        review: { rating: 4, reviewText: 'Fair questions and a friendly conversation.' },
      },
    });
    const made = JSON.parse(await answersComposed(res, Object.values(names))) as {
      interviewer: { _id: string };
    };
    await read(`/api/interviewers/${made.interviewer._id}`, Object.values(names));
  });

  test('adding each profile on its own, and a tag sent both ways is one tag', async () => {
    const token = author.idToken;
    const company = (await expectStatus(
      await t.request('POST', '/api/companies', {
        token,
        body: { name: decomposed(uniqueName('Crème Brûlée')) },
      }),
      201,
    )) as { _id: string; name: string };
    expect(company.name).toBe(company.name.normalize('NFC'));
    const interviewer = await t.request('POST', '/api/interviewers', {
      token,
      body: {
        name: decomposed(uniqueName('Zoë Ñúñez')),
        company: { _id: company._id },
        tags: ['Diseño', decomposed('Diseño')],
      },
    });
    const added = JSON.parse(await answersComposed(interviewer, ['Diseño'])) as { tags: string[] };
    expect(added.tags).toEqual(['Diseño']);
    await answersComposed(
      await t.request('POST', '/api/departments', {
        token,
        body: { name: decomposed(uniqueName('Fábrica')) },
      }),
      ['Fábrica'],
    );
  });
});
