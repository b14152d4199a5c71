// Departments, companies, branches, managers and interviewers, each made
// by the domain function the API uses (findOrCreateCompany, resolveBranch,
// addManager, addInterviewer, ...) so names, slugs, search tokens, name
// claims and manager counts are what real use produces.

import type { BranchData } from '../../../functions/src/domain/branches/branch.ts';
import { resolveBranch } from '../../../functions/src/domain/branches/branches.ts';
import { findOrCreateCompany } from '../../../functions/src/domain/companies/companies.ts';
import { COMPANIES, type CompanyData } from '../../../functions/src/domain/companies/company.ts';
import type { DepartmentData } from '../../../functions/src/domain/departments/department.ts';
import { findOrCreateDepartment } from '../../../functions/src/domain/departments/departments.ts';
import { parseTags } from '../../../functions/src/domain/interviewers/interviewer.ts';
import { addInterviewer } from '../../../functions/src/domain/interviewers/interviewers.ts';
import { addManager } from '../../../functions/src/domain/managers/managers.ts';
import { slugify } from '../../../functions/src/domain/text/normalize.ts';
import type { Doc, DocumentStore } from '../../../functions/src/store/document-store.ts';
import { DAY_MS, earlyBetween, HISTORY_MS, profileQuality } from './distributions.ts';
import {
  chance,
  clamp,
  int,
  normal,
  pick,
  type Random,
  shuffle,
  weightedIndex,
  weightedSampler,
} from './random.ts';
import type { Size } from './sizes.ts';
import { pickDistinct } from './texts/compose.ts';
import { INDUSTRIES, type Industry, NAME_STARTS } from './vocabulary/industries.ts';
import { givenName, LAST_NAMES, personName } from './vocabulary/people.ts';
import { CITIES, type City, DISTRICTS, STREETS } from './vocabulary/places.ts';

export type CompanyPlan = {
  id: string;
  name: string;
  industry: Industry;
  /** 1-5: how good an employer it is; its managers lean the same way. */
  quality: number;
  createdAt: Date;
  branches: Doc<BranchData>[];
};

/** A manager or an interviewer, as the review phase needs them. */
export type ProfilePlan = {
  id: string;
  firstName: string;
  company: CompanyPlan;
  quality: number;
  createdAt: Date;
};

export type Organisations = {
  companies: CompanyPlan[];
  managers: ProfilePlan[];
  interviewers: ProfilePlan[];
};

/** Tries before giving up on a unique name; with these word lists it never takes many. */
const NAME_ATTEMPTS = 50;

function companyName(rnd: Random, industry: Industry): string {
  const suffix = pick(rnd, industry.nameSuffixes);
  const x = rnd();
  if (x < 0.12) return `${pick(rnd, LAST_NAMES)} & ${pick(rnd, LAST_NAMES)} ${suffix}`;
  if (x < 0.25) return `${pick(rnd, LAST_NAMES)} ${suffix}`;
  return `${pick(rnd, NAME_STARTS)} ${suffix}`;
}

