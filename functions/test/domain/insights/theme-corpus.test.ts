// Phrases common to all reviews of a kind are no theme (issue 16 item 2): "interview" in most
// interviewer reviews says nothing about one interviewer. Measured with wink-nlp's phrases on the
// published reviews only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_THEME_REVIEWS } from '../../../src/domain/insights/honest-figures.ts';
import { phrasesOf } from '../../../src/domain/insights/phrases.ts';
import {
  COMMON_PHRASE_SHARE,
  commonPhrases,
  computeThemeCorpus,
  MIN_CORPUS_REVIEWS,
} from '../../../src/domain/insights/theme-corpus.ts';
import { themesOf } from '../../../src/domain/insights/themes.ts';
import { freshModeration } from '../../../src/domain/moderation/review-state.ts';
import type { SqliteStore } from '../../../src/store/sqlite/index.ts';
import { openTestStore } from '../../support/test-store.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const stemOf = (word: string) => phrasesOf(word)[0]?.key as string;

/** 150 reviews of many interviewers: "interview" in 80% of them, each with words of its own. */
const CORPUS = Array.from({ length: 150 }, (_, i) =>
  i % 5 === 4 ? `Recruiter number${i} called back.` : `The interview covered topic${i} and task${i}.`,
);

const review = (id: string, rating: number, text: string) => ({ id, rating, text });
/** One interviewer's reviews: "interview" in all, "clear expectations" in 3, "rushed" in 2. */
const SUBJECT = [
  review('r1', 5, 'The interview set clear expectations early.'),
  review('r2', 4, 'Clear expectations, a calm interview.'),
  review('r3', 5, 'A long interview with clear expectations.'),
  review('r4', 2, 'The interview felt rushed.'),
  review('r5', 1, 'Rushed interview, no feedback.'),
  review('r6', 3, 'An ordinary interview.'),
];

describe('phrases common to a kind of review', () => {
  it('a word in more than the share of all reviews is common; a specific phrase is not', () => {
    expect(COMMON_PHRASE_SHARE).toBe(0.15);
    const common = new Set(commonPhrases([...CORPUS, ...SUBJECT.map((r) => r.text)]));
    expect(common.has(stemOf('interview'))).toBe(true);
    expect(common.has(stemOf('recruiter'))).toBe(true); // 30 of 156: 19%
    expect([...common].some((key) => key.includes(stemOf('expectations')))).toBe(false);
  });

  it('with "interview" in most reviews: no "interview" theme, the shared specific phrase stays', () => {
    const without = themesOf(SUBJECT).map((t) => t.phrase);
    expect(without).toContain('interview'); // what the filter is for
    const common = new Set(commonPhrases([...CORPUS, ...SUBJECT.map((r) => r.text)]));
    const themes = themesOf(SUBJECT, { common });
    expect(themes.map((t) => t.phrase)).not.toContain('interview');
    expect(themes.find((t) => t.phrase === 'clear expectations')).toMatchObject({
      reviewCount: 3,
      tone: 'positive',
      reviewIds: ['r1', 'r2', 'r3'],
    });
    // Honest figures still hold: "rushed" is in 2 reviews only, so it is no theme.
    expect(MIN_THEME_REVIEWS).toBe(3);
    expect(themes.some((t) => t.phrase.includes('rushed'))).toBe(false);
    for (const t of themes) expect(t.reviewCount).toBeGreaterThanOrEqual(MIN_THEME_REVIEWS);
  });

  it('a common word may still be part of a longer theme', () => {
    const subject = [
      review('a', 2, 'The interview felt rushed.'),
      review('b', 1, 'Again the interview felt rushed.'),
      review('c', 2, 'Sadly the interview felt rushed overall.'),
      review('d', 4, 'Polite panel.'),
      review('e', 3, 'Nothing special.'),
    ];
    const common = new Set(commonPhrases(CORPUS));
    const phrases = themesOf(subject, { common }).map((t) => t.phrase);
    expect(phrases).toContain('interview felt rushed');
    expect(phrases).not.toContain('interview');
  });

  it(`below ${MIN_CORPUS_REVIEWS} reviews of a kind nothing is common (shares too rough)`, () => {
    expect(commonPhrases(CORPUS.slice(0, MIN_CORPUS_REVIEWS - 1))).toEqual([]);
    expect(commonPhrases(CORPUS.slice(0, MIN_CORPUS_REVIEWS))).toContain(stemOf('interview'));
  });
});

describe('only published reviews are measured', () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = await openTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  async function put(id: string, text: string, state: 'published' | 'held' | 'hidden' | 'removed') {
    const batch = store.batch();
    batch.set('interviewerReviews', id, {
      interviewerId: `i${id.length}`,
      rating: 3,
      reviewText: text,
      moderation: freshModeration(state, NOW),
    });
    await batch.commit();
  }

  it('held, hidden and removed reviews never make a phrase common', async () => {
    for (let i = 0; i < 120; i++)
      await put(`p${String(i).padStart(3, '0')}`, `Calm talk number${i}.`, 'published');
    const states = ['held', 'hidden', 'removed'] as const;
    for (let i = 0; i < 60; i++)
      await put(`q${String(i).padStart(3, '0')}`, 'Whiteboard puzzles.', states[i % 3] as 'held');
    const measured = await computeThemeCorpus(store, 'interviewer', NOW);
    expect(measured.reviewCount).toBe(120);
    expect(measured.common).not.toContain(stemOf('whiteboard'));
    expect(measured.common).toContain(stemOf('calm'));

    // Published, the same texts are common: the filter above was the moderation state, nothing else.
    for (let i = 0; i < 60; i++)
      await put(`q${String(i).padStart(3, '0')}`, 'Whiteboard puzzles.', 'published');
    expect((await computeThemeCorpus(store, 'interviewer', NOW)).common).toContain(stemOf('whiteboard'));
  });
});
