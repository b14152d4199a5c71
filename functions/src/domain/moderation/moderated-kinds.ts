// The three kinds of review moderation deals with, and for each what it
// counts on (so a state change moves the review in or out of the figures in
// the same transaction) and what moderators see of it: content, never the
// author (DESIGN.md section 1).

import { REVIEW_KIND_NAMES } from '../../contract/request-rules.ts';
import type { Doc, DocData, Transaction } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { companyAfterCompanyReview, companyAfterManagerReview } from '../companies/company-aggregates.ts';
import {
  COMPANY_REVIEW_TEXTS,
  COMPANY_REVIEWS,
  type CompanyReviewData,
  scoredCompanyReview,
} from '../company-reviews/company-review.ts';
import {
  companyFact,
  type InsightFact,
  interviewerFact,
  managerFact,
  writeInsights,
} from '../insights/company-insights.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { emptyOutcomes } from '../interviewers/outcome-counts.ts';
import { interviewerNamingOfReview, readInterviewerToPublish } from '../interviewers/pending-interviewers.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData, scoredManagerReview } from '../managers/manager-review.ts';
import { managerFieldsAfter } from '../managers/manager-reviews.ts';
import { namingOfReview, readHeldDepartment, readManagerToPublish } from '../managers/pending-managers.ts';
import {
  isShownToReaders,
  kindOfResponse,
  REVIEW_RESPONSES,
  type ResponseData,
  readNoticeOnApproval,
  subjectIdOfResponse,
} from '../responses/review-responses.ts';
import { interviewerFiguresAfter, outcomeCountsIn } from '../reviews/interviewer-outcomes.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../reviews/review.ts';
import { incarnationOf as voteIncarnationOf } from '../reviews/voting.ts';
import { lastReviewOnIf } from '../shared/last-review.ts';
import { INTERVIEW_OUTCOME_LABELS, INTERVIEW_OUTCOME_TEXT_LABEL } from '../text/interview-outcome-labels.ts';
import type { ReviewKindName } from './admission.ts';
import { isPublished, type Moderatable } from './review-state.ts';

export { REVIEW_KIND_NAMES };

/** What moderation deals with: the three kinds of review and public responses to them (issue 17). */
export type ModeratedKindName = ReviewKindName | 'response';
export const MODERATED_KIND_NAMES = [
  ...REVIEW_KIND_NAMES,
  'response',
] as const satisfies readonly ModeratedKindName[];

/** A review as moderators see it. */
export type ReviewContent = {
  rating: number;
  reviewText: string;
  /** Aspect comments (manager reviews) or the form's answers (company reviews), labelled. */
  texts: { label: string; text: string }[];
  createdAt: string;
  updatedAt: string;
};

/** What the review is about. */
export type ReviewSubject = { id: string; name: string; company: string | null };

type AnyReview = Moderatable & DocData & { createdAt: Date; voteSalt?: string };

export type CountChange = 'add' | 'remove';

export type ModeratedKind = {
  name: ModeratedKindName;
  collection: string;
  /** Where the subject of this item is (responses: the manager's or the company's collection). */
  subjectCollectionOf(review: DocData): string;
  subjectIdOf(review: DocData): string;
  subjectOf(doc: Doc, review: DocData): ReviewSubject;
  contentOf(review: DocData): ReviewContent;
  /** Whether the caller wrote it (a review: their authorKey; a response: their account). Only compared. */
  writtenBy(item: DocData, caller: { authorKey: string; uid: string }): boolean;
  /** Inside a transaction, before any write: whether readers see it (only that can be reported). */
  shownToReaders(tx: Transaction, item: Doc): Promise<boolean>;
  /**
   * Inside a transaction, before any write: reads what the review counts on;
   * answers the write that adds it to or removes it from those figures.
   */
  readCounters(
    tx: Transaction,
    review: Doc,
  ): Promise<(tx: Transaction, change: CountChange, at: Date) => void>;
  /**
   * Inside a moderator's transaction that publishes the item, before any write: reads what its
   * publication owes (a response: its reviewer's mail); answers the write that records it, or null.
   */
  readOnPublish?(tx: Transaction, item: Doc, now: Date): Promise<((tx: Transaction) => void) | null>;
};

const iso = (d: unknown) => new Date(d as Date).toISOString();

/** When a review was written (its createdAt moved to the moment it appeared if it waited for one). */
const writtenAt = (r: { createdAt: Date; writtenAt?: Date }) => iso(r.writtenAt ?? r.createdAt);