/** Splits `total` over weighted bins, at least `min` each. */
function allocate(rnd: Random, weights: number[], total: number, min: number): number[] {
  const counts = weights.map(() => min);
  const sample = weightedSampler(weights);
  for (let placed = min * weights.length; placed < total; placed++) {
    const i = sample(rnd);
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

async function seedDepartments(store: DocumentStore, at: Date): Promise<Map<string, Doc<DepartmentData>>> {
  const departments = new Map<string, Doc<DepartmentData>>();
  for (const name of new Set(INDUSTRIES.flatMap((i) => i.departments))) {
    departments.set(name, (await findOrCreateDepartment(store, name, at)).department);
  }
  return departments;
}

async function seedCompany(store: DocumentStore, rnd: Random, start: number): Promise<CompanyPlan> {
  const industry = INDUSTRIES[
    weightedIndex(
      rnd,
      INDUSTRIES.map((i) => i.weight),
    )
  ] as Industry;
  const createdAt = earlyBetween(rnd, start, start + HISTORY_MS / 2);
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const { company, created } = await findOrCreateCompany(store, companyName(rnd, industry), createdAt);
    if (!created) continue;
    // The industry, stated where the company's card and page show it.
    await store.batch().update(COMPANIES, company.id, { tagline: industry.label }).commit();
    const quality = clamp(normal(rnd, 3.6, 0.7), 1.5, 4.9);
    return { id: company.id, name: company.data.name, industry, quality, createdAt, branches: [] };
  }
  throw new Error('Ran out of company names: add words to vocabulary/industries.ts.');
}

const jitter = (rnd: Random) => Math.round((rnd() - 0.5) * 0.08 * 10_000) / 10_000;

async function seedBranches(
  store: DocumentStore,
  rnd: Random,
  company: CompanyPlan,
  count: number,
  now: number,
) {
  const cityWeights = CITIES.map((c) => c.weight);
  const hq = CITIES[weightedIndex(rnd, cityWeights)] as City;
  for (let i = 0; i < count; i++) {
    const city = i === 0 || chance(rnd, 0.5) ? hq : (CITIES[weightedIndex(rnd, cityWeights)] as City);
    const at = earlyBetween(rnd, company.createdAt.getTime(), now - 30 * DAY_MS);
    const { branch, created } = await resolveBranch(
      store,
      company.id,
      { city: city.name, location: [pick(rnd, DISTRICTS), pick(rnd, STREETS)] },
      {
        lat: Math.round((city.lat + jitter(rnd)) * 10_000) / 10_000,
        lng: Math.round((city.lng + jitter(rnd)) * 10_000) / 10_000,
      },
      at,
    );
    // The same district and street twice in one city is the same branch: fewer branches, that is all.
    if (created) company.branches.push(branch);
  }
}

async function seedManagers(
  store: DocumentStore,
  rnd: Random,
  company: CompanyPlan,
  count: number,
  departments: Map<string, Doc<DepartmentData>>,
  now: number,
): Promise<ProfilePlan[]> {
  const managers: ProfilePlan[] = [];
  // Larger branches first: the first branch (the head office) has the most managers.
  const branchWeights = company.branches.map((_, i) => 1 / (i + 1));
  for (let i = 0; i < count; i++) {
    const branch = company.branches[weightedIndex(rnd, branchWeights)] as Doc<BranchData>;
    const department = chance(rnd, 0.9)
      ? departments.get(pick(rnd, company.industry.departments))
      : undefined;
    const createdAt = earlyBetween(rnd, new Date(branch.data.createdAt).getTime(), now - 2 * DAY_MS);
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
      const name = personName(rnd);
      const { manager, created } = await addManager(
        store,
        {
          name,
          position: pick(rnd, company.industry.managerPositions),
          companyId: company.id,
          branchId: branch.id,
          departmentId: department?.id ?? null,
        },
        createdAt,
      );
      if (!created) continue;
      const quality = clamp(0.6 * profileQuality(rnd) + 0.4 * company.quality, 1, 5);
      managers.push({ id: manager.id, firstName: givenName(name), company, quality, createdAt });
      break;
    }
  }
  return managers;
}

async function seedInterviewers(
  store: DocumentStore,
  rnd: Random,
  company: CompanyPlan,
  count: number,
  now: number,
): Promise<ProfilePlan[]> {
  const doc = (await store.get<CompanyData>(COMPANIES, company.id)) as Doc<CompanyData>;
  const interviewers: ProfilePlan[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = earlyBetween(rnd, company.createdAt.getTime(), now - 2 * DAY_MS);
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
      const name = personName(rnd);
      const [first = '', ...rest] = name.split(' ');
      const { interviewer, created } = await addInterviewer(
        store,
        doc,
        {
          name,
          position: pick(rnd, company.industry.interviewerPositions),
          linkedin: chance(rnd, 0.35)
            ? `https://www.linkedin.com/in/${slugify(name)}-${int(rnd, 0xffff).toString(16)}`
            : null,
          email: chance(rnd, 0.06)
            ? `${slugify(first)}.${slugify(rest.join(''))}@${slugify(company.name)}.example`
            : null,
          tags: parseTags(pickDistinct(rnd, company.industry.topics, int(rnd, 4))),
        },
        createdAt,
      );
      if (!created) continue;
      interviewers.push({
        id: interviewer.id,
        firstName: first,
        company,
        quality: profileQuality(rnd),
        createdAt,
      });
      break;
    }
  }
  return interviewers;
}

/** Every organisation of the data set, in the store; what the review phase needs, in memory. */
export async function seedOrganisations(
  store: DocumentStore,
  rnd: Random,
  size: Size,
  now: Date,
): Promise<Organisations> {
  const end = now.getTime();
  const start = end - HISTORY_MS;
  const departments = await seedDepartments(store, new Date(start));
  const companies: CompanyPlan[] = [];
  for (let i = 0; i < size.companies; i++) companies.push(await seedCompany(store, rnd, start));

  // A few large employers and many small ones; rank order shuffled.
  const weights = shuffle(
    rnd,
    companies.map((_, rank) => 1 / (rank + 6)),
  );
  const managerCounts = allocate(rnd, weights, size.managers, 1);
  const interviewerCounts = allocate(rnd, weights, size.interviewers, 0);

  const managers: ProfilePlan[] = [];
  const interviewers: ProfilePlan[] = [];
  for (const [i, company] of companies.entries()) {
    const managerCount = managerCounts[i] as number;
    await seedBranches(store, rnd, company, clamp(1 + Math.floor(managerCount / 7), 1, 25), end);
    managers.push(...(await seedManagers(store, rnd, company, managerCount, departments, end)));
    interviewers.push(...(await seedInterviewers(store, rnd, company, interviewerCounts[i] as number, end)));
  }
  return { companies, managers, interviewers };
}
