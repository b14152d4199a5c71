// The insights job (issue 16 item 5): what is not kept in the review
// transactions themselves. A scheduled Cloud Function in production and a
// timer in the embedded default run it; each step is idempotent, so a run cut
// short is simply continued by the next.
//   - themes of the targets whose reviews changed (themesDirty markers), without the phrases common
//     to all reviews of their kind (theme-corpus.ts, measured again every few hours), and of those
//     drawn by rules since changed (stale-themes.ts);
//   - the medians of all companies (benchmarks.ts);
//   - where managers stand among all managers (manager-distribution.ts, issue 17);
//   - suspicious patterns for moderators (signals.ts);
//   - like and dislike shards folded into their reviews (reviews/vote-count-shards.ts);
//   - the "top rated" sort key of companies whose manager reviews changed
//     (companies/company-average-refresh.ts).
import { type DocumentStore, StoreError } from '../../store/document-store.ts';
import { refreshAllCompanyAverages } from '../companies/company-average-refresh.ts';
import { foldVoteCounts } from '../reviews/voting.ts';
import { computeBenchmarks } from './benchmarks.ts';
import { type InsightKind, THEMES_DIRTY, type ThemesDirtyData } from './company-insights.ts';
import { computeManagerDistribution } from './manager-distribution.ts';
import { detectSignals } from './signals.ts';
import { markStaleThemes } from './stale-themes.ts';
import { themeCorpora } from './theme-corpus.ts';
import { recomputeThemes } from './themes.ts';

/** Targets whose themes one round recomputes. */
export const THEMES_PER_ROUND = 100;

export type InsightsRound = { themes: number; pending: boolean };

/** Recomputes the themes of up to `limit` marked targets; a marker set again meanwhile stays. */
export async function drainThemes(
  store: DocumentStore,
  now: Date,
  limit = THEMES_PER_ROUND,
): Promise<InsightsRound> {
  const marked = await store.query<ThemesDirtyData>({ collection: THEMES_DIRTY, limit });
  // Read (or measured again) only when there are themes to compute. A kind with a review that left
  // the figures since (a withdrawn marker) is measured again first, so that it counts nowhere.
  let corpora = new Map<InsightKind, ReadonlySet<string>>();
  if (marked.length > 0) {
    const withdrawals = await store.query<ThemesDirtyData>({
      collection: THEMES_DIRTY,
      where: [{ field: 'withdrawn', op: '==', value: true }],
      limit,
    });
    corpora = await themeCorpora(store, now, new Set(withdrawals.map((w) => w.data.kind)));
  }
  for (const marker of marked) {
    const { kind, subjectId } = marker.data;
    await recomputeThemes(store, kind, subjectId, now, corpora.get(kind));
    const seen = new Date(marker.data.markedAt).getTime();
    try {
      await store.runTransaction(async (tx) => {
        const current = await tx.get<ThemesDirtyData>(THEMES_DIRTY, marker.id);
        // A review written after we read the reviews marked it again: leave it for the next round.
        if (current && new Date(current.data.markedAt).getTime() === seen) tx.delete(THEMES_DIRTY, marker.id);
      });
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'aborted')) throw error;
    }
  }
  return { themes: marked.length, pending: marked.length === limit };
}

/** One run: the companies' sort keys, themes until none are pending or the budget is spent, then the medians. */
export async function runInsightsJob(
  store: DocumentStore,
  clock: () => Date,
  budgetMs: number,
): Promise<{ averages: number; themes: number; signals: number; foldedShards: number }> {
  const until = Date.now() + budgetMs;
  const averages = await refreshAllCompanyAverages(store, until);
  // Marking is cheap (a page of ids per batch); the recomputing below is what takes the time.
  while (!(await markStaleThemes(store)).done && Date.now() < until) {}
  let themes = 0;
  for (;;) {
    const round = await drainThemes(store, clock());
    themes += round.themes;
    if (!round.pending || Date.now() >= until) break;
  }
  await computeBenchmarks(store, clock());
  await computeManagerDistribution(store, clock());
  const signals = await detectSignals(store, clock());
  let foldedShards = 0;
  for (;;) {
    const folded = await foldVoteCounts(store);
    foldedShards += folded;
    if (folded === 0 || Date.now() >= until) break;
  }
  return { averages, themes, signals, foldedShards };
}
