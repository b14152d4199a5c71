// "Rate an interviewer" in one call: the company and the interviewer found or made, and the caller's
// review, all or nothing. As three calls (POST /companies, /interviewers, then the review) the new
// interviewer and company were public at once while the review waited for its random moment
// (moderation/scheduled-publication.ts): the interviewer learnt that minute that someone was about to
// review them. In one transaction, what it makes waits with the review (shared/pending-subjects.ts).
import { type Doc, type DocumentStore, FieldValue, StoreError } from '../../store/document-store.ts';
import { findOrPlanCompanyByRef } from '../companies/companies.ts';
import { COMPANIES, type CompanyData, interviewerCount } from '../companies/company.ts';
import { counted, interviewerFact, writeInsights } from '../insights/company-insights.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { findOrPlanInterviewer, type NewInterviewer } from '../interviewers/interviewers.ts';
import {
  interviewerNamedAsOf,
  interviewerNamingOf,
  readInterviewerToPublish,
} from '../interviewers/pending-interviewers.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import type { Actor } from '../shared/actor.ts';
import { DomainError } from '../shared/domain-error.ts';
import { lastReviewOnIf } from '../shared/last-review.ts';
import { holdAgain, publishPending } from '../shared/pending-subjects.ts';
import type { CountingParticipant, TxParticipant } from '../shared/tx-participant.ts';
import { interviewerFiguresAfter, outcomeCountsIn } from './interviewer-outcomes.ts';
import { INTERVIEWER_REVIEWS, type ReviewData, type ReviewInput } from './review.ts';
import { alreadyReviewed } from './review-departure.ts';
import { DUPLICATE_REVIEW_MESSAGE, reviewIdFor } from './reviews.ts';

export type RateInterviewerInput = {
  company: { id: string } | { name: string };
  interviewer: NewInterviewer;
  review: ReviewInput;
};

export type RateInterviewerResult = {
  company: Doc<CompanyData>;
  interviewer: Doc<InterviewerData>;
  review: Doc<ReviewData>;
  created: { company: boolean; interviewer: boolean };
};

/**
 * The rate-interviewer form in one call, all or nothing in ONE transaction: finds the company by id or
 * finds or creates it by normalised name, finds the interviewer of that name there (the lookup POST
 * /interviewers uses) or creates it, and writes the caller's review with every figure it moves.
 * `addedToday` (the daily allowance of new profiles) counts each profile made here, in the same commit;
 * finding them all counts nothing. While the review waits for its moment, a new interviewer (and a new
 * company made with it) waits with it, and a second review of a waiting one joins it; both still count
 * as created, so the caller cannot tell them from names nobody had used.
 */
export async function rateInterviewer(
  store: DocumentStore,
  actor: Actor,
  input: RateInterviewerInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
  addedToday?: CountingParticipant,
): Promise<RateInterviewerResult> {
  try {
    return await store.runTransaction(async (tx) => {
      // Reads, all before any write (Firestore's rule).
      const co = await findOrPlanCompanyByRef(tx, input.company, now);
      const iv = await findOrPlanInterviewer(tx, co.company, input.interviewer, now);
      const reviewId = reviewIdFor(actor, iv.interviewer.id);
      // A new name's id (subject-ids.ts) may have been used before, but a review keeps its profile
      // (public or waiting), so none of the caller's can be at it.
      const existing = iv.created ? null : await tx.get<ReviewData>(INTERVIEWER_REVIEWS, reviewId);
      if (existing) throw alreadyReviewed(existing.data, DUPLICATE_REVIEW_MESSAGE);
      const gate = await admitNew(
        tx,
        admission,
        { kind: 'interviewer', subjectId: iv.interviewer.id, reviewId },
        now,
      );
      const waits = Boolean(gate.moderation?.publishAt);
      // Published at once, an interviewer that waited for another review appears now, with its company.
      // As this caller named it (findOrPlanInterviewer plans a waiting one their way too).
      const chain =
        !waits && iv.pending
          ? await readInterviewerToPublish(tx, iv.interviewer.id, interviewerNamingOf(iv.interviewer.data))
          : null;
      const outcomes = gate.counted ? await outcomeCountsIn(tx, iv.interviewer) : null;
      await also?.read(tx);
      // From the caller's side a profile nobody can see yet is new: the answer and the allowance say so.
      const added = {
        company: co.created || co.pending !== null,
        interviewer: iv.created || iv.pending !== null,
      };
      const additions = Object.values(added).filter(Boolean).length;
      if (additions > 0) await addedToday?.read(tx);

      // Writes.
      if (additions > 0) addedToday?.write(tx, additions);
      const review: Doc<ReviewData> = {
        id: reviewId,
        data: {
          interviewerId: iv.interviewer.id,
          authorKey: actor.authorKey,
          ...input.review,
          createdAt: now,
          updatedAt: now,
          likes: 0,
          dislikes: 0,
          voteSalt: store.newId(),
          ...(gate.moderation ? { moderation: gate.moderation } : {}),
          // Its profile waits: their list names it their way, and it appears so if this review publishes it
          // (findOrPlanInterviewer plans it their way).
          ...(waits && added.interviewer ? { namedAs: interviewerNamedAsOf(iv.interviewer.data) } : {}),
        },
      };
      const figures = outcomes
        ? {
            ...interviewerFiguresAfter(iv.interviewer.data, outcomes, { add: input.review }),
            ...lastReviewOnIf(true, now),
          }
        : {};
      let company = co.company;
      let interviewer = iv.interviewer;
      if (waits && added.interviewer) {
        // Waiting for its moment, it must not be announced by a profile made for it.
        if (iv.pending) holdAgain(tx, iv.pending);
        else {
          if (co.pending) holdAgain(tx, co.pending);
          else if (co.created) co.hold(tx, 1);
          iv.hold(tx, 1);
        }
      } else if (chain) {
        chain.write(tx, now, figures);
        interviewer = { id: interviewer.id, data: { ...chain.interviewerAt(now), ...figures } };
      } else {
        // A new company comes with a new interviewer (the name lookup is per company).
        if (added.interviewer) {
          const counts = added.interviewer
            ? { totalInterviewers: interviewerCount(co.company.data) + 1 }
            : {};
          company = { id: company.id, data: { ...company.data, ...counts } };
          if (co.pending) publishPending(tx, co.pending, { ...company.data, createdAt: now });
          else if (co.created) co.create(tx, company.data);
          else tx.update(COMPANIES, company.id, { totalInterviewers: FieldValue.increment(1) });
        }
        interviewer = { id: interviewer.id, data: { ...interviewer.data, ...figures } };
        if (added.interviewer) iv.create(tx, interviewer.data);
        else if (outcomes) tx.update(INTERVIEWERS, interviewer.id, figures);
      }
      tx.create(INTERVIEWER_REVIEWS, review.id, review.data);
      writeInsights(tx, null, counted(interviewerFact(review.data, interviewer.data), gate.counted), [
        { kind: 'interviewer', subjectId: interviewer.id },
      ]);
      gate.write(tx);
      also?.write(tx);
      return { company, interviewer, review, created: added };
    });
  } catch (error) {
    // Another request created it between our read and our commit (Firestore reports it at commit).
    if (error instanceof StoreError && error.code === 'already-exists') {
      throw new DomainError('conflict', DUPLICATE_REVIEW_MESSAGE);
    }
    throw error;
  }
}
