// A manager made by "Rate a manager" for a review that waits for its moment stays out of the public
// collections with the company and branch made with it (shared/pending-subjects.ts) until that review
// appears; a new department named with it waits with the review that named it. Here: making that chain
// public, as that review's author named it, in the transaction that publishes the review; making the
// manager public as someone adding it by hand named it; letting it go when its last waiting review is
// deleted; and making a review's department appear with it or go with it.
import { type Doc, FieldValue, type Transaction } from '../../store/document-store.ts';
import { BRANCHES, type BranchData } from '../branches/branch.ts';
import { branchNamed } from '../branches/branches.ts';
import { companyNamed } from '../companies/companies.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import { departmentNamed } from '../departments/departments.ts';
import {
  type PendingSubjectData,
  publishPending,
  readPending,
  releasePending,
} from '../shared/pending-subjects.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { MANAGERS, type ManagerData } from './manager.ts';
import type { ManagerNamedAs, ManagerReviewData } from './manager-review.ts';

/**
 * A manager as one author named it, with its company, branch and department: a waiting manager appears as
 * the author of the review that publishes it named it, and whatever appears with it too. Its first author's
 * words would tell a later author whose review appears first that someone else named this person, and would
 * stay public after that first author deleted their review.
 */
export type ManagerNaming = Pick<
  ManagerData,
  | 'name'
  | 'position'
  | 'companyName'
  | 'branchName'
  | 'branchCity'
  | 'branchLocation'
  | 'departmentId'
  | 'departmentName'
>;

/** The naming in a manager document as one author's call planned it (managers.ts findOrPlanManager). */
export function namingOf(m: ManagerData): ManagerNaming {
  const { name, position, companyName, branchName, branchCity, branchLocation } = m;
  const { departmentId, departmentName } = m;
  return {
    name,
    position,
    companyName,
    branchName,
    branchCity,
    branchLocation,
    departmentId,
    departmentName,
  };
}

/** What a waiting review keeps of its author's naming (manager-review.ts ManagerNamedAs). */
export function namedAsOf(m: ManagerData): ManagerNamedAs {
  const { companyName, ...rest } = namingOf(m);
  return { ...rest, company: companyName, branchLocation: [...m.branchLocation] };
}

/** The naming a review kept, or null if it was written before reviews kept all of it. */
export function namingOfReview(review: Pick<ManagerReviewData, 'namedAs'>): ManagerNaming | null {
  const n = review.namedAs;
  if (!n || n.position === undefined || n.branchName === undefined || n.branchCity === undefined) return null;
  return {
    name: n.name,
    position: n.position,
    companyName: n.company,
    branchName: n.branchName,
    branchCity: n.branchCity,
    branchLocation: [...(n.branchLocation ?? [])],
    departmentId: n.departmentId ?? null,
    departmentName: n.departmentName ?? null,
  };
}

export type ManagerToPublish = {
  /** The manager as it appears (its figures are computed from this). */
  manager: Doc<ManagerData>;
  /** Its company as it will be once it counts the manager (public already, or appearing with it). */
  company: Doc<CompanyData> | null;
  /** The department it appears under, which `write` counts it in (and makes public if it waited). */
  departmentId: string | null;
  /** The manager's document as it appears at `at`, before any figure. */
  managerAt(at: Date): ManagerData;
  /** Creates the manager (and what waited with it) at `at`, with these fields on top; counts it. */
  write(
    tx: Transaction,
    at: Date,
    managerFields: Partial<ManagerData>,
    companyFields: Partial<CompanyData>,
  ): void;
};

/** Public, or waiting in pendingSubjects; null when neither. */
async function publicOrPending<T>(tx: Transaction, collection: string, id: string) {
  const doc = await tx.get(collection, id);
  if (doc) return { doc: doc as Doc & { data: T }, pending: null };
  const pending = await readPending(tx, collection, id);
  return pending ? { doc: { id, data: pending.data.data as T }, pending } : null;
}

/**
 * Inside a transaction, before any write: the manager at `managerId` if it is still pending, as `naming`
 * (the author of the review that publishes it) names it, with the company, branch and department it
 * needs; null if it is not pending (public, or gone). `naming` null (a review written before reviews kept
 * their naming): as the waiting document names it. A department new in the caller's own call is neither
 * public nor waiting: the caller creates it and files the manager under it (`managerFields`).
 */
