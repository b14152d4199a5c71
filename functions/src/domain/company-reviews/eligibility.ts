// Company-review eligibility (SPEC.md section 6): the caller must have
// reviewed a manager of the company. A marker per (author, company) counts
// their manager reviews there; it is kept in the manager-review transactions
// and goes with their last review there. Its id is an HMAC of (uid, company),
// so the check is one read and the id says nothing about who.
import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';

export const ELIGIBILITY = 'companyReviewEligibility';
export const NOT_ELIGIBLE_MESSAGE =
  'You must review a manager in this company before submitting a company review.';

export type EligibilityData = {
  companyId: string;
  /** HMAC(uid), for erasure; never leaves the server. */
  authorKey: string;
  /** The author's manager reviews at this company. */
  managerReviews: number;
  updatedAt: Date;
};

export function eligibilityIdFor(actor: Actor, companyId: string): string {
  return actor.idFor(`companyReviewEligibility:${companyId}`);
}

/** The caller's marker for this company, read inside a transaction. */
export function readMarker(tx: Transaction, actor: Actor, companyId: string) {
  return tx.get<EligibilityData>(ELIGIBILITY, eligibilityIdFor(actor, companyId));
}

/** Account erasure has no uid-keyed id to hand: it finds the marker by author and company. */
export async function findMarker(
  tx: Transaction,
  authorKey: string,
  companyId: string,
): Promise<Doc<EligibilityData> | null> {
  const [marker] = await tx.query<EligibilityData>({
    collection: ELIGIBILITY,
    where: [
      { field: 'authorKey', op: '==', value: authorKey },
      { field: 'companyId', op: '==', value: companyId },
    ],
    limit: 1,
  });
  return marker ?? null;
}

/** Counts one manager review more (+1) or less (-1) on the marker; at 0 the marker goes. */
export function writeMarkerChange(
  tx: Transaction,
  target: { id: string; existing: Doc<EligibilityData> | null; companyId: string; authorKey: string },
  delta: 1 | -1,
  now: Date,
): void {
  const count = (target.existing?.data.managerReviews ?? 0) + delta;
  if (count <= 0) {
    if (target.existing) tx.delete(ELIGIBILITY, target.id);
    return;
  }
  const data: EligibilityData = {
    companyId: target.companyId,
    authorKey: target.authorKey,
    managerReviews: count,
    updatedAt: now,
  };
  tx.set(ELIGIBILITY, target.id, data);
}

/** GET /api/company-reviews/check-eligibility/{companyId}. */
export async function isEligible(store: DocumentStore, actor: Actor, companyId: string): Promise<boolean> {
  if (!isDocId(companyId)) return false;
  const marker = await store.get<EligibilityData>(ELIGIBILITY, eligibilityIdFor(actor, companyId));
  return (marker?.data.managerReviews ?? 0) > 0;
}

/** Markers the manager-review eraser left (it repairs counts; this removes whatever remains). Idempotent. */
export async function eraseMarkersBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let erased = 0;
  while (erased < limit) {
    const markers = await store.query({
      collection: ELIGIBILITY,
      where: [{ field: 'authorKey', op: '==', value: authorKey }],
      limit: Math.min(400, limit - erased),
    });
    if (markers.length === 0) return erased;
    const batch = store.batch();
    for (const { id } of markers) batch.delete(ELIGIBILITY, id);
    await batch.commit();
    erased += markers.length;
  }
  return erased;
}

export const eligibilityMarkerEraser: AccountEraser = {
  name: 'company-review-eligibility',
  erase: ({ store, authorKey, limit }) => eraseMarkersBy(store, authorKey, limit),
};
