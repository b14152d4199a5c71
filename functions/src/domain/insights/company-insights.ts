// A company's insight aggregates (issue 16 items 1 and 5): one document per
// company, kept by increments in the same transaction as every write that
// moves a review into or out of the figures (the same counted/not-counted
// decision as the aggregates: countsInFigures). Increments need no read, so
// the review transactions read nothing more and contend on nothing new.
import type { DocumentStore, Value, WriteData, Writer } from '../../store/document-store.ts';
import { FieldValue } from '../../store/document-store.ts';
import type { CompanyReviewData } from '../company-reviews/company-review.ts';
import type { InterviewerData } from '../interviewers/interviewer.ts';
import type { ManagerData } from '../managers/manager.ts';
import type { ManagerReviewData } from '../managers/manager-review.ts';
import type { ReviewData } from '../reviews/review.ts';
import { utcDayOf } from '../shared/public-dates.ts';
import type { Bucket } from './honest-figures.ts';
import {
  MANAGER_QUARTERS,
  MANAGERS_FIELD,
  type ManagerQuarters,
  mergeManagerQuarters,
  readManagerQuarters,
} from './manager-quarters.ts';

export const COMPANY_INSIGHTS = 'companyInsights';
/** Targets whose themes need recomputing (themes.ts): blind writes, emptied by the insights job. */
export const THEMES_DIRTY = 'themesDirty';
/** Where the insights job's walks keep their place: one document per walk (signals, theme rules). */
export const INSIGHT_STATE = 'insightState';

export type ThemesDirtyData = {
  kind: InsightKind;
  subjectId: string;
  markedAt: Date;
  /** A review left the figures: its themes are withheld, and its kind's common phrases measured again. */
  withdrawn?: boolean;
  /** A review that counts was edited: its themes are withheld until recomputed. */
  rewritten?: boolean;
};

