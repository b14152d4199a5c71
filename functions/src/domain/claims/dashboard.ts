// The claimant's private improvement dashboard (issue 17 item 2): each aspect's
// trend by quarter, where the manager stands against their company and all
// managers, recurring themes, what changed since the last quarter, and the
// plain texts of the published reviews. It obeys the honest-figures rules
// (insights/honest-figures.ts): no figure rests on fewer than MIN_GROUP
// published reviews, and below that the answer says how many more are
// needed. It knows nothing public reviews do not tell: published reviews
// only, days not instants, no author, no votes cast, no held or hidden text.
import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { quarterOf } from '../insights/company-insights.ts';
import {
  type Bucket,
  type Figure,
  figureOf,
  type KeyedBucket,
  MIN_GROUP,
  mergePeriods,
  type Period,
} from '../insights/honest-figures.ts';
import {
  FIGURE_KEYS,
  type FigureKey,
  percentileAmong,
  percentileInHistogram,
  readManagerDistribution,
  shownFigures,
} from '../insights/manager-distribution.ts';
import { publishedReviews } from '../insights/published-sample.ts';
import { readThemes, type ThemesAnswer } from '../insights/themes.ts';
import type { ManagerData } from '../managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../managers/manager-review.ts';
import { getManager, managersOfCompany } from '../managers/managers.ts';
import { publicDate } from '../shared/public-dates.ts';

export type Standing = { percentile: number; comparedWith: number } | null;

export type FigureRow = {
  key: FigureKey;
  /** Over all published reviews that rated it; null below MIN_GROUP. */
  overall: Figure | null;
  /** How many more reviews rating it a figure needs (0 when shown). */
  reviewsNeeded: number;
  /** Quarters merged until each point rests on MIN_GROUP reviews. */
  trend: Period[];
  /** The latest trend point against the one before it, when there are two. */
  change: { from: Period; to: Period; delta: number } | null;
  company: Standing;
  allManagers: Standing;
};

export type DashboardReview = {
  _id: string;
  rating: number;
  reviewText: string;
  texts: { label: string; text: string }[];
  scores: Record<(typeof MANAGER_ASPECTS)[number], number>;
  createdAt: string;
};

export type Dashboard = {
  manager: { _id: string; name: string; position: string; companyId: string; companyName: string };
  minGroup: number;
  /** Published reviews the dashboard rests on. */
  reviewCount: number;
  /** How many more published reviews any figure needs (0 once there are MIN_GROUP). */
  reviewsNeeded: number;
  figures: FigureRow[];
  sinceLastQuarter: { quarter: string; previousQuarter: string; newReviews: number; previousReviews: number };
  themes: ThemesAnswer | null;
  reviews: DashboardReview[];
};

function previousQuarterOf(quarter: string): string {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(5));
  return q === 1 ? `${year - 1}Q4` : `${year}Q${q - 1}`;
}

const reviewFigure = (r: ManagerReviewData, key: FigureKey) => (key === 'rating' ? r.rating : r[key]);

function standingInCompany(
  key: FigureKey,
  own: number | undefined,
  colleagues: Doc<ManagerData>[],
  selfId: string,
): Standing {
  if (own === undefined) return null;
  const values = colleagues
    .filter((m) => m.id !== selfId)
    .map((m) => shownFigures(m.data)[key])
    .filter((v): v is number => v !== undefined);
  const below = values.filter((v) => v < own).length;
  const equal = values.filter((v) => v === own).length;
  return percentileAmong(below, equal, values.length);
}

/**
 * Every published review of the manager, read in pages by id. Before, one query read at most 2,000
 * (held ones included), so a manager with more got figures from part of their reviews, unsaid.
 * Reading them all is the cheaper way to right figures: only the claimant and moderators open a
 * dashboard, and it lists every text anyway; per-aspect quarters kept at write time would add to
 * every review's write for a page read far less often.
 */
function publishedReviewsOf(store: DocumentStore, managerId: string): Promise<Doc<ManagerReviewData>[]> {
  return publishedReviews<ManagerReviewData>(
    store,
    MANAGER_REVIEWS,
    [{ field: 'managerId', op: '==', value: managerId }],
    Number.POSITIVE_INFINITY,
  );
}

export async function managerDashboard(
  store: DocumentStore,
  managerId: string,
  now: Date,
): Promise<Dashboard> {
  const manager = await getManager(store, managerId);
  const [published, colleagues, distribution, themes] = await Promise.all([
    publishedReviewsOf(store, manager.id),
    managersOfCompany(store, manager.data.companyId),
    readManagerDistribution(store),
    readThemes(store, 'manager', manager.id),
  ]);
  const own = shownFigures(manager.data);

  const figures = FIGURE_KEYS.map((key): FigureRow => {
    const total: Bucket = { n: 0, sum: 0 };
    const quarters = new Map<string, KeyedBucket>();
    for (const { data } of published) {
      const value = reviewFigure(data, key);
      if (!(value > 0)) continue; // 0: not rated
      total.n += 1;
      total.sum += value;
      const q = quarterOf(data.createdAt);
      const bucket = quarters.get(q) ?? { key: q, n: 0, sum: 0 };
      bucket.n += 1;
      bucket.sum += value;
      quarters.set(q, bucket);
    }
    const trend = mergePeriods([...quarters.values()]);
    const [before, last] = trend.slice(-2);
    const ownValue = own[key];
    return {
      key,
      overall: figureOf(total),
      reviewsNeeded: Math.max(0, MIN_GROUP - total.n),
      trend,
      change:
        before && last && trend.length >= 2
          ? { from: before, to: last, delta: Math.round((last.average - before.average) * 100) / 100 }
          : null,
      company: standingInCompany(key, ownValue, colleagues, manager.id),
      allManagers:
        ownValue === undefined ? null : percentileInHistogram(distribution?.figures[key], ownValue),
    };
  });

  const quarter = quarterOf(now);
  const previousQuarter = previousQuarterOf(quarter);
  const inQuarter = (q: string) => published.filter((d) => quarterOf(d.data.createdAt) === q).length;

  const reviews = published
    .map(({ id, data: r }): DashboardReview & { at: number } => ({
      _id: id,
      rating: r.rating,
      reviewText: r.reviewText,
      texts: [
        { label: 'Leadership', text: r.reviewLeadership },
        { label: 'Communication', text: r.reviewCommunicationText },
        { label: 'Support', text: r.reviewSupport },
      ].filter((t) => t.text),
      scores: Object.fromEntries(MANAGER_ASPECTS.map((a) => [a, r[a]])) as DashboardReview['scores'],
      createdAt: publicDate(r.createdAt),
      at: new Date(r.createdAt).getTime(),
    }))
    // Newest day first, then by id: the order within a day must not give away the exact time.
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))
    .map(({ at: _at, ...review }) => review);

  return {
    manager: {
      _id: manager.id,
      name: manager.data.name,
      position: manager.data.position,
      companyId: manager.data.companyId,
      companyName: manager.data.companyName,
    },
    minGroup: MIN_GROUP,
    reviewCount: published.length,
    reviewsNeeded: Math.max(0, MIN_GROUP - published.length),
    figures,
    sinceLastQuarter: {
      quarter,
      previousQuarter,
      newReviews: inQuarter(quarter),
      previousReviews: inQuarter(previousQuarter),
    },
    themes: published.length >= MIN_GROUP ? themes : null,
    reviews,
  };
}
