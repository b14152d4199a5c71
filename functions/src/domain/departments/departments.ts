import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import { searchByName } from '../search/token-search.ts';
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
import { normalizeName, slugify } from '../text/normalize.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { DEPARTMENT_NAMES, DEPARTMENTS, type DepartmentData } from './department.ts';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A department's fields that come from its displayed name as someone wrote it. */
export function departmentNamed(displayName: string): Pick<DepartmentData, 'name' | 'slug' | 'searchTokens'> {
  return { name: displayName, slug: slugify(displayName), searchTokens: prefixTokens(displayName) };
}

/**
 * Inside a transaction: the department with this normalised name, or a new
 * one and the write that creates it (claiming the name, so concurrent
 * creates end with one department). `pending`: found, but made for a review
 * that still waits (shared/pending-subjects.ts); `hold` writes a new one that
 * way instead of `create`.
 */
export async function findOrPlanDepartment(
  tx: Transaction,
  name: string,
  now: Date,
): Promise<{ department: Doc<DepartmentData> } & SubjectPlan<DepartmentData>> {
  const displayName = tidy(name);
  const nameKey = normalizeName(displayName);
  if (!nameKey) throw new DomainError('invalid', 'Department name must contain a letter or a digit.');
  const claimed = await tx.get<{ departmentId: string }>(DEPARTMENT_NAMES, nameKey);
  const existing = claimed ? await tx.get<DepartmentData>(DEPARTMENTS, claimed.data.departmentId) : null;
  if (existing) return { department: existing, ...foundSubject<DepartmentData>() };
  const planned = (id: string): Doc<DepartmentData> => ({
    id,
    data: {
      ...departmentNamed(displayName),
      nameKey,
      totalManagers: 0,
      createdAt: now,
    },
  });
  const pending = claimed ? await readPending(tx, DEPARTMENTS, claimed.data.departmentId) : null;
  // As the caller would have made it (their spelling, dated now): nothing of the first author's.
  if (pending) return { department: planned(pending.id), ...foundSubject<DepartmentData>(pending) };
  const department = planned(subjectIdFor({ collection: DEPARTMENT_NAMES, id: nameKey }));
  const claim = { collection: DEPARTMENT_NAMES, id: nameKey, data: { departmentId: department.id } };
  return { department, ...newSubject(DEPARTMENTS, department, claim) };
}

/** POST /api/departments: create-or-find by normalised name. */
export async function findOrCreateDepartment(
  store: DocumentStore,
  name: string,
  now: Date,
  /** Joined only when a profile is created (the daily allowance of new profiles: finding one uses nothing). */
  added?: TxParticipant,
): Promise<{ department: Doc<DepartmentData>; created: boolean }> {
  return store.runTransaction(async (tx) => {
    const found = await findOrPlanDepartment(tx, name, now);
    const { pending, create } = found;
    // Still pending (made for a review that waits): added now, it is public from now, as if new.
    const created = found.created || pending !== null;
    const department = pending
      ? { id: found.department.id, data: { ...found.department.data, createdAt: now } }
      : found.department;
    if (created) await added?.read(tx);
    if (pending) publishPending(tx, pending, department.data);
    else create(tx);
    if (created) added?.write(tx);
    return { department, created };
  });
}

export async function listDepartments(store: DocumentStore, limit: number): Promise<Doc<DepartmentData>[]> {
  return store.query<DepartmentData>({ collection: DEPARTMENTS, orderBy: [{ field: 'nameKey' }], limit });
}

/** Word-prefix search, best matches first (exact, starts-with, word prefix; then by name). */
export function searchDepartments(
  store: DocumentStore,
  query: string,
  limit: number,
): Promise<Doc<DepartmentData>[]> {
  return searchByName<DepartmentData>(store, DEPARTMENTS, query, limit);
}

/** By id, or by slug (the /management/departments/:name route carries the name). */
export async function getDepartment(store: DocumentStore, idOrSlug: string): Promise<Doc<DepartmentData>> {
  if (isDocId(idOrSlug)) {
    const byId = await store.get<DepartmentData>(DEPARTMENTS, idOrSlug);
    if (byId) return byId;
  }
  const slug = slugify(idOrSlug);
  const [bySlug] = slug
    ? await store.query<DepartmentData>({
        collection: DEPARTMENTS,
        where: [{ field: 'slug', op: '==', value: slug }],
        limit: 1,
      })
    : [];
  if (!bySlug) throw new DomainError('not_found', 'Department not found.');
  return bySlug;
}
