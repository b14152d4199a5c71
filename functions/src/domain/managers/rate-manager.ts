import { type Doc, type DocumentStore, FieldValue, type Transaction } from '../../store/document-store.ts';
import type { BranchData } from '../branches/branch.ts';
import { type BranchInput, findOrPlanBranch } from '../branches/branches.ts';
import { findOrPlanCompany } from '../companies/companies.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { companyAfterManagerReview } from '../companies/company-aggregates.ts';
import { eligibilityIdFor, readMarker, writeMarkerChange } from '../company-reviews/eligibility.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import { findOrPlanDepartment } from '../departments/departments.ts';
import type { Coordinates } from '../geocoding/geocoder.ts';
import { counted, managerFact, writeInsights } from '../insights/company-insights.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { lastReviewOnIf } from '../shared/last-review.ts';
import type { CountingParticipant, TxParticipant } from '../shared/tx-participant.ts';
import { MANAGERS, type ManagerData } from './manager.ts';
import {
  DUPLICATE_MANAGER_REVIEW_MESSAGE,
  MANAGER_REVIEWS,
  type ManagerReviewData,
  type ManagerReviewInput,
  scoredManagerReview,
} from './manager-review.ts';
import {
  asDuplicate,
  managerFieldsAfter,
  managerReviewIdFor,
  newManagerReviewData,
} from './manager-reviews.ts';
import { findOrPlanManager, type NewManager } from './managers.ts';

export type RateManagerInput = {
  company: { id: string } | { name: string };
  branch: BranchInput;
  department: { id: string } | { name: string } | null;
  manager: NewManager;
  review: ManagerReviewInput;
};

export type RateManagerResult = {
  company: Doc<CompanyData>;
  branch: Doc<BranchData>;
  department: Doc<DepartmentData> | null;
  manager: Doc<ManagerData>;
  review: Doc<ManagerReviewData>;
  created: { company: boolean; branch: boolean; department: boolean; manager: boolean };
};

async function companyOf(tx: Transaction, store: DocumentStore, ref: RateManagerInput['company'], now: Date) {
  if ('name' in ref) return findOrPlanCompany(tx, store, ref.name, now);
  const company = isDocId(ref.id) ? await tx.get<CompanyData>(COMPANIES, ref.id) : null;
  if (!company) throw new DomainError('not_found', 'Company not found.');
  return { company, created: false, create: () => {} };
}

async function departmentOf(
  tx: Transaction,
  store: DocumentStore,
  ref: RateManagerInput['department'],
  now: Date,
) {
  if (ref === null) return null;
  if ('name' in ref) return findOrPlanDepartment(tx, store, ref.name, now);
  const department = isDocId(ref.id) ? await tx.get<DepartmentData>(DEPARTMENTS, ref.id) : null;
  if (!department) throw new DomainError('not_found', 'Department not found.');
  return { department, created: false, create: () => {} };
}

/**
 * The rate-manager form in one call, all or nothing in ONE transaction:
 * finds or creates the company (normalised name), resolves or creates the
 * branch (company + city + location), finds or creates the department,
 * creates the manager (or finds the one of that name at that branch) and
 * submits the caller's review, with every count and aggregate it touches.
 * Any failure (a duplicate review, a missing department, a lost race)
 * leaves nothing behind. `coordinates` of the branch city come from the
 * Geocoder before the transaction (no I/O inside it). `added` (the daily
 * allowance of new profiles) counts each profile created here, in the same
 * commit; finding them all counts nothing.
 */
export async function rateManager(
  store: DocumentStore,
  actor: Actor,
  input: RateManagerInput,
  coordinates: Coordinates | null,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
  added?: CountingParticipant,
): Promise<RateManagerResult> {
  try {
    return await store.runTransaction(async (tx) => {
      // Reads, all before any write (Firestore's rule).
      const co = await companyOf(tx, store, input.company, now);
      const br = await findOrPlanBranch(tx, store, co.company, input.branch, coordinates, now);
      const dep = await departmentOf(tx, store, input.department, now);
      const mg = await findOrPlanManager(
        tx,
        store,
        { company: co.company, branch: br.branch, department: dep?.department ?? null },
        input.manager,
        now,
      );
      const reviewId = managerReviewIdFor(actor, mg.manager.id);
      if (!mg.created && (await tx.get(MANAGER_REVIEWS, reviewId))) {
        throw new DomainError('conflict', DUPLICATE_MANAGER_REVIEW_MESSAGE);
      }
      const marker = co.created ? null : await readMarker(tx, actor, co.company.id);
      const gate = await admitNew(
        tx,
        admission,
        { kind: 'manager', subjectId: mg.manager.id, reviewId },
        now,
      );
      await also?.read(tx);
      const additions = [co.created, br.created, dep?.created ?? false, mg.created].filter(Boolean).length;
      if (additions > 0) await added?.read(tx);

      // The new states, computed in memory, then one write per document.
      const review = {
        id: reviewId,
        data: newManagerReviewData(actor, mg.manager, input.review, now, store.newId(), gate.moderation),
      };
      if (additions > 0) added?.write(tx, additions);
      // A held review (issue 9) leaves every figure as it was.
      const change = gate.counted ? { add: scoredManagerReview(review.data) } : {};
      const reviewed = lastReviewOnIf(gate.counted, now);

      const companyFields = {
        ...companyAfterManagerReview(co.company.data, change),
        ...reviewed,
        ...(mg.created ? { totalManagers: co.company.data.totalManagers + 1 } : {}),
        ...(br.created ? { branchIds: [...co.company.data.branchIds, br.branch.id] } : {}),
      };
      const company = { id: co.company.id, data: { ...co.company.data, ...companyFields } };
      if (co.created) co.create(tx, company.data);
      else tx.update(COMPANIES, company.id, companyFields);

      br.create(tx);

      let department = dep?.department ?? null;
      if (dep && department && mg.created) {
        department = {
          id: department.id,
          data: { ...department.data, totalManagers: department.data.totalManagers + 1 },
        };
        if (dep.created) dep.create(tx, department.data);
        else tx.update(DEPARTMENTS, department.id, { totalManagers: FieldValue.increment(1) });
      } else if (dep?.created) {
        dep.create(tx);
      }

      const managerFields = { ...managerFieldsAfter(mg.manager.data, change), ...reviewed };
      const manager = { id: mg.manager.id, data: { ...mg.manager.data, ...managerFields } };
      if (mg.created) mg.create(tx, manager.data);
      else tx.update(MANAGERS, manager.id, managerFields);

      tx.create(MANAGER_REVIEWS, review.id, review.data);
      writeInsights(tx, null, counted(managerFact(review.data, manager), gate.counted), [
        { kind: 'manager', subjectId: manager.id },
      ]);
      gate.write(tx);
      writeMarkerChange(
        tx,
        {
          id: eligibilityIdFor(actor, company.id),
          existing: marker,
          companyId: company.id,
          authorKey: actor.authorKey,
        },
        1,
        now,
      );
      also?.write(tx);
      return {
        company,
        branch: br.branch,
        department,
        manager,
        review,
        created: {
          company: co.created,
          branch: br.created,
          department: dep?.created ?? false,
          manager: mg.created,
        },
      };
    });
  } catch (error) {
    throw asDuplicate(error);
  }
}
