// A manager made by "Rate a manager" for a review that waits for its moment stays out of the public
// collections with whatever was made with it (its company, branch, department: shared/pending-subjects.ts)
// until that review appears. Here: making that chain public in the transaction that publishes the review,
// making the manager public as someone adding it by hand named it, and letting it go when its last waiting
// review is deleted; and the same for a department a review named beside its manager's.
import { type Doc, FieldValue, type Transaction } from '../../store/document-store.ts';
import { BRANCHES, type BranchData } from '../branches/branch.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import {
  type PendingSubjectData,
  publishPending,
  readPending,
  releasePending,
} from '../shared/pending-subjects.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { MANAGERS, type ManagerData } from './manager.ts';
import type { ManagerReviewData } from './manager-review.ts';

export type ManagerToPublish = {
  /** The manager as it waits (its figures are computed from this). */
  manager: Doc<ManagerData>;
  /** Its company as it will be once it counts the manager (public already, or appearing with it). */
  company: Doc<CompanyData> | null;
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
 * Inside a transaction, before any write: the manager at `managerId` if it is still pending, with the
 * company, branch and department it needs; null if it is not pending (public, or gone).
 */
export async function readManagerToPublish(
  tx: Transaction,
  managerId: string,
): Promise<ManagerToPublish | null> {
  const waiting = await readPending(tx, MANAGERS, managerId);
  if (!waiting) return null;
  const made = waiting.data.data as ManagerData;
  const company = await publicOrPending<CompanyData>(tx, COMPANIES, made.companyId);
  const branch = await publicOrPending<BranchData>(tx, BRANCHES, made.branchId);
  const department = made.departmentId
    ? await publicOrPending<DepartmentData>(tx, DEPARTMENTS, made.departmentId)
    : null;
  // Its company, branch or department may have been made public meanwhile by someone adding it by hand,
  // in their own spelling: the manager carries the names they are public under (names never change).
  const m: ManagerData = {
    ...made,
    ...(company && !company.pending
      ? { companyName: company.doc.data.name, companyTokens: prefixTokens(company.doc.data.name) }
      : {}),
    ...(branch && !branch.pending
      ? {
          branchName: branch.doc.data.name,
          branchCity: branch.doc.data.city,
          branchLocation: [...branch.doc.data.location],
        }
      : {}),
    ...(department && !department.pending ? { departmentName: department.doc.data.name } : {}),
  };
  // What a new manager changes on its company (rate-manager.ts, addManager): one more, and its branch listed.
  const counts = company
    ? {
        totalManagers: company.doc.data.totalManagers + 1,
        ...(branch?.pending ? { branchIds: [...company.doc.data.branchIds, made.branchId] } : {}),
      }
    : {};
  const managerAt = (at: Date): ManagerData => ({ ...m, createdAt: at });
  return {
    manager: { id: managerId, data: m },
    company: company ? { id: company.doc.id, data: { ...company.doc.data, ...counts } } : null,
    managerAt,
    write(writer, at, managerFields, companyFields) {
      // Every one appears dated from now: its creation day would say when its review was written.
      const appearing = (pending: Doc<PendingSubjectData>, extra: object = {}) =>
        publishPending(writer, pending, { ...pending.data.data, createdAt: at, ...extra });
      if (company?.pending) appearing(company.pending, { ...counts, ...companyFields });
      else if (company) writer.update(COMPANIES, company.doc.id, { ...counts, ...companyFields });
      if (branch?.pending) appearing(branch.pending);
      if (department?.pending) {
        appearing(department.pending, { totalManagers: department.doc.data.totalManagers + 1 });
      } else if (department) {
        writer.update(DEPARTMENTS, department.doc.id, { totalManagers: FieldValue.increment(1) });
      }
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
  review: Pick<ManagerReviewData, 'heldDepartmentId'>,
): Promise<{ appear(tx: Transaction, at: Date): void; release(tx: Transaction): void } | null> {
  const id = review.heldDepartmentId;
  const pending = id ? await readPending(tx, DEPARTMENTS, id) : null;
  if (!pending) return null;
  return {
    appear: (writer, at) => publishPending(writer, pending, { ...pending.data.data, createdAt: at }),
    release: (writer) => releasePending(writer, pending),
  };
}
