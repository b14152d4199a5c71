import {
  type Doc,
  type DocData,
  type DocumentStore,
  FieldValue,
  type Transaction,
} from '../../store/document-store.ts';
import type { BranchData } from '../branches/branch.ts';
import { type BranchInput, findOrPlanBranch } from '../branches/branches.ts';
import { findOrPlanCompanyByRef } from '../companies/companies.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { companyAfterManagerReview } from '../companies/company-aggregates.ts';
import { eligibilityIdFor, readMarker, writeMarkerChange } from '../company-reviews/eligibility.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import { findOrPlanDepartment } from '../departments/departments.ts';
import type { Coordinates } from '../geocoding/geocoder.ts';
import { counted, managerFact, writeInsights } from '../insights/company-insights.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import { alreadyReviewed } from '../reviews/review-departure.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { lastReviewOnIf } from '../shared/last-review.ts';
import {
  foundSubject,
  holdAgain,
  type PendingSubjectData,
  publishPending,
} from '../shared/pending-subjects.ts';
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
import { namedAsOf, namingOf, readManagerToPublish } from './pending-managers.ts';

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

async function departmentOf(tx: Transaction, ref: RateManagerInput['department'], now: Date) {
  if (ref === null) return null;
  if ('name' in ref) return findOrPlanDepartment(tx, ref.name, now);
  const department = isDocId(ref.id) ? await tx.get<DepartmentData>(DEPARTMENTS, ref.id) : null;
  if (!department) throw new DomainError('not_found', 'Department not found.');
  return { department, ...foundSubject<DepartmentData>() };
}

/**
 * Makes public what this call found or made: new ones are created, ones that waited for another
 * review (pending-subjects.ts) appear now, dated now.
 */
function appear<T extends DocData>(
  tx: Transaction,
  subject: {
    created: boolean;
    pending: Doc<PendingSubjectData> | null;
    create: (tx: Transaction, data?: T) => void;
  },
  data: T,
  now: Date,
): void {
  if (subject.pending) publishPending(tx, subject.pending, { ...data, createdAt: now });
  else if (subject.created) subject.create(tx, data);
}

/**
 * The rate-manager form in one call, all or nothing in ONE transaction:
 * finds or creates the company (normalised name), resolves or creates the
 * branch (company + city + location), finds or creates the department,
 * creates the manager (or finds the one of that name at that branch) and
 * submits the caller's review, with every count and aggregate it touches.
 * Any failure (a duplicate review, a missing department, a lost race)
 * leaves nothing behind. `coordinates` of the branch city come from the
 * Geocoder before the transaction (no I/O inside it). `addedToday` (the daily
 * allowance of new profiles) counts each profile created here, in the same
 * commit; finding them all counts nothing. While the review waits for its
 * moment, what it creates waits with it (pending-subjects.ts), still counted
 * as created: the caller cannot tell it from a profile nobody had named.
 */
