// GET /api/companies/{id}/insights: what the company's insight aggregates
// (company-insights.ts), its review stats and the medians of all companies
// (benchmarks.ts) say, with every rule of honest-figures.ts applied. Built
// from three or four documents, never from the reviews themselves.
import type { Doc } from '../../store/document-store.ts';
import type { CompanyData } from '../companies/company.ts';
import { COMPANY_CATEGORIES, MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { statsFrom } from '../companies/score-stats.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { utcDayOf } from '../shared/public-dates.ts';
import type { Benchmarks } from './benchmarks.ts';
import { type CompanyInsightsData, INSIGHT_KINDS, type InsightKind, quarterOf } from './company-insights.ts';
import {
  type Bucket,
  compareGroups,
  enough,
  type Figure,
  figureOf,
  type GroupFigures,
  MIN_GROUP,
  mergePeriods,
  type Period,
} from './honest-figures.ts';
import type { ThemesAnswer } from './themes.ts';

/** "Waiting" for longer than this reads as "no answer" (issue 16 item 1). */
export const WAITING_DAYS = 30;
/** Managers listed among the risers and among the fallers. */
export const MOVERS_LISTED = 3;

export type AspectComparison = Figure & {
  kind: 'manager' | 'company';
  aspect: string;
  /** Median of the companies whose own figure for this aspect is shown; null below MIN_GROUP companies. */
  allCompanies: { median: number; companyCount: number } | null;
  /** Same industry: companies carry no industry yet, so always null (documented). */
  sameIndustry: { median: number; companyCount: number } | null;
};

export type Outcomes = {
  reviewCount: number;
  cleared: number;
  notCleared: number;
  waiting: number;
  /** Waiting for more than WAITING_DAYS days. */
  noAnswer: number;
  noInterview: number;
};

export type Mover = { id: string; name: string; before: Figure; after: Figure; change: number };

export type CompanyInsightsAnswer = {
  companyId: string;
  name: string;
  minGroup: number;
  trend: Record<InsightKind, Period[]>;
  aspects: AspectComparison[];
  outcomes: Outcomes | null;
  branches: GroupFigures;
  departments: GroupFigures;
  managers: { rising: Mover[]; falling: Mover[]; lastYear: { from: string; to: string } };
  themes: ThemesAnswer | null;
};

function emptyInsights(companyId: string): CompanyInsightsData {
  return { companyId, trend: {}, outcomes: {}, branches: {}, departments: {}, managers: {} };
}

const positive = (n: number | undefined) => Math.max(0, n ?? 0);

/** The quarters of the last year (the current one and the three before) and the year before that. */
export function yearWindows(now: Date): { last: string[]; previous: string[] } {
  const quarters: string[] = [];
  const y = now.getUTCFullYear();
  const q = Math.floor(now.getUTCMonth() / 3);
  for (let i = 0; i < 8; i++) {
    const index = y * 4 + q - i;
    quarters.push(`${Math.floor(index / 4)}Q${(index % 4) + 1}`);
  }
  return { last: quarters.slice(0, 4), previous: quarters.slice(4) };
}

function sumQuarters(q: Record<string, Bucket> | undefined, keys: string[]): Bucket {
  return keys.reduce<Bucket>(
    (acc, k) => ({ n: acc.n + positive(q?.[k]?.n), sum: acc.sum + positive(q?.[k]?.sum) }),
    { n: 0, sum: 0 },
  );
}

export function moversOf(data: CompanyInsightsData, now: Date, min = MIN_GROUP) {
  const { last, previous } = yearWindows(now);
  const movers: Mover[] = [];
  for (const [id, m] of Object.entries(data.managers ?? {})) {
    const before = figureOf(sumQuarters(m.q, previous), min);
    const after = figureOf(sumQuarters(m.q, last), min);
    if (!before || !after) continue;
    movers.push({ id, name: m.name, before, after, change: round2(after.average - before.average) });
  }
  const rising = movers.filter((m) => m.change > 0).sort((a, b) => b.change - a.change);
  const falling = movers.filter((m) => m.change < 0).sort((a, b) => a.change - b.change);
  return {
    rising: rising.slice(0, MOVERS_LISTED),
    falling: falling.slice(0, MOVERS_LISTED),
    lastYear: { from: last.at(-1) as string, to: last[0] as string },
  };
}

export function outcomesOf(data: CompanyInsightsData, now: Date, min = MIN_GROUP): Outcomes | null {
  const o = data.outcomes ?? {};
  const since = utcDayOf(now.getTime() - WAITING_DAYS * 86_400_000);
  let waiting = 0;
  let noAnswer = 0;
  for (const [day, n] of Object.entries(o.waitingByDay ?? {})) {
    if (day >= since) waiting += positive(n);
    else noAnswer += positive(n);
  }
  const out = {
    cleared: positive(o.cleared),
    notCleared: positive(o.notCleared),
    waiting,
    noAnswer,
    noInterview: positive(o.noInterview),
  };
  const reviewCount = out.cleared + out.notCleared + out.waiting + out.noAnswer + out.noInterview;
  return enough(reviewCount, min) ? { reviewCount, ...out } : null;
}

function aspectsOf(company: CompanyData, benchmarks: Benchmarks | null, min: number): AspectComparison[] {
  const out: AspectComparison[] = [];
  const sets = [
    ['manager', MANAGER_ASPECTS, statsFrom(MANAGER_ASPECTS, company.managerReviewStats)],
    ['company', COMPANY_CATEGORIES, statsFrom(COMPANY_CATEGORIES, company.companyReviewStats)],
  ] as const;
  for (const [kind, keys, stats] of sets) {
    for (const aspect of keys) {
      const figure = figureOf(
        {
          n: (stats.counts as Record<string, number>)[aspect] ?? 0,
          sum: (stats.sums as Record<string, number>)[aspect] ?? 0,
        },
        min,
      );
      if (!figure) continue;
      const median = benchmarks?.[kind]?.[aspect] ?? null;
      out.push({
        kind,
        aspect,
        ...figure,
        allCompanies: median && enough(median.companyCount, min) ? median : null,
        sameIndustry: null,
      });
    }
  }
  return out;
}

export function companyInsightsAnswer(
  company: Doc<CompanyData>,
  insights: CompanyInsightsData | null,
  benchmarks: Benchmarks | null,
  themes: ThemesAnswer | null,
  now: Date,
  min = MIN_GROUP,
): CompanyInsightsAnswer {
  const data = insights ?? emptyInsights(company.id);
  const trend = Object.fromEntries(
    INSIGHT_KINDS.map((kind) => [
      kind,
      mergePeriods(
        Object.entries(data.trend?.[kind] ?? {}).map(([key, b]) => ({
          key,
          n: positive(b.n),
          sum: positive(b.sum),
        })),
        min,
      ),
    ]),
  ) as Record<InsightKind, Period[]>;
  const groups = (g: CompanyInsightsData['branches'] | undefined) =>
    compareGroups(
      Object.entries(g ?? {}).map(([id, b]) => ({
        id,
        name: b.name,
        n: positive(b.n),
        sum: positive(b.sum),
      })),
      min,
    );
  return {
    companyId: company.id,
    name: company.data.name,
    minGroup: min,
    trend,
    aspects: aspectsOf(company.data, benchmarks, min),
    outcomes: outcomesOf(data, now, min),
    branches: groups(data.branches),
    departments: groups(data.departments),
    managers: moversOf(data, now, min),
    themes,
  };
}

export { quarterOf };
