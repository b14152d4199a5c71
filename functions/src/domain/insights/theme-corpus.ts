// Which phrases are too common to be a theme (issue 16 item 2): a phrase found in more than
// COMMON_PHRASE_SHARE of all published reviews of a kind ("interview" in interviewer reviews, "team"
// in manager reviews) says nothing about one interviewer, manager or company, whatever their reviews
// share. It is no theme on its own; a longer phrase holding it ("interview felt rushed") has its own,
// lower share and may still be one. The words are wink-nlp's (phrases.ts): document frequency
// replaces any hand-written list.
//
// One document per kind (themeCorpus/{kind}), read once per round of themes: computed by
// `npm run insights:rebuild`, and by the insights job when missing, older than CORPUS_MAX_AGE_MS, or
// when a review of that kind left the figures (held, hidden, removed, deleted) since.
// Kept out of the review transactions on purpose: one document counting every review's words would be
// written by every review (a hot spot) and run the text work inside each write. The share is measured
// on a sample of CORPUS_SAMPLE reviews in id order: review ids are HMACs, unrelated to subject, author
// or time, so the first ones by id are a fair sample, read without an index. Only published reviews
// count (countsInFigures), so a held, hidden or removed review never changes what is common.
import type { DocumentStore } from '../../store/document-store.ts';
import type { InsightKind } from './company-insights.ts';
import { phrasesOf } from './phrases.ts';
import { publishedReviews } from './published-sample.ts';
import { reviewCollectionOf, sourceText } from './themes.ts';

export const THEME_CORPUS = 'themeCorpus';
/** A phrase in more than this share of a kind's published reviews is too common to be a theme. */
export const COMMON_PHRASE_SHARE = 0.15;
/**
 * Below this many published reviews of a kind, nothing counts as common: shares of a few reviews are
 * rough, and one subject's own reviews would weigh too much in them.
 */
export const MIN_CORPUS_REVIEWS = 100;
/** Reviews of a kind the share is measured on (about 2 s of text work at most). */
export const CORPUS_SAMPLE = 2000;
/** The insights job measures a kind again once its document is this old. */
export const CORPUS_MAX_AGE_MS = 6 * 60 * 60 * 1000;

const KINDS: readonly InsightKind[] = ['interviewer', 'manager', 'company'];

export type ThemeCorpusData = {
  kind: InsightKind;
  /** Published reviews the shares were measured on. */
  reviewCount: number;
  /** Phrase keys (phrases.ts: stems) in more than COMMON_PHRASE_SHARE of them, sorted. */
  common: string[];
  computedAt: Date;
};

/** The phrase keys in more than `share` of these texts (none below `minReviews` texts). */
export function commonPhrases(
  texts: readonly string[],
  options: { share?: number; minReviews?: number } = {},
): string[] {
  if (texts.length < (options.minReviews ?? MIN_CORPUS_REVIEWS)) return [];
  const reviewsWith = new Map<string, number>();
  for (const text of texts) {
    // phrasesOf gives each phrase once per text: a count of reviews, not of mentions.
    for (const { key } of phrasesOf(text)) reviewsWith.set(key, (reviewsWith.get(key) ?? 0) + 1);
  }
  const above = texts.length * (options.share ?? COMMON_PHRASE_SHARE);
  return [...reviewsWith]
    .filter(([, n]) => n > above)
    .map(([key]) => key)
    .sort();
}

/** Measures a kind's common phrases afresh (not stored). */
export async function computeThemeCorpus(
  store: DocumentStore,
  kind: InsightKind,
  now: Date,
): Promise<ThemeCorpusData> {
  const docs = await publishedReviews(store, reviewCollectionOf(kind), [], CORPUS_SAMPLE);
  const texts = docs.map((d) => sourceText(kind, d.data));
  return { kind, reviewCount: texts.length, common: commonPhrases(texts), computedAt: now };
}

/** Every kind's common phrases measured afresh and stored (npm run insights:rebuild). */
export async function rebuildThemeCorpora(
  store: DocumentStore,
  now: Date,
): Promise<Map<InsightKind, ReadonlySet<string>>> {
  const corpora = new Map<InsightKind, ReadonlySet<string>>();
  const batch = store.batch();
  for (const kind of KINDS) {
    const data = await computeThemeCorpus(store, kind, now);
    batch.set(THEME_CORPUS, kind, data);
    corpora.set(kind, new Set(data.common));
  }
  await batch.commit();
  return corpora;
}

/**
 * Every kind's common phrases as stored, measured again (and stored) for a kind whose document is
 * missing, older than CORPUS_MAX_AGE_MS or in `remeasure` (a review of that kind left the figures):
 * what the insights job hands to each round of themes.
 */
export async function themeCorpora(
  store: DocumentStore,
  now: Date,
  remeasure: ReadonlySet<InsightKind> = new Set(),
): Promise<Map<InsightKind, ReadonlySet<string>>> {
  const stored = await store.getAll<ThemeCorpusData>(THEME_CORPUS, [...KINDS]);
  const corpora = new Map<InsightKind, ReadonlySet<string>>();
  for (const [i, kind] of KINDS.entries()) {
    const doc = stored[i];
    const fresh = doc && now.getTime() - new Date(doc.data.computedAt).getTime() < CORPUS_MAX_AGE_MS;
    if (doc && fresh && !remeasure.has(kind)) {
      corpora.set(kind, new Set(doc.data.common));
      continue;
    }
    const data = await computeThemeCorpus(store, kind, now);
    const batch = store.batch();
    batch.set(THEME_CORPUS, kind, data);
    await batch.commit();
    corpora.set(kind, new Set(data.common));
  }
  return corpora;
}
