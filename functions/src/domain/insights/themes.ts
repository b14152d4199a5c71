// Recurring themes of an interviewer, a manager or a company (issue 16 item 2):
// phrases several distinct published reviews share ("Mentioned in 7 reviews:
// clear expectations"), told positive or negative by the ratings of the
// reviews they come from. Computed by the insights job for targets whose
// reviews changed (company-insights.ts marks them), stored per target, and
// read as one document.
import { createHash } from 'node:crypto';
import type { DocumentStore, Writer } from '../../store/document-store.ts';
import { COMPANIES } from '../companies/company.ts';
import { COMPANY_REVIEWS, type CompanyReviewData } from '../company-reviews/company-review.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { INTERVIEWERS } from '../interviewers/interviewer.ts';
import { MANAGERS } from '../managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../managers/manager-review.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../reviews/review.ts';
import { publicDate } from '../shared/public-dates.ts';
import { type InsightKind, THEMES_DIRTY, type ThemesDirtyData, themeKey } from './company-insights.ts';
import { countsInFigures, MIN_GROUP, MIN_THEME_REVIEWS } from './honest-figures.ts';
import { isWeakPhrase, nameStems, PHRASE_RULES, phrasesOf } from './phrases.ts';
import { publishedReviews } from './published-sample.ts';

export const THEMES = 'themes';
/** Themes kept per target. */
export const MAX_THEMES = 8;
/** Reviews read per target: the most a theme computation looks at. */
export const MAX_THEME_REVIEWS = 1000;
/** Review ids kept per theme (the links to the reviews mentioning it). */
export const MAX_THEME_REVIEW_IDS = 50;
/** Mean rating at or above which a theme is positive, at or below which negative; mixed between. */
export const POSITIVE_FROM = 3.5;
export const NEGATIVE_UP_TO = 2.5;

export type Tone = 'positive' | 'negative' | 'mixed';

/**
 * Raise when the way themes are drawn changes in a way the rules below do not show (the code of
 * phrases.ts or themesOf): stored themes drawn before are then recomputed (stale-themes.ts).
 */
const THEME_RULES_REVISION = 1;

let rulesVersion: string | undefined;
/**
 * Which rules draw themes now: a digest of the phrase rules (word lists, lengths), the thresholds and
 * THEME_RULES_REVISION. Each stored themes document keeps the one it was drawn by.
 */
