// Word-prefix interviewer search by name or by company, ranked and paged.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findOrCreateCompany } from '../../src/domain/companies/companies.ts';
import {
  addInterviewer,
  listInterviewers,
  searchInterviewers,
} from '../../src/domain/interviewers/interviewers.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { openTestStore } from '../support/test-store.ts';

let store: DocumentStore;
const now = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  store = await openTestStore();
  const add = async (name: string, company: string) => {
    const c = (await findOrCreateCompany(store, company, now)).company;
    await addInterviewer(store, c, { name, position: '', linkedin: null, email: null, tags: [] }, now);
  };
  await add('Ana Ortiz', 'Brightline Software');
  await add('Anabel Smith', 'Brightline Software');
  await add('Jo Ana', 'Quantum Ledger');
  await add('Ánä', 'Quantum Ledger');
  await add('Bob Brown', 'Bright Ideas Ltd');
});
afterAll(() => store.close());

const names = (page: { items: { data: { name: string } }[] }) => page.items.map((d) => d.data.name);

describe('search by name', () => {
  test('exact first, then starts-with, then other word prefixes; accents and case ignored', async () => {
    const result = await searchInterviewers(store, 'ANA', 'name', 1, 12);
    expect(names(result)).toEqual(['Ánä', 'Ana Ortiz', 'Anabel Smith', 'Jo Ana']);
    expect(result.total).toBe(4);
  });

  test('every query word must prefix some word', async () => {
    expect(names(await searchInterviewers(store, 'an or', 'name', 1, 12))).toEqual(['Ana Ortiz']);
    expect(names(await searchInterviewers(store, 'an zz', 'name', 1, 12))).toEqual([]);
    expect(await searchInterviewers(store, '  ', 'name', 1, 12)).toEqual({ items: [], total: 0 });
  });

  test('pages of the ranked list, with the total', async () => {
    const page2 = await searchInterviewers(store, 'ana', 'name', 2, 3);
    expect(names(page2)).toEqual(['Jo Ana']);
    expect(page2.total).toBe(4);
  });
});

describe('search by company', () => {
  test('matches the company name, not the person', async () => {
    expect(names(await searchInterviewers(store, 'bright', 'company', 1, 12)).sort()).toEqual(
      ['Ana Ortiz', 'Anabel Smith', 'Bob Brown'].sort(),
    );
    expect(names(await searchInterviewers(store, 'brightline soft', 'company', 1, 12))).toEqual([
      'Ana Ortiz',
      'Anabel Smith',
    ]);
    expect((await searchInterviewers(store, 'bob', 'company', 1, 12)).total).toBe(0);
  });
});

describe('listing', () => {
  test('name order, paged, with the total', async () => {
    const page = await listInterviewers(store, 2, 2);
    expect(names(page)).toEqual(['Anabel Smith', 'Bob Brown']);
    expect(page.total).toBe(5);
    const all = await listInterviewers(store, 1, 10);
    expect(names(all)).toEqual(['Ánä', 'Ana Ortiz', 'Anabel Smith', 'Bob Brown', 'Jo Ana']);
  });
});