/** What the three kinds of review share: written under the author's key, shown when published. */
const reviewAuthorship = {
  writtenBy: (item: DocData, caller: { authorKey: string }) =>
    (item as Moderatable).authorKey === caller.authorKey,
  shownToReaders: async (_tx: Transaction, item: Doc) => isPublished(item.data as Moderatable),
};

/** A review entering or leaving the figures moves the company's insights with them (issue 16). */
function moveInsights(
  writer: Transaction,
  change: CountChange,
  fact: InsightFact,
  kind: InsightFact['kind'],
  subjectId: string,
) {
  const [before, after] = change === 'add' ? [null, fact] : [fact, null];
  writeInsights(writer, before, after, [{ kind, subjectId }]);
}

const interviewerKind: ModeratedKind = {
  ...reviewAuthorship,
  name: 'interviewer',
  collection: INTERVIEWER_REVIEWS,
  subjectCollectionOf: () => INTERVIEWERS,
  subjectIdOf: (r) => (r as ReviewData).interviewerId,
  subjectOf: (doc) => {
    const d = doc.data as InterviewerData;
    return { id: doc.id, name: d.name, company: d.companyName };
  },
  contentOf: (data) => {
    const r = data as ReviewData;
    return {
      rating: r.rating,
      reviewText: r.reviewText,
      texts: r.interviewStatus
        ? [{ label: INTERVIEW_OUTCOME_TEXT_LABEL, text: INTERVIEW_OUTCOME_LABELS[r.interviewStatus] }]
        : [],
      createdAt: writtenAt(r),
      updatedAt: iso(r.updatedAt),
    };
  },
  async readCounters(tx, doc) {
    const r = doc.data as ReviewData;
    const interviewer = await tx.get<InterviewerData>(INTERVIEWERS, r.interviewerId);
    const outcomes = interviewer ? await outcomeCountsIn(tx, interviewer) : null;
    // Made for this review (or another that waits) and not public yet: it appears with its first review.
    const waiting = interviewer
      ? null
      : await readInterviewerToPublish(tx, r.interviewerId, interviewerNamingOfReview(r));
    return (writer, change, at) => {
      if (waiting && change === 'add') {
        const fields = {
          ...interviewerFiguresAfter(
            waiting.interviewer.data,
            waiting.interviewer.data.outcomes ?? emptyOutcomes(),
            {
              add: r,
            },
          ),
          ...lastReviewOnIf(true, at),
        };
        waiting.write(writer, at, fields);
        const appeared = { ...waiting.interviewerAt(at), ...fields };
        moveInsights(writer, change, interviewerFact(r, appeared), 'interviewer', waiting.interviewer.id);
        return;
      }
      if (!interviewer || !outcomes) return;
      writer.update(INTERVIEWERS, interviewer.id, {
        ...interviewerFiguresAfter(interviewer.data, outcomes, { [change]: r }),
        ...lastReviewOnIf(change === 'add', at),
      });
      moveInsights(writer, change, interviewerFact(r, interviewer.data), 'interviewer', interviewer.id);
    };
  },
};

const managerKind: ModeratedKind = {
  ...reviewAuthorship,
  name: 'manager',
  collection: MANAGER_REVIEWS,
  subjectCollectionOf: () => MANAGERS,
  subjectIdOf: (r) => (r as ManagerReviewData).managerId,
  subjectOf: (doc) => {
    const d = doc.data as ManagerData;
    return { id: doc.id, name: d.name, company: d.companyName };
  },
  contentOf: (data) => {
    const r = data as ManagerReviewData;
    const texts = [
      { label: 'Leadership', text: r.reviewLeadership },
      { label: 'Communication', text: r.reviewCommunicationText },
      { label: 'Support', text: r.reviewSupport },
    ].filter((t) => t.text);
    return {
      rating: r.rating,
      reviewText: r.reviewText,
      texts,
      createdAt: writtenAt(r),
      updatedAt: iso(r.updatedAt),
    };
  },
  async readCounters(tx, doc) {
    const r = doc.data as ManagerReviewData;
    const manager = await tx.get<ManagerData>(MANAGERS, r.managerId);
    const company = await tx.get<CompanyData>(COMPANIES, r.companyId);
    // Made for this review (or another that waits) and not public yet: it appears with its first review.
    // As this review's author named it (and what appears with it).
    const waiting = manager ? null : await readManagerToPublish(tx, r.managerId, namingOfReview(r));
    // A department its author named waited with it too: the manager's if it appears under it, else beside.
    const held = await readHeldDepartment(tx, r);
    return (writer, change, at) => {
      const scored = { [change]: scoredManagerReview(r) };
      const reviewed = lastReviewOnIf(change === 'add', at);
      if (change === 'add' && r.heldDepartmentId !== waiting?.departmentId) held?.appear(writer, at);
      if (waiting && change === 'add') {
        const managerFields = { ...managerFieldsAfter(waiting.manager.data, scored), ...reviewed };
        const companyFields = waiting.company
          ? { ...companyAfterManagerReview(waiting.company.data, scored), ...reviewed }
          : {};
        waiting.write(writer, at, managerFields, companyFields);
        const appeared = { id: waiting.manager.id, data: { ...waiting.managerAt(at), ...managerFields } };
        moveInsights(writer, change, managerFact(r, appeared), 'manager', appeared.id);
        return;
      }
      if (manager)
        writer.update(MANAGERS, manager.id, { ...managerFieldsAfter(manager.data, scored), ...reviewed });
      if (company) {
        writer.update(COMPANIES, company.id, {
          ...companyAfterManagerReview(company.data, scored),
          ...reviewed,
        });
      }
      if (manager) moveInsights(writer, change, managerFact(r, manager), 'manager', manager.id);
    };
  },
};

