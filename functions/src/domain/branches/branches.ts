import { createHash } from 'node:crypto';
import { type Doc, type DocumentStore, FieldValue, type Transaction } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import type { Coordinates } from '../geocoding/geocoder.ts';
import { bestFirst, rankedMatches } from '../search/token-search.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  foundSubject,
  newSubject,
  publishPending,
  readPending,
  type SubjectPlan,
} from '../shared/pending-subjects.ts';
import { subjectIdFor } from '../shared/subject-ids.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { normalizeName } from '../text/normalize.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { BRANCH_KEYS, BRANCHES, type BranchData } from './branch.ts';

export type BranchInput = {
  /** Optional: defaults to the location, or the city. */
  name?: string | undefined;
  city: string;
  location: string[];
};

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The branch key: company + normalised city + normalised location, hashed to a safe document id. */
export function branchKeyId(companyId: string, cityKey: string, locationKey: string): string {
  return createHash('sha256').update(`${companyId}\n${cityKey}\n${locationKey}`).digest('hex').slice(0, 40);
}

function tidyInput(input: BranchInput) {
  const city = tidy(input.city);
  const cityKey = normalizeName(city);
  if (!cityKey) throw new DomainError('invalid', 'city must contain a letter or a digit.');
  const location = input.location.map(tidy).filter((part) => normalizeName(part) !== '');
  const locationKey = normalizeName(location.join(' '));
  const name = tidy(input.name ?? '') || (location.length > 0 ? `${location.join(', ')}, ${city}` : city);
  return { city, cityKey, location, locationKey, name };
}

/** A branch's fields that come from its name, city and location as someone wrote them. */
export function branchNamed(named: {
  name: string;
  city: string;
  location: string[];
}): Pick<BranchData, 'name' | 'city' | 'location' | 'searchTokens'> {
  const { name, city, location } = named;
  return { name, city, location: [...location], searchTokens: prefixTokens(name, city, ...location) };
}

/**
 * Inside a transaction: the company's branch at this city and location
 * (case, accents and spacing ignored), or a new one with the write that
 * creates it and claims its key. The company's branchIds are the caller's
 * to update (it may be writing the company anyway). `pending`: found, but
 * made for a review that still waits (shared/pending-subjects.ts); `hold`
 * writes a new one that way instead of `create`.
 */
export async function findOrPlanBranch(
  tx: Transaction,
  company: Doc<CompanyData>,
  input: BranchInput,
  coordinates: Coordinates | null,
  now: Date,
): Promise<{ branch: Doc<BranchData> } & SubjectPlan<BranchData>> {
  const { city, cityKey, location, locationKey, name } = tidyInput(input);
  const keyId = branchKeyId(company.id, cityKey, locationKey);
  const claimed = await tx.get<{ branchId: string }>(BRANCH_KEYS, keyId);
  const existing = claimed ? await tx.get<BranchData>(BRANCHES, claimed.data.branchId) : null;
  if (existing) return { branch: existing, ...foundSubject<BranchData>() };
  const planned = (id: string): Doc<BranchData> => ({
    id,
    data: {
      ...branchNamed({ name, city, location }),
      companyId: company.id,
      companyName: company.data.name,
      cityKey,
      locationKey,
      lat: coordinates?.lat ?? null,
      lng: coordinates?.lng ?? null,
      createdAt: now,
    },
  });
  const pending = claimed ? await readPending(tx, BRANCHES, claimed.data.branchId) : null;
  // As the caller would have made it (their spelling, dated now): nothing of the first author's.
  if (pending) return { branch: planned(pending.id), ...foundSubject<BranchData>(pending) };
  const branch = planned(subjectIdFor({ collection: BRANCH_KEYS, id: keyId }));
  const claim = { collection: BRANCH_KEYS, id: keyId, data: { branchId: branch.id } };
  return { branch, ...newSubject(BRANCHES, branch, claim) };
}

/** POST /api/branches: resolve-or-create by company + city + location; the company lists the new branch. */
export async function resolveBranch(
  store: DocumentStore,
  companyId: string,
  input: BranchInput,
  coordinates: Coordinates | null,
  now: Date,
  also?: TxParticipant,
  /** Joined only when a profile is created (the daily allowance of new profiles: finding one uses nothing). */
  added?: TxParticipant,
): Promise<{ branch: Doc<BranchData>; created: boolean }> {
  if (!isDocId(companyId)) throw new DomainError('not_found', 'Company not found.');
  return store.runTransaction(async (tx) => {
    const company = await tx.get<CompanyData>(COMPANIES, companyId);
    if (!company) throw new DomainError('not_found', 'Company not found.');
    const found = await findOrPlanBranch(tx, company, input, coordinates, now);
    const { pending, create } = found;
    // Still pending (made for a review that waits): added now, it is public from now, as if new.
    const created = found.created || pending !== null;
    const branch = pending
      ? { id: found.branch.id, data: { ...found.branch.data, createdAt: now } }
      : found.branch;
    await also?.read(tx);
    if (created) await added?.read(tx);
    if (pending) publishPending(tx, pending, branch.data);
    else create(tx);
    if (created) tx.update(COMPANIES, company.id, { branchIds: FieldValue.arrayUnion(branch.id) });
    also?.write(tx);
    if (created) added?.write(tx);
    return { branch, created };
  });
}

export const MAX_IDS = 30;

/** GET /api/branches?ids=a,b,c: in the order asked, unknown ids left out. */
export async function branchesByIds(store: DocumentStore, ids: string[]): Promise<Doc<BranchData>[]> {
  const valid = [...new Set(ids.filter(isDocId))].slice(0, MAX_IDS);
  const docs = await store.getAll<BranchData>(BRANCHES, valid);
  return docs.filter((d): d is Doc<BranchData> => d !== null);
}

/** GET /api/branches[?search=][&companyId=]: word-prefix search over name, city and location, or a list by city. */
export async function listBranches(
  store: DocumentStore,
  options: { search?: string | undefined; companyId?: string | undefined; limit: number },
): Promise<Doc<BranchData>[]> {
  const byCompany = options.companyId
    ? [{ field: 'companyId', op: '==' as const, value: options.companyId }]
    : [];
  if (!options.search) {
    const docs = await store.query<BranchData>({ collection: BRANCHES, where: byCompany, limit: 500 });
    return docs.sort(byCityThenName).slice(0, options.limit);
  }
  const search = {
    collection: BRANCHES,
    tokenField: 'searchTokens',
    also: byCompany,
    text: (branch: BranchData) => [branch.name, branch.city, ...branch.location].join(' '),
    maxCandidates: 500,
  };
  return bestFirst(await rankedMatches(store, search, options.search), byCityThenName).slice(
    0,
    options.limit,
  );
}

function byCityThenName(a: Doc<BranchData>, b: Doc<BranchData>): number {
  return a.data.cityKey.localeCompare(b.data.cityKey) || a.data.name.localeCompare(b.data.name);
}