export async function rateManager(
  store: DocumentStore,
  actor: Actor,
  input: RateManagerInput,
  coordinates: Coordinates | null,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
  addedToday?: CountingParticipant,
): Promise<RateManagerResult> {
  try {
    return await store.runTransaction(async (tx) => {
      // Reads, all before any write (Firestore's rule).
      const co = await findOrPlanCompanyByRef(tx, input.company, now);
      const br = await findOrPlanBranch(tx, co.company, input.branch, coordinates, now);
      const dep = await departmentOf(tx, input.department, now);
      const mg = await findOrPlanManager(
        tx,
        { company: co.company, branch: br.branch, department: dep?.department ?? null },
        input.manager,
        now,
      );
      const reviewId = managerReviewIdFor(actor, mg.manager.id);
      // A new name's id (subject-ids.ts) may have been used before, but a review keeps its profile
      // (public or waiting), so none of the caller's can be at it.
      const existing = mg.created ? null : await tx.get<ManagerReviewData>(MANAGER_REVIEWS, reviewId);
      if (existing) throw alreadyReviewed(existing.data, DUPLICATE_MANAGER_REVIEW_MESSAGE);
      const marker = co.created ? null : await readMarker(tx, actor, co.company.id);
      const gate = await admitNew(
        tx,
        admission,
        { kind: 'manager', subjectId: mg.manager.id, reviewId },
        now,
      );
      // Waiting for its moment, it must not be announced by a profile made for it (pending-subjects.ts):
      // a new manager (and the company, branch and department made with it) waits with it, and a second
      // review of one that waits joins it. Published at once, what waited for another review appears now.
      const waits = Boolean(gate.moderation?.publishAt);
      const isNew = (x: { created: boolean; pending: unknown } | null) =>
        x !== null && (x.created || x.pending !== null);
      // As this caller named it (findOrPlanManager plans a waiting one their way too).
      const chain =
        !waits && mg.pending
          ? await readManagerToPublish(tx, mg.manager.id, namingOf(mg.manager.data))
          : null;
      await also?.read(tx);
      // From the caller's side a profile nobody can see yet is new: the answer and the allowance say so,
      // never that someone else is writing about this person.
      const added = { company: isNew(co), branch: isNew(br), department: isNew(dep), manager: isNew(mg) };
      const additions = Object.values(added).filter(Boolean).length;
      if (additions > 0) await addedToday?.read(tx);

      // A new department named here waits with this review: each author's their own, so that a waiting
      // manager appears under the one its publishing review's author named, and another author's never
      // appears by this one's review. Beside a public manager it counts no manager when it appears; with
      // no wait it appears at once.
      const heldHere = waits && dep && added.department ? dep : null;
      const besideManager = !waits && !added.manager && dep && added.department ? dep : null;

      // The new states, computed in memory, then one write per document.
      const review = {
        id: reviewId,
        data: {
          ...newManagerReviewData(actor, mg.manager, input.review, now, store.newId(), gate.moderation),
          ...(heldHere
            ? { heldDepartmentId: heldHere.department.id, heldDepartmentName: heldHere.department.data.name }
            : {}),
          ...(waits && added.manager ? { namedAs: namedAsOf(mg.manager.data) } : {}),
        },
      };
      if (additions > 0) addedToday?.write(tx, additions);
      // A held review (issue 9) leaves every figure as it was.
      const change = gate.counted ? { add: scoredManagerReview(review.data) } : {};
      const reviewed = lastReviewOnIf(gate.counted, now);
      let company = co.company;
      let department = dep?.department ?? null;
      let manager = mg.manager;

      if (waits && added.manager) {
        if (mg.pending) holdAgain(tx, mg.pending);
        else {
          for (const made of [co, br]) {
            if (made.pending) holdAgain(tx, made.pending);
            else if (made.created) made.hold(tx, 1);
          }
          // Filed under no department while it waits: each review holds the one its author named.
          mg.hold(tx, 1, { ...mg.manager.data, departmentId: null, departmentName: null });
        }
      } else if (chain) {
        // A department nobody had named is this call's to make (neither public nor waiting, the chain
        // leaves it out): the manager is filed under it, and it counts the manager.
        const madeHere = dep?.created
          ? { departmentId: dep.department.id, departmentName: dep.department.data.name }
          : {};
        const managerFields = { ...managerFieldsAfter(chain.manager.data, change), ...reviewed, ...madeHere };
        const companyFields = chain.company
          ? { ...companyAfterManagerReview(chain.company.data, change), ...reviewed }
          : {};
        chain.write(tx, now, managerFields, companyFields);
        if (dep?.created) dep.create(tx, { ...dep.department.data, totalManagers: 1 });
        manager = { id: manager.id, data: { ...chain.managerAt(now), ...managerFields } };
        if (chain.company) company = { id: company.id, data: { ...chain.company.data, ...companyFields } };
      } else {
        const companyFields = {
          ...companyAfterManagerReview(co.company.data, change),
          ...reviewed,
          ...(added.manager ? { totalManagers: co.company.data.totalManagers + 1 } : {}),
          ...(added.branch ? { branchIds: [...co.company.data.branchIds, br.branch.id] } : {}),
        };
        company = { id: co.company.id, data: { ...co.company.data, ...companyFields } };
        if (added.company) appear(tx, co, company.data, now);
        else tx.update(COMPANIES, company.id, companyFields);
        if (added.branch) appear(tx, br, br.branch.data, now);

        if (dep && department && added.manager) {
          department = {
            id: department.id,
            data: { ...department.data, totalManagers: department.data.totalManagers + 1 },
          };
          if (added.department) appear(tx, dep, department.data, now);
          else tx.update(DEPARTMENTS, department.id, { totalManagers: FieldValue.increment(1) });
        }

        const managerFields = { ...managerFieldsAfter(mg.manager.data, change), ...reviewed };
        manager = { id: mg.manager.id, data: { ...mg.manager.data, ...managerFields } };
        if (added.manager) appear(tx, mg, manager.data, now);
        else tx.update(MANAGERS, manager.id, managerFields);
      }
      if (heldHere) {
        if (heldHere.pending) holdAgain(tx, heldHere.pending);
        else heldHere.hold(tx, 1);
      } else if (besideManager) appear(tx, besideManager, besideManager.department.data, now);

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
        created: added,
      };
    });
  } catch (error) {
    throw asDuplicate(error);
  }
}
