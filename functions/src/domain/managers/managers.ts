import { createHash } from 'node:crypto';
import { type Doc, type DocumentStore, FieldValue, type Transaction } from '../../store/document-store.ts';
import { BRANCHES, type BranchData } from '../branches/branch.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { emptyStats } from '../companies/score-stats.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { foundSubject, newSubject, readNamed, type SubjectPlan } from '../shared/pending-subjects.ts';
import { subjectIdFor } from '../shared/subject-ids.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { lookAlikeKey } from '../text/look-alike-key.ts';
import { normalizeName } from '../text/normalize.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { MANAGER_LOOK_ALIKES, MANAGER_NAMES, MANAGERS, type ManagerData } from './manager.ts';
import { readManagerAddedByHand } from './pending-managers.ts';

export type NewManager = { name: string; position: string };

/** Managers one company or department page lists. */
export const MAX_LISTED_MANAGERS = 500;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export function managerNameId(companyId: string, branchId: string, nameKey: string): string {
  return createHash('sha256').update(`${companyId}\n${branchId}\n${nameKey}`).digest('hex').slice(0, 40);
}

/** The key of the manager look-alike name document for `name` at this branch. */
export const managerLookAlikeId = (companyId: string, branchId: string, name: string): string =>
  managerNameId(companyId, branchId, lookAlikeKey(name));

/**
 * Inside a transaction: the manager of this name at this branch (else one whose name reads alike:
 * text/look-alike-key.ts), or a new
 * one with the write that creates it (pass `data` to create it with changed
 * figures, as rate-manager does). The company's and department's manager
 * counts are the caller's to change, only when `created`. `pending`: found,
 * but made for a review that still waits (shared/pending-subjects.ts), and then
 * `manager` is what this call would have made, at that id; `hold` writes a new
 * one that way instead of `create`.
 */
export async function findOrPlanManager(
  tx: Transaction,
  where: { company: Doc<CompanyData>; branch: Doc<BranchData>; department: Doc<DepartmentData> | null },
  input: NewManager,
  now: Date,
): Promise<{ manager: Doc<ManagerData> } & SubjectPlan<ManagerData>> {
  const name = tidy(input.name);
  const nameKey = normalizeName(name);
  if (!nameKey) throw new DomainError('invalid', 'name must contain a letter or a digit.');
  const { company, branch, department } = where;
  const keyId = managerNameId(company.id, branch.id, nameKey);
  const lookAlikeId = managerLookAlikeId(company.id, branch.id, name);
  const named = await readNamed<ManagerData>(tx, MANAGERS, 'managerId', [
    { collection: MANAGER_NAMES, id: keyId },
    { collection: MANAGER_LOOK_ALIKES, id: lookAlikeId },
  ]);
  if (named?.subject) return { manager: named.subject, ...foundSubject<ManagerData>() };
  const planned = (id: string): Doc<ManagerData> => ({
    id,
    data: {
      name,
      nameKey,
      position: tidy(input.position),
      companyId: company.id,
      companyName: company.data.name,
      branchId: branch.id,
      branchName: branch.data.name,
      branchCity: branch.data.city,
      branchLocation: [...branch.data.location],
      departmentId: department?.id ?? null,
      departmentName: department?.data.name ?? null,
      searchTokens: prefixTokens(name),
      companyTokens: prefixTokens(company.data.name),
      createdAt: now,
      reviewStats: emptyStats(MANAGER_ASPECTS),
      avgRating: 0,
    },
  });
  const pending = named?.pending ?? null;
  // As the caller would have made it (their spelling, position and department, dated now): nothing of
  // the first author's. What it will be when it appears is the pending document's (pending-managers.ts).
  if (pending) return { manager: planned(pending.id), ...foundSubject<ManagerData>(pending) };
  const manager = planned(subjectIdFor({ collection: MANAGER_NAMES, id: keyId }));
  const data = { managerId: manager.id };
  const claim = { collection: MANAGER_NAMES, id: keyId, data };
  const lookAlikeClaim = { collection: MANAGER_LOOK_ALIKES, id: lookAlikeId, data };
  return { manager, ...newSubject(MANAGERS, manager, claim, lookAlikeClaim) };
}

