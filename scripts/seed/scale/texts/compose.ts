// Review texts are put together from sentences chosen for the review's
// rating (and outcome), so a text never contradicts the stars next to it.
import type { Rating } from '../../../../functions/src/domain/interviewers/rating-aggregates.ts';
import { pick, type Random } from '../random.ts';

export type Sentiment = 'negative' | 'mixed' | 'positive';

export type BySentiment<T> = Record<Sentiment, T>;

/** 1-2 negative, 3 mixed, 4-5 positive. */
export function sentimentOf(rating: number): Sentiment {
  if (rating <= 2) return 'negative';
  return rating === 3 ? 'mixed' : 'positive';
}

export type Slots = Record<string, string>;

/** Replaces {name} placeholders. */
export function fill(sentence: string, slots: Slots): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** `count` different sentences from the list (fewer if it is shorter). */
export function pickDistinct(rnd: Random, sentences: readonly string[], count: number): string[] {
  const chosen: string[] = [];
  while (chosen.length < Math.min(count, sentences.length)) {
    const s = pick(rnd, sentences);
    if (!chosen.includes(s)) chosen.push(s);
  }
  return chosen;
}

export function sentences(parts: (string | null | undefined)[], slots: Slots): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .map((p) => fill(p, slots))
    .join(' ');
}

export type { Rating };