export async function readManagerToPublish(
  tx: Transaction,
  managerId: string,
  naming: ManagerNaming | null,
): Promise<ManagerToPublish | null> {
  const waiting = await readPending(tx, MANAGERS, managerId);
  if (!waiting) return null;
  const made = waiting.data.data as ManagerData;
  const named = naming ?? namingOf(made);
  const company = await publicOrPending<CompanyData>(tx, COMPANIES, made.companyId);
  const branch = await publicOrPending<BranchData>(tx, BRANCHES, made.branchId);
  const department = named.departmentId
    ? await publicOrPending<DepartmentData>(tx, DEPARTMENTS, named.departmentId)
    : null;
  // Written before each review held its own department, a waiting manager held its first author's: one it
  // does not appear under is let go of (it goes unless someone else still waits for it).
  const letGo =
    made.departmentId && made.departmentId !== named.departmentId
      ? await readPending(tx, DEPARTMENTS, made.departmentId)
      : null;
  // What waited appears as this author named it; what someone made public meanwhile by hand, in their own
  // spelling, keeps the name it is public under (names never change).
  const companyName = company && !company.pending ? company.doc.data.name : named.companyName;
  const branchData =
    branch && !branch.pending
      ? branch.doc.data
      : branchNamed({ name: named.branchName, city: named.branchCity, location: named.branchLocation });
  const departmentName = department && !department.pending ? department.doc.data.name : named.departmentName;
  const m: ManagerData = {
    ...made,
    name: named.name,
    searchTokens: prefixTokens(named.name),
    position: named.position,
    companyName,
    companyTokens: prefixTokens(companyName),
    branchName: branchData.name,
    branchCity: branchData.city,
    branchLocation: [...branchData.location],
    departmentId: department ? department.doc.id : null,
    departmentName: department ? departmentName : null,
  };
  // What a new manager changes on its company (rate-manager.ts, addManager): one more, and its branch listed.
  const counts = company
    ? {
        totalManagers: company.doc.data.totalManagers + 1,
        ...(branch?.pending ? { branchIds: [...company.doc.data.branchIds, made.branchId] } : {}),
      }
    : {};
  const companyData = company?.pending
    ? { ...company.doc.data, ...companyNamed(companyName) }
    : company?.doc.data;
  const managerAt = (at: Date): ManagerData => ({ ...m, createdAt: at });
  return {
    manager: { id: managerId, data: m },
    company: company && companyData ? { id: company.doc.id, data: { ...companyData, ...counts } } : null,
    departmentId: m.departmentId,
    managerAt,
    write(writer, at, managerFields, companyFields) {
      // Every one appears dated from now: its creation day would say when its review was written.
      const appearing = (pending: Doc<PendingSubjectData>, named: object) =>
        publishPending(writer, pending, { ...pending.data.data, ...named, createdAt: at });
      if (company?.pending)
        appearing(company.pending, { ...companyNamed(companyName), ...counts, ...companyFields });
      else if (company) writer.update(COMPANIES, company.doc.id, { ...counts, ...companyFields });
      if (branch?.pending) appearing(branch.pending, { ...branchData, companyName });
      if (department?.pending) {
        appearing(department.pending, {
          ...departmentNamed(departmentName ?? department.doc.data.name),
          totalManagers: department.doc.data.totalManagers + 1,
        });
      } else if (department) {
        writer.update(DEPARTMENTS, department.doc.id, { totalManagers: FieldValue.increment(1) });
      }
      if (letGo) releasePending(writer, letGo);
      publishPending(writer, waiting, { ...managerAt(at), ...managerFields });
    },
  };
}

/**
 * Inside a transaction, before any write: adding the pending manager at `managerId` by hand (POST
 * /api/managers) makes it public as the caller named it, `data`, as a new one would be (its company and
 * branch are public: the add call names them by id). The department its first author named is not the
 * caller's: if it still waits, the manager lets go of it (it appears only if someone names it), since it
 * appearing now, by another's call, would say that someone named this manager before them. Null if the
 * manager is not pending.
 */
export async function readManagerAddedByHand(
  tx: Transaction,
  managerId: string,
): Promise<((tx: Transaction, data: ManagerData) => void) | null> {
  const waiting = await readPending(tx, MANAGERS, managerId);
  if (!waiting) return null;
  const { departmentId } = waiting.data.data as ManagerData;
  const department = departmentId ? await readPending(tx, DEPARTMENTS, departmentId) : null;
  return (writer, data) => {
    publishPending(writer, waiting, data);
    if (department) releasePending(writer, department);
  };
}

/**
 * Inside a transaction, before any write: when a review of a pending manager is deleted, the write that
 * lets go of it (and, with its last waiting review, of the company, branch and department made only for
 * it); null if the manager is not pending.
 */
export async function readManagerRelease(
  tx: Transaction,
  managerId: string,
): Promise<((tx: Transaction) => void) | null> {
  const waiting = await readPending(tx, MANAGERS, managerId);
  if (!waiting) return null;
  const m = waiting.data.data as ManagerData;
  const last = waiting.data.holders <= 1;
  const made = last
    ? [
        await readPending(tx, COMPANIES, m.companyId),
        await readPending(tx, BRANCHES, m.branchId),
        m.departmentId ? await readPending(tx, DEPARTMENTS, m.departmentId) : null,
      ]
    : [];
  return (writer) => {
    releasePending(writer, waiting);
    for (const pending of made) if (pending) releasePending(writer, pending);
  };
}

/**
 * Inside a transaction, before any write: the department a review named beside its manager's
 * (`heldDepartmentId`) if it still waits, with the writes that make it public when the review first
 * appears (dated then, counting no manager: it is not the manager's) or let go of it when the review is
 * deleted first; null if none waits.
 */
export async function readHeldDepartment(
  tx: Transaction,
  review: Pick<ManagerReviewData, 'heldDepartmentId' | 'heldDepartmentName'>,
): Promise<{ appear(tx: Transaction, at: Date): void; release(tx: Transaction): void } | null> {
  const id = review.heldDepartmentId;
  const pending = id ? await readPending(tx, DEPARTMENTS, id) : null;
  if (!pending) return null;
  // In its author's spelling (before reviews kept it: the waiting document's).
  const named = review.heldDepartmentName ? departmentNamed(review.heldDepartmentName) : {};
  return {
    appear: (writer, at) =>
      publishPending(writer, pending, { ...pending.data.data, ...named, createdAt: at }),
    release: (writer) => releasePending(writer, pending),
  };
}