/**
 * POST /api/managers: adds a manager at a branch of the company (or finds
 * the one of that name there); company.totalManagers and the department's
 * count go up in the same transaction. One that waits for a review
 * (pending-managers.ts) is made public now, answered as new.
 */
export async function addManager(
  store: DocumentStore,
  input: NewManager & { companyId: string; branchId: string; departmentId: string | null },
  now: Date,
  also?: TxParticipant,
  /** Joined only when a profile is created (the daily allowance of new profiles: finding one uses nothing). */
  added?: TxParticipant,
): Promise<{ manager: Doc<ManagerData>; created: boolean }> {
  const ids = [input.companyId, input.branchId, input.departmentId ?? 'none'];
  if (!ids.every(isDocId)) throw new DomainError('not_found', 'Company, branch or department not found.');
  return store.runTransaction(async (tx) => {
    const company = await tx.get<CompanyData>(COMPANIES, input.companyId);
    if (!company) throw new DomainError('not_found', 'Company not found.');
    const branch = await tx.get<BranchData>(BRANCHES, input.branchId);
    if (!branch) throw new DomainError('not_found', 'Branch not found.');
    if (branch.data.companyId !== company.id) {
      throw new DomainError('invalid', 'branchId must be a branch of this company.');
    }
    const department = input.departmentId
      ? await tx.get<DepartmentData>(DEPARTMENTS, input.departmentId)
      : null;
    if (input.departmentId && !department) throw new DomainError('not_found', 'Department not found.');
    const planned = await findOrPlanManager(tx, { company, branch, department }, input, now);
    // Still pending (made for a review that waits): added now, it is public from now as this caller named
    // it, as a new one would be (its reviews still wait for their moment). The waiting document's spelling,
    // position, department and day would tell them that someone else named this person before them.
    const byHand = planned.pending ? await readManagerAddedByHand(tx, planned.manager.id) : null;
    const adds = planned.created || byHand !== null;
    await also?.read(tx);
    if (adds) await added?.read(tx);
    if (byHand) byHand(tx, planned.manager.data);
    else if (planned.created) planned.create(tx);
    if (adds) {
      added?.write(tx);
      tx.update(COMPANIES, company.id, { totalManagers: FieldValue.increment(1) });
      if (department) tx.update(DEPARTMENTS, department.id, { totalManagers: FieldValue.increment(1) });
    }
    also?.write(tx);
    return { manager: planned.manager, created: adds };
  });
}

export const managerNotFound = () => new DomainError('not_found', 'Manager not found.');

export async function getManager(store: DocumentStore, id: string): Promise<Doc<ManagerData>> {
  const doc = isDocId(id) ? await store.get<ManagerData>(MANAGERS, id) : null;
  if (!doc) throw managerNotFound();
  return doc;
}

/** The company page's "Leadership Team", in name order. */
export async function managersOfCompany(
  store: DocumentStore,
  companyId: string,
): Promise<Doc<ManagerData>[]> {
  return store.query<ManagerData>({
    collection: MANAGERS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    orderBy: [{ field: 'nameKey' }],
    limit: MAX_LISTED_MANAGERS,
  });
}

/** A department page's managers, in name order. */
export async function managersOfDepartment(
  store: DocumentStore,
  departmentId: string,
): Promise<Doc<ManagerData>[]> {
  return store.query<ManagerData>({
    collection: MANAGERS,
    where: [{ field: 'departmentId', op: '==', value: departmentId }],
    orderBy: [{ field: 'nameKey' }],
    limit: MAX_LISTED_MANAGERS,
  });
}
