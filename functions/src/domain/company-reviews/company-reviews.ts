import { type Doc, type DocumentStore, StoreError } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { companyAfterCompanyReview } from '../companies/company-aggregates.ts';
import { COMPANY_CATEGORIES, type CompanyCategory } from '../companies/review-scores.ts';
import { type ScoreStats, statsFrom, statsOf } from '../companies/score-stats.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import { isPublished, isShownTo } from '../moderation/review-state.ts';
import { inListOrder } from '../reviews/review-page.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import {
  COMPANY_REVIEWS,
  type CompanyReviewData,
  type CompanyReviewInput,
  type CompanyReviewResponse,
  MONTHLY_LIMIT_MESSAGE,
  monthOf,
  scoredCompanyReview,
  toCompanyReviewResponse,
} from './company-review.ts';
import { NOT_ELIGIBLE_MESSAGE, readMarker } from './eligibility.ts';

export const MAX_LISTED_COMPANY_REVIEWS = 200;

/**
 * One company review per user per company per calendar month (UTC): the id
 * is an HMAC of (uid, company, month), so a second one this month hits the
 * same document, whatever the concurrency.
 */
export function companyReviewIdFor(actor: Actor, companyId: string, now: Date): string {
  return actor.idFor(`companyReview:${companyId}:${monthOf(now)}`);
}

const companyNotFound = () => new DomainError('not_found', 'Company not found.');

/** POST /api/company-reviews/submit: eligible callers only; counted on the company in the same transaction. */
export async function submitCompanyReview(
  store: DocumentStore,
  actor: Actor,
  companyId: string,
  input: CompanyReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<CompanyReviewData>> {
  if (!isDocId(companyId)) throw companyNotFound();
  const id = companyReviewIdFor(actor, companyId, now);
  try {
    return await store.runTransaction(async (tx) => {
      // Independent reads travel together (issue 20): two round trips instead of five.
      const [company, marker, existing] = await Promise.all([
        tx.get<CompanyData>(COMPANIES, companyId),
        readMarker(tx, actor, companyId),
        tx.get(COMPANY_REVIEWS, id),
      ]);
      if (!company) throw companyNotFound();
      if (!marker || marker.data.managerReviews <= 0)
        throw new DomainError('forbidden', NOT_ELIGIBLE_MESSAGE);
      if (existing) throw new DomainError('conflict', MONTHLY_LIMIT_MESSAGE);
      const [gate] = await Promise.all([
        admitNew(tx, admission, { kind: 'company', subjectId: companyId, reviewId: id }, now),
        also?.read(tx),
      ]);
      const data: CompanyReviewData = {
        ...input,
        companyId,
        authorKey: actor.authorKey,
        month: monthOf(now),
        createdAt: now,
        ...(gate.moderation ? { moderation: gate.moderation } : {}),
      };
      tx.create(COMPANY_REVIEWS, id, data);
      if (gate.counted) {
        tx.update(
          COMPANIES,
          companyId,
          companyAfterCompanyReview(company.data, { add: scoredCompanyReview(data) }),
        );
      }
      gate.write(tx);
      also?.write(tx);
      return { id, data };
    });
  } catch (error) {
    // A concurrent submit created it between our read and our commit.
    if (error instanceof StoreError && error.code === 'already-exists') {
      throw new DomainError('conflict', MONTHLY_LIMIT_MESSAGE);
    }
    throw error;
  }
}

/** A company's reviews, newest day first, as the caller sees them. */
export async function listCompanyReviews(
  store: DocumentStore,
  companyId: string,
  actor: Actor | null,
): Promise<CompanyReviewResponse[]> {
  const company = isDocId(companyId) ? await store.get(COMPANIES, companyId) : null;
  if (!company) throw companyNotFound();
  const reviews = await store.query<CompanyReviewData>({
    collection: COMPANY_REVIEWS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: MAX_LISTED_COMPANY_REVIEWS,
  });
  // Reviews a moderator has not cleared are their author's alone to see (issue 9).
  const viewerKey = actor?.authorKey ?? null;
  // Public dates are days: within a day, by id rather than by time (issue 13).
  return inListOrder(reviews.filter((r) => isShownTo(r.data, viewerKey))).map((r) =>
    toCompanyReviewResponse(r, viewerKey),
  );
}

/** Account erasure: the author's company reviews go and the companies' figures follow. Idempotent. */
export async function eraseCompanyReviewsBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let erased = 0;
  while (erased < limit) {
    const reviews = await store.query<CompanyReviewData>({
      collection: COMPANY_REVIEWS,
      where: [{ field: 'authorKey', op: '==', value: authorKey }],
      limit: Math.min(100, limit - erased),
    });
    if (reviews.length === 0) return erased;
    for (const { id } of reviews) {
      await store.runTransaction(async (tx) => {
        const review = await tx.get<CompanyReviewData>(COMPANY_REVIEWS, id);
        if (!review || review.data.authorKey !== authorKey) return;
        const company = await tx.get<CompanyData>(COMPANIES, review.data.companyId);
        tx.delete(COMPANY_REVIEWS, id);
        if (company && isPublished(review.data)) {
          const change = { remove: scoredCompanyReview(review.data) };
          tx.update(COMPANIES, company.id, companyAfterCompanyReview(company.data, change));
        }
      });
      erased += 1;
    }
  }
  return erased;
}

export const companyReviewEraser: AccountEraser = {
  name: 'company-reviews',
  erase: ({ store, authorKey, limit }) => eraseCompanyReviewsBy(store, authorKey, limit),
};

/** A company's stored company-review figures against its company reviews. */
export async function checkCompanyReviewStats(
  store: DocumentStore,
  companyId: string,
): Promise<{
  consistent: boolean;
  stored: ScoreStats<CompanyCategory>;
  actual: ScoreStats<CompanyCategory>;
}> {
  const [company, reviews] = await Promise.all([
    store.get<CompanyData>(COMPANIES, companyId),
    store.query<CompanyReviewData>({
      collection: COMPANY_REVIEWS,
      where: [{ field: 'companyId', op: '==', value: companyId }],
    }),
  ]);
  if (!company) throw new Error(`No company ${companyId}.`);
  const stored = statsFrom(COMPANY_CATEGORIES, company.data.companyReviewStats);
  const actual = statsOf(
    COMPANY_CATEGORIES,
    reviews.filter((r) => isPublished(r.data)).map((r) => scoredCompanyReview(r.data)),
  );
  return { consistent: JSON.stringify(stored) === JSON.stringify(actual), stored, actual };
}