const COMPANY_TEXT_LABELS: Record<(typeof COMPANY_REVIEW_TEXTS)[number], string> = {
  treatment: 'Treatment',
  careerGrowth: 'Career growth',
  diversity: 'Diversity',
  pros: 'Pros',
  cons: 'Cons',
  advice: 'Advice',
};

const companyKind: ModeratedKind = {
  ...reviewAuthorship,
  name: 'company',
  collection: COMPANY_REVIEWS,
  subjectCollectionOf: () => COMPANIES,
  subjectIdOf: (r) => (r as CompanyReviewData).companyId,
  subjectOf: (doc) => ({ id: doc.id, name: (doc.data as CompanyData).name, company: null }),
  contentOf: (data) => {
    const r = data as CompanyReviewData;
    return {
      rating: r.rating,
      reviewText: '',
      texts: COMPANY_REVIEW_TEXTS.map((k) => ({
        label: COMPANY_TEXT_LABELS[k],
        text: r.reviews[k] ?? '',
      })).filter((t) => t.text),
      createdAt: writtenAt(r),
      updatedAt: writtenAt(r),
    };
  },
  async readCounters(tx, doc) {
    const r = doc.data as CompanyReviewData;
    const company = await tx.get<CompanyData>(COMPANIES, r.companyId);
    return (writer, change, at) => {
      if (!company) return;
      writer.update(COMPANIES, company.id, {
        ...companyAfterCompanyReview(company.data, { [change]: scoredCompanyReview(r) }),
        ...lastReviewOnIf(change === 'add', at),
      });
      moveInsights(writer, change, companyFact(r), 'company', company.id);
    };
  },
};

/**
 * A public response to a manager or company review (responses/review-responses.ts): moderated like a
 * review, counted in no figure; its subject is the manager or the company that answered.
 */
const responseKind: ModeratedKind = {
  name: 'response',
  collection: REVIEW_RESPONSES,
  // The claimant writes openly, as the manager or company: the response holds their account.
  writtenBy: (item, caller) => (item as ResponseData).uid === caller.uid,
  shownToReaders: (tx, item) => isShownToReaders(tx, item as Doc<ResponseData>),
  subjectCollectionOf: (r) => kindOfResponse(r as ResponseData).subjects,
  subjectIdOf: (r) => subjectIdOfResponse(r as ResponseData),
  subjectOf: (doc, r) =>
    kindOfResponse(r as ResponseData).name === 'company'
      ? companyKind.subjectOf(doc, r)
      : managerKind.subjectOf(doc, r),
  contentOf: (data) => {
    const r = data as ResponseData;
    return {
      rating: r.reviewRating,
      reviewText: r.text,
      texts: [{ label: kindOfResponse(r).moderationLabel, text: r.reviewId }],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  },
  readCounters: async () => () => {},
  readOnPublish: (tx, item, now) => readNoticeOnApproval(tx, item as Doc<ResponseData>, now),
};

export const MODERATED_KINDS: Record<ModeratedKindName, ModeratedKind> = {
  interviewer: interviewerKind,
  manager: managerKind,
  company: companyKind,
  response: responseKind,
};

/**
 * Which incarnation of a review id: interviewer and manager review ids come
 * back if their author deletes and writes again, and reports of the old text
 * must not attach to the new one. The same name as votes use (reviews/voting.ts):
 * voteSalt, random per incarnation, or for company reviews their creation time.
 */
export function incarnationOf(review: AnyReview | DocData): string {
  return voteIncarnationOf(review as AnyReview);
}