export const INSIGHT_KINDS = ['interviewer', 'manager', 'company'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Stored interview outcomes ('waiting' is kept per day: after 30 days it reads as no answer). */
export const OUTCOME_KEYS = ['cleared', 'notCleared', 'noInterview'] as const;
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

export type CompanyInsightsData = {
  companyId: string;
  /** Per review kind, per quarter ('2025Q1'): count and rating sum. */
  trend: Partial<Record<InsightKind, Record<string, Bucket>>>;
  outcomes: Partial<Record<OutcomeKey, number>> & { waitingByDay?: Record<string, number> };
  /** Manager reviews per branch and per department (names denormalised; they never change). */
  branches: Record<string, Bucket & { name: string }>;
  departments: Record<string, Bucket & { name: string }>;
  /** Manager reviews per manager and quarter, for the year-on-year movers (stored apart: manager-quarters.ts). */
  managers: Record<string, ManagerQuarters>;
};

/** The company's own document: without its managers, except where written before they moved out. */
export type StoredCompanyInsights = Omit<CompanyInsightsData, 'managers'> & {
  managers?: Record<string, ManagerQuarters>;
};

/** A company's insights with its managers' quarters, or null when nothing was counted yet. */
export async function readCompanyInsights(
  store: Pick<DocumentStore, 'get' | 'query'>,
  companyId: string,
): Promise<CompanyInsightsData | null> {
  // One round trip for both: a company document from before the split may still hold managers too.
  const [stored, docs] = await Promise.all([
    store.get<StoredCompanyInsights>(COMPANY_INSIGHTS, companyId),
    readManagerQuarters(store, companyId),
  ]);
  const managers = mergeManagerQuarters(stored?.data.managers ?? {}, docs);
  if (!stored && Object.keys(managers).length === 0) return null;
  return { ...emptyCompanyInsights(companyId), ...stored?.data, managers };
}

/** The UTC quarter of an instant: '2025Q3'. */
export function quarterOf(at: Date | string | number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
}

/** What one counted review contributes to its company's insights. */
export type InsightFact = {
  kind: InsightKind;
  companyId: string;
  createdAt: Date;
  rating: number;
  outcome?: ReviewData['interviewStatus'];
  branch?: { id: string; name: string };
  department?: { id: string; name: string } | null;
  manager?: { id: string; name: string };
};

export function interviewerFact(review: ReviewData, interviewer: InterviewerData): InsightFact {
  return {
    kind: 'interviewer',
    companyId: interviewer.companyId,
    createdAt: new Date(review.createdAt),
    rating: review.rating,
    outcome: review.interviewStatus ?? null,
  };
}

export function managerFact(
  review: Pick<ManagerReviewData, 'companyId' | 'createdAt' | 'rating'>,
  manager: { id: string; data: ManagerData },
): InsightFact {
  const m = manager.data;
  return {
    kind: 'manager',
    companyId: review.companyId,
    createdAt: new Date(review.createdAt),
    rating: review.rating,
    branch: { id: m.branchId, name: m.branchName },
    department: m.departmentId ? { id: m.departmentId, name: m.departmentName ?? '' } : null,
    manager: { id: manager.id, name: m.name },
  };
}

export function companyFact(
  review: Pick<CompanyReviewData, 'companyId' | 'createdAt' | 'rating'>,
): InsightFact {
  return {
    kind: 'company',
    companyId: review.companyId,
    createdAt: new Date(review.createdAt),
    rating: review.rating,
  };
}

const OUTCOME_OF: Record<string, OutcomeKey> = {
  cleared: 'cleared',
  'not cleared': 'notCleared',
  'no interview': 'noInterview',
};

/** The map at `path` (all but its last part) inside `root`, made where missing. */
function parentOf<T extends object>(root: T, path: readonly string[]): Record<string, unknown> {
  let node = root as unknown as Record<string, unknown>;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  return node;
}

/** Where a fact's contributions go: increments at paths, and names beside them. */
export type FactSink = { add(path: string[], by: number): void; name(path: string[], name: string): void };

/** Nested increments, keyed by path; names set alongside. Zero sums are dropped. */
class Delta implements FactSink {
  readonly #counts = new Map<string, { path: string[]; by: number }>();
  readonly #names = new Map<string, { path: string[]; name: string }>();

  add(path: string[], by: number) {
    const key = path.join('\u0000');
    const entry = this.#counts.get(key) ?? { path, by: 0 };
    entry.by += by;
    this.#counts.set(key, entry);
  }

  name(path: string[], name: string) {
    this.#names.set(path.join('\u0000'), { path, name });
  }

  toWriteData(): WriteData | null {
    const out: WriteData = {};
    let any = false;
    const put = (path: string[], value: Value | ReturnType<typeof FieldValue.increment>) => {
      parentOf(out, path)[path.at(-1) as string] = value;
    };
    for (const { path, by } of this.#counts.values()) {
      if (by === 0) continue;
      any = true;
      put(path, FieldValue.increment(by));
    }
    if (!any) return null;
    for (const { path, name } of this.#names.values()) put(path, name);
    return out;
  }
}

/** The one definition of what a review contributes (write-time deltas and the rebuild alike). */
export function addFact(delta: FactSink, fact: InsightFact, sign: 1 | -1) {
  const quarter = quarterOf(fact.createdAt);
  delta.add(['trend', fact.kind, quarter, 'n'], sign);
  delta.add(['trend', fact.kind, quarter, 'sum'], sign * fact.rating);
  if (fact.kind === 'interviewer' && fact.outcome) {
    if (fact.outcome === 'waiting') delta.add(['outcomes', 'waitingByDay', utcDayOf(fact.createdAt)], sign);
    else {
      const key = OUTCOME_OF[fact.outcome];
      if (key) delta.add(['outcomes', key], sign);
    }
  }
  const groups = [
    ['branches', fact.branch],
    ['departments', fact.department],
  ] as const;
  for (const [field, group] of groups) {
    if (!group) continue;
    delta.add([field, group.id, 'n'], sign);
    delta.add([field, group.id, 'sum'], sign * fact.rating);
    delta.name([field, group.id, 'name'], group.name);
  }
  if (fact.manager) {
    delta.add([MANAGERS_FIELD, fact.manager.id, 'q', quarter, 'n'], sign);
    delta.add([MANAGERS_FIELD, fact.manager.id, 'q', quarter, 'sum'], sign * fact.rating);
    delta.name([MANAGERS_FIELD, fact.manager.id, 'name'], fact.manager.name);
  }
}

/**
 * The insight writes of one review write, in its transaction: `before` is the
 * review's contribution before the write when it counted (else null), `after`
 * the same after it. An edit that changes nothing counted writes nothing to
 * the figures; any write touching a counted review marks its themes stale.
 */
export function writeInsights(
  tx: Writer,
  before: InsightFact | null,
  after: InsightFact | null,
  themeTargets: readonly { kind: InsightKind; subjectId: string }[] = [],
): void {
  // One delta per document: the company's, and each manager's own (manager-quarters.ts).
  const deltas = new Map<string, { collection: string; id: string; companyId: string; delta: Delta }>();
  const deltaOf = (collection: string, id: string, companyId: string) => {
    const key = `${collection}/${id}`;
    const entry = deltas.get(key) ?? { collection, id, companyId, delta: new Delta() };
    deltas.set(key, entry);
    return entry.delta;
  };
  for (const [fact, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!fact) continue;
    const route = (path: string[]): [Delta, string[]] =>
      path[0] === MANAGERS_FIELD
        ? [deltaOf(MANAGER_QUARTERS, path[1] as string, fact.companyId), path.slice(2)]
        : [deltaOf(COMPANY_INSIGHTS, fact.companyId, fact.companyId), path];
    addFact(
      {
        add: (path, by) => {
          const [delta, rest] = route(path);
          delta.add(rest, by);
        },
        name: (path, name) => {
          const [delta, rest] = route(path);
          delta.name(rest, name);
        },
      },
      fact,
      sign,
    );
  }
  for (const { collection, id, companyId, delta } of deltas.values()) {
    const data = delta.toWriteData();
    if (data) tx.set(collection, id, { companyId, ...data }, { merge: true });
  }
  if (before || after) {
    // A review leaving the figures, or edited while it counts, withdraws the target's stored themes until
    // they are recomputed, so that no theme rests on it meanwhile (themes.ts readThemes): an edit that took
    // a phrase out still counted for it, and a theme of 3 reviews rested on 2 that say it.
    // (An edit is `rewritten`: not `withdrawn`, which also has the kind's common phrases measured again.)
    const withdrawn: WriteData =
      before !== null && after === null ? { withdrawn: true } : before !== null ? { rewritten: true } : {};
    for (const target of themeTargets) {
      tx.set(
        THEMES_DIRTY,
        themeKey(target.kind, target.subjectId),
        {
          kind: target.kind,
          subjectId: target.subjectId,
          markedAt: FieldValue.serverTimestamp(),
          ...withdrawn,
        },
        { merge: true },
      );
    }
  }
}

/** The id of a target's themes (and of its dirty marker). */
export function themeKey(kind: InsightKind, subjectId: string): string {
  return `${kind}-${subjectId}`;
}

/** Counted contribution of a review, or null: the shape writeInsights wants. */
export function counted(fact: InsightFact, isCounted: boolean): InsightFact | null {
  return isCounted ? fact : null;
}

export function emptyCompanyInsights(companyId: string): CompanyInsightsData {
  return { companyId, trend: {}, outcomes: {}, branches: {}, departments: {}, managers: {} };
}

/** A sink that adds facts into a plain document (the rebuild from scratch). */
export function plainSink(doc: CompanyInsightsData): FactSink {
  return {
    add(path, by) {
      const node = parentOf(doc, path);
      const leaf = path.at(-1) as string;
      node[leaf] = ((node[leaf] as number | undefined) ?? 0) + by;
    },
    name(path, name) {
      parentOf(doc, path)[path.at(-1) as string] = name;
    },
  };
}
