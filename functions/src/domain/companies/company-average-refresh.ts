// The "top rated" sort key (CompanyData.avgRating) computed again from the stored sums for the
// companies a manager review marked (avgRatingStale, company-aggregates.ts). Part of the insights
// job: a scheduled function in production, a timer in the embedded default.
import { type DocumentStore, StoreError } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData, companyAverage } from './company.ts';

/** Companies one round refreshes. */
export const AVERAGES_PER_ROUND = 200;

/**
 * Refreshes up to `limit` marked companies; returns how many it cleared. Each in a transaction of its
 * own, so a review committed meanwhile either came before (and is in the sums read) or makes the
 * transaction run again; a company that keeps changing stays marked for the next round.
 */
export async function refreshCompanyAverages(
  store: DocumentStore,
  limit = AVERAGES_PER_ROUND,
): Promise<number> {
  return (await refreshRound(store, limit)).cleared;
}

/**
 * Rounds of refreshCompanyAverages until no company is left marked or `until` (ms since the epoch)
 * has passed: more companies than one round may be marked between two runs of the job (five minutes
 * apart in production), and those left over kept a wrong "top rated" key for the runs after.
 */
export async function refreshAllCompanyAverages(
  store: DocumentStore,
  until: number,
  limit = AVERAGES_PER_ROUND,
): Promise<number> {
  let cleared = 0;
  for (;;) {
    const round = await refreshRound(store, limit);
    cleared += round.cleared;
    // A round that cleared nothing found only companies that keep changing: the next run takes them.
    if (round.marked < limit || round.cleared === 0 || Date.now() >= until) return cleared;
  }
}

async function refreshRound(store: DocumentStore, limit: number) {
  const marked = await store.query<CompanyData>({
    collection: COMPANIES,
    where: [{ field: 'avgRatingStale', op: '==', value: true }],
    limit,
  });
  let cleared = 0;
  for (const { id } of marked) {
    try {
      cleared += await store.runTransaction(async (tx) => {
        const company = await tx.get<CompanyData>(COMPANIES, id);
        if (!company?.data.avgRatingStale) return 0;
        tx.update(COMPANIES, id, { avgRating: companyAverage(company.data), avgRatingStale: false });
        return 1;
      });
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'aborted')) throw error;
    }
  }
  return { cleared, marked: marked.length };
}