export function themeRulesVersion(): string {
  rulesVersion ??= createHash('sha256')
    .update(
      JSON.stringify({
        revision: THEME_RULES_REVISION,
        phrases: PHRASE_RULES,
        themes: [MAX_THEMES, MAX_THEME_REVIEWS, MAX_THEME_REVIEW_IDS, POSITIVE_FROM, NEGATIVE_UP_TO],
        figures: [MIN_GROUP, MIN_THEME_REVIEWS],
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return rulesVersion;
}

export type Theme = {
  phrase: string;
  /** Distinct reviews mentioning it (at least MIN_THEME_REVIEWS). */
  reviewCount: number;
  averageRating: number;
  tone: Tone;
  reviewIds: string[];
};

export type ThemesAnswer = {
  kind: InsightKind;
  subjectId: string;
  /** Published reviews the themes were drawn from (at least MIN_GROUP, else no themes). */
  reviewCount: number;
  themes: Theme[];
  /** The UTC day they were computed. */
  computedAt: string;
};

export type ThemesData = Omit<ThemesAnswer, 'computedAt'> & {
  computedAt: Date;
  /** themeRulesVersion() when drawn; absent on themes stored before it was kept. */
  rules?: string;
};

export type ThemeSource = { id: string; rating: number; text: string };

export function toneOf(averageRating: number): Tone {
  if (averageRating >= POSITIVE_FROM) return 'positive';
  if (averageRating <= NEGATIVE_UP_TO) return 'negative';
  return 'mixed';
}

/** For each shorter run of words inside a weak phrase ("data" in "data analyst"), the reviews holding it there. */
function reviewsInsideWeak(
  weak: readonly { key: string; reviews: ThemeSource[] }[],
): Map<string, Set<ThemeSource>> {
  const inside = new Map<string, Set<ThemeSource>>();
  for (const phrase of weak) {
    const stems = phrase.key.split(' ');
    for (let size = 1; size < stems.length; size++) {
      for (let start = 0; start + size <= stems.length; start++) {
        const key = stems.slice(start, start + size).join(' ');
        const reviews = inside.get(key) ?? new Set<ThemeSource>();
        for (const r of phrase.reviews) reviews.add(r);
        inside.set(key, reviews);
      }
    }
  }
  return inside;
}

/** How a phrase is shown: as most of its reviews wrote it. */
const shownText = (texts: ReadonlyMap<string, number>): string | undefined =>
  [...texts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

/**
 * The themes of these reviews: phrases in at least `minReviews` distinct
 * reviews, most-mentioned first (longer phrases first on ties); a phrase
 * inside a longer one that about the same reviews mention is dropped, and so
 * is a phrase common to reviews of every subject (`common`: "interview",
 * "team"), which says nothing about this one, and a weak phrase (isWeakPhrase: "steps",
 * "client", "deadline weeks", "data analyst"). None when the reviews are fewer than `minGroup`.
 */
export function themesOf(
  reviews: readonly ThemeSource[],
  options: {
    minGroup?: number;
    minReviews?: number;
    max?: number;
    /** Stems of the subject's own names (nameStems): a phrase holding one says who, not what. */
    excludeStems?: ReadonlySet<string>;
    /** Phrase keys common to reviews of this kind across all subjects (theme-corpus.ts): no theme on their own. */
    common?: ReadonlySet<string>;
  } = {},
): Theme[] {
  const excluded = options.excludeStems ?? new Set<string>();
  const common = options.common ?? new Set<string>();
  const minGroup = options.minGroup ?? MIN_GROUP;
  const minReviews = options.minReviews ?? MIN_THEME_REVIEWS;
  if (reviews.length < minGroup) return [];
  const byKey = new Map<string, { texts: Map<string, number>; words: number; reviews: ThemeSource[] }>();
  for (const review of reviews) {
    for (const phrase of phrasesOf(review.text)) {
      if (phrase.key.split(' ').some((stem) => excluded.has(stem))) continue;
      const entry = byKey.get(phrase.key) ?? {
        texts: new Map<string, number>(),
        words: phrase.words,
        reviews: [] as ThemeSource[],
      };
      entry.texts.set(phrase.text, (entry.texts.get(phrase.text) ?? 0) + 1);
      entry.reviews.push(review);
      byKey.set(phrase.key, entry);
    }
  }
  const phrases = [...byKey.entries()].map(([key, e]) => ({ key, ...e, text: shownText(e.texts) ?? key }));
  const weak = new Set(phrases.filter((p) => isWeakPhrase(p)));
  const insideWeak = reviewsInsideWeak([...weak]);
  const candidates = phrases
    .filter(
      (c) =>
        c.reviews.length >= minReviews &&
        !common.has(c.key) &&
        !weak.has(c) &&
        // "data" said only in "data analyst", "holiday" in "holiday season": a job or a season still.
        (insideWeak.get(c.key)?.size ?? 0) < c.reviews.length * 0.8,
    )
    .sort((a, b) => b.reviews.length - a.reviews.length || b.words - a.words || (a.key < b.key ? -1 : 1));
  const chosen: typeof candidates = [];
  for (const c of candidates) {
    if (chosen.length >= (options.max ?? MAX_THEMES)) break;
    // "expectations" adds nothing beside "clear expectations" when it comes from about the same reviews,
    // even a few more of them ("fair" 7, "fair workload" 6): the phrase says what the word meant.
    const covered = candidates.some(
      (s) =>
        s.words > c.words &&
        ` ${s.key} `.includes(` ${c.key} `) &&
        s.reviews.length >= c.reviews.length * 0.8,
    );
    if (!covered) chosen.push(c);
  }
  return chosen.map((c) => {
    const average = c.reviews.reduce((sum, r) => sum + r.rating, 0) / c.reviews.length;
    return {
      phrase: c.text,
      reviewCount: c.reviews.length,
      averageRating: round2(average),
      tone: toneOf(average),
      reviewIds: c.reviews.slice(0, MAX_THEME_REVIEW_IDS).map((r) => r.id),
    };
  });
}

// biome-ignore lint/suspicious/noExplicitAny: each source reads its own review shape
type SourceKind = { collection: string; field: string; texts(r: any): string[] };

const SOURCES: Record<InsightKind, SourceKind> = {
  interviewer: {
    collection: INTERVIEWER_REVIEWS,
    field: 'interviewerId',
    texts: (r: ReviewData) => [r.reviewText],
  },
  manager: {
    collection: MANAGER_REVIEWS,
    field: 'managerId',
    texts: (r: ManagerReviewData) => [
      r.reviewText,
      r.reviewLeadership,
      r.reviewCommunicationText,
      r.reviewSupport,
    ],
  },
  company: {
    collection: COMPANY_REVIEWS,
    field: 'companyId',
    texts: (r: CompanyReviewData) => Object.values(r.reviews ?? {}),
  },
};

/** A review's texts as one theme source text (all its free-text answers). */
export function sourceText(kind: InsightKind, review: unknown): string {
  return (SOURCES[kind].texts as (r: unknown) => string[])(review)
    .filter((t) => typeof t === 'string' && t.trim() !== '')
    .join('\n');
}

/** The collection holding reviews of this kind. */
export const reviewCollectionOf = (kind: InsightKind): string => SOURCES[kind].collection;

/** The published reviews of a target as theme sources, at most `cap` (held ones never take a place). */
export async function themeSources(
  store: DocumentStore,
  kind: InsightKind,
  subjectId: string,
  cap = MAX_THEME_REVIEWS,
): Promise<ThemeSource[]> {
  const source = SOURCES[kind];
  const where = [{ field: source.field, op: '==' as const, value: subjectId }];
  const docs = await publishedReviews<ReviewData & { rating: number }>(store, source.collection, where, cap);
  return docs.map((d) => ({ id: d.id, rating: d.data.rating, text: sourceText(kind, d.data) }));
}

const SUBJECTS: Record<InsightKind, string> = {
  interviewer: INTERVIEWERS,
  manager: MANAGERS,
  company: COMPANIES,
};

/** The subject's name and its company's: reviews say them all the time, and they are no theme. */
async function subjectNames(store: DocumentStore, kind: InsightKind, subjectId: string): Promise<string[]> {
  const subject = await store.get<{ name?: string; companyName?: string }>(SUBJECTS[kind], subjectId);
  return [subject?.data.name, subject?.data.companyName].filter((n): n is string => typeof n === 'string');
}

/**
 * A target's themes computed afresh from its published reviews (not stored); `common`: the phrases
 * too common among all reviews of its kind to be a theme (theme-corpus.ts).
 */
export async function computeThemes(
  store: DocumentStore,
  kind: InsightKind,
  subjectId: string,
  now: Date,
  common: ReadonlySet<string> = new Set(),
  cap = MAX_THEME_REVIEWS,
): Promise<ThemesData> {
  const [sources, names] = await Promise.all([
    themeSources(store, kind, subjectId, cap),
    subjectNames(store, kind, subjectId),
  ]);
  const themes = themesOf(sources, { excludeStems: nameStems(names), common });
  return {
    kind,
    subjectId,
    reviewCount: sources.length,
    themes,
    computedAt: now,
    rules: themeRulesVersion(),
  };
}

export function writeThemes(writer: Writer, data: ThemesData): void {
  writer.set(THEMES, themeKey(data.kind, data.subjectId), data);
}

/** Recomputes and stores a target's themes; answers them. */
export async function recomputeThemes(
  store: DocumentStore,
  kind: InsightKind,
  subjectId: string,
  now: Date,
  common: ReadonlySet<string> = new Set(),
  cap = MAX_THEME_REVIEWS,
): Promise<ThemesAnswer> {
  const data = await computeThemes(store, kind, subjectId, now, common, cap);
  const batch = store.batch();
  writeThemes(batch, data);
  await batch.commit();
  const { rules: _drawnBy, ...answer } = data;
  return { ...answer, computedAt: publicDate(now) };
}

/**
 * A target's stored themes; none while a review that left the figures (held, hidden, removed,
 * deleted) or was edited may still be among them as it was, until the insights job recomputes them.
 */
export async function readThemes(
  store: DocumentStore,
  kind: InsightKind,
  subjectId: string,
): Promise<ThemesAnswer | null> {
  const key = themeKey(kind, subjectId);
  const [doc, dirty] = await Promise.all([
    store.get<ThemesData>(THEMES, key),
    store.get<ThemesDirtyData>(THEMES_DIRTY, key),
  ]);
  if (!doc || dirty?.data.withdrawn || dirty?.data.rewritten) return null;
  const d = doc.data;
  return {
    kind: d.kind,
    subjectId: d.subjectId,
    reviewCount: d.reviewCount,
    themes: d.themes.map((t) => ({ ...t, reviewIds: [...t.reviewIds] })),
    // A day, as every public date: the job's instant said when a review here was last touched (DESIGN 6a).
    computedAt: publicDate(d.computedAt),
  };
}

/** A review mentioning a theme, as anyone may see it: its day, rating and text. */
export type ThemeReview = { _id: string; rating: number; text: string; createdAt: string };

/**
 * The reviews a theme links to (GET /themes/{kind}/{id}/reviews?theme=N), re-checked: one no
 * longer published is left out, whatever the stored theme says.
 */
export async function themeReviews(
  store: DocumentStore,
  kind: InsightKind,
  subjectId: string,
  index: number,
): Promise<ThemeReview[] | null> {
  const themes = await readThemes(store, kind, subjectId);
  const theme = themes?.themes[index];
  if (!theme) return null;
  const source = SOURCES[kind];
  const docs = await store.getAll<ReviewData & { rating: number }>(source.collection, theme.reviewIds);
  return docs
    .filter(
      (d) => d !== null && countsInFigures(d.data) && d.data[source.field as 'interviewerId'] === subjectId,
    )
    .map((d) => {
      const doc = d as NonNullable<typeof d>;
      return {
        _id: doc.id,
        rating: doc.data.rating,
        text: sourceText(kind, doc.data),
        createdAt: publicDate(doc.data.createdAt),
      };
    });
}
