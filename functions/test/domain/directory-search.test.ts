// Word-prefix search over companies, departments and branches (domain/search/token-search.ts): every query
// word must start a word of the name (a branch: its name, city and location), exact names first, then names
// that start with the query, then other word prefixes; equal ranks by name (branches: by city, then name).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listBranches, resolveBranch } from '../../src/domain/branches/branches.ts';
import { findOrCreateCompany, searchCompanies } from '../../src/domain/companies/companies.ts';
import { findOrCreateDepartment, searchDepartments } from '../../src/domain/departments/departments.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { openTestStore } from '../support/test-store.ts';

let store: DocumentStore;
let harbour: string;
let other: string;
const now = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  store = await openTestStore();
  for (const name of ['Northwind Traders', 'Northwind', 'Blue North', 'Norther Lights', 'Acme Northwind']) {
    await findOrCreateCompany(store, name, now);
  }
  for (const name of ['Data Platform', 'Platform', 'Data', 'People Data Science']) {
    await findOrCreateDepartment(store, name, now);
  }
  harbour = (await findOrCreateCompany(store, 'Harbour Bank', now)).company.id;
  other = (await findOrCreateCompany(store, 'Other Bank', now)).company.id;
  const branch = async (companyId: string, city: string, location: string[]) =>
    resolveBranch(store, companyId, { city, location }, null, now).then((r) => r.branch);
  await branch(harbour, 'Lisbon', ['Avenida da Liberdade']);
  await branch(harbour, 'Leeds', ['Park Row']);
  await branch(harbour, 'Berlin', ['Leipziger Strasse']);
  await branch(other, 'Lisbon', ['Rua Augusta']);
});
afterAll(() => store.close());

const names = (docs: { data: { name: string } }[]) => docs.map((d) => d.data.name);

describe('companies', () => {
  test('exact, then starts-with, then another word; every word must match; case and accents ignored', async () => {
    expect(names(await searchCompanies(store, 'NORTHWIND', 10))).toEqual([
      'Northwind',
      'Northwind Traders',
      'Acme Northwind',
    ]);
    expect(names(await searchCompanies(store, 'nórth', 10))).toEqual([
      'Norther Lights',
      'Northwind',
      'Northwind Traders',
      'Acme Northwind',
      'Blue North',
    ]);
    expect(names(await searchCompanies(store, 'north tr', 10))).toEqual(['Northwind Traders']);
    expect(names(await searchCompanies(store, 'north zz', 10))).toEqual([]);
    expect(names(await searchCompanies(store, '  !! ', 10))).toEqual([]);
  });

  test('at most `limit`, best first', async () => {
    expect(names(await searchCompanies(store, 'north', 2))).toEqual(['Norther Lights', 'Northwind']);
  });
});

describe('departments', () => {
  test('ranked as companies are', async () => {
    expect(names(await searchDepartments(store, 'data', 10))).toEqual([
      'Data',
      'Data Platform',
      'People Data Science',
    ]);
    expect(names(await searchDepartments(store, 'plat', 10))).toEqual(['Platform', 'Data Platform']);
  });
});

describe('branches', () => {
  test('matched on name, city and location; equal ranks by city; one company only when asked', async () => {
    const cities = (docs: { data: { city: string } }[]) => docs.map((d) => d.data.city);
    expect(cities(await listBranches(store, { search: 'lisbon', limit: 10 }))).toEqual(['Lisbon', 'Lisbon']);
    expect(cities(await listBranches(store, { search: 'l', companyId: harbour, limit: 10 }))).toEqual([
      'Berlin',
      'Leeds',
      'Lisbon',
    ]);
    expect(cities(await listBranches(store, { search: 'rua', companyId: harbour, limit: 10 }))).toEqual([]);
    expect(cities(await listBranches(store, { search: 'rua', companyId: other, limit: 10 }))).toEqual([
      'Lisbon',
    ]);
  });

  test('without a search, a company’s branches by city; a search of no word finds none', async () => {
    const cities = (docs: { data: { city: string } }[]) => docs.map((d) => d.data.city);
    expect(cities(await listBranches(store, { companyId: harbour, limit: 10 }))).toEqual([
      'Berlin',
      'Leeds',
      'Lisbon',
    ]);
    expect(await listBranches(store, { search: '--', companyId: harbour, limit: 10 })).toEqual([]);
  });
});
