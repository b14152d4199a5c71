// Review texts are put together from sentences chosen for the review's
// rating (and outcome, and the company's industry), so a text never
// contradicts the stars next to it, and no sentence is used twice on one
// profile (a ledger per profile remembers what it already shows).
import type { Rating } from '../../../../functions/src/domain/interviewers/rating-aggregates.ts';
import { int, pick, type Random } from '../random.ts';

export type Sentiment = 'negative' | 'mixed' | 'positive';

export type BySentiment<T> = Record<Sentiment, T>;

/** 1-2 negative, 3 mixed, 4-5 positive. */
export function sentimentOf(rating: number): Sentiment {
  if (rating <= 2) return 'negative';
  return rating === 3 ? 'mixed' : 'positive';
}

/** Values for {name} placeholders: one value, or a list to draw one from. */
export type Slots = Record<string, string | readonly string[]>;

/** Replaces {name} placeholders, drawing from list values. */
export function fill(sentence: string, slots: Slots, rnd?: Random): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = slots[key];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    return rnd ? pick(rnd, value) : (value[0] ?? whole);
  });
}

/** The sentences one profile already shows, lowercased. */
export type Ledger = Set<string>;

export function newLedger(): Ledger {
  return new Set();
}

/** A sentence from `templates`, filled, that the profile does not show yet; null after a few tries. */
export function fresh(
  rnd: Random,
  ledger: Ledger,
  templates: readonly string[],
  slots: Slots,
  tries = 8,
): string | null {
  if (templates.length === 0) return null;
  for (let i = 0; i < tries; i++) {
    const sentence = fill(pick(rnd, templates), slots, rnd);
    const key = sentence.toLowerCase();
    if (!ledger.has(key)) {
      ledger.add(key);
      return sentence;
    }
  }
  return null;
}

/**
 * A sentence the profile does not show yet, for when a review must say
 * something: tries every filling of the templates (from a random start)
 * over the list slots, which are many more than any profile has reviews.
 */
export function freshFromAll(
  rnd: Random,
  ledger: Ledger,
  templates: readonly string[],
  slots: Slots,
): string {
  const keys = Object.keys(slots).filter((k) => typeof slots[k] !== 'string');
  const sizes = keys.map((k) => (slots[k] as readonly string[]).length);
  const total = templates.length * sizes.reduce((n, s) => n * s, 1);
  const start = int(rnd, total);
  for (let k = 0; k < total; k++) {
    let n = (start + k) % total;
    const chosen: Record<string, string> = {};
    for (const [i, key] of keys.entries()) {
      const size = sizes[i] as number;
      chosen[key] = (slots[key] as readonly string[])[n % size] as string;
      n = Math.floor(n / size);
    }
    const sentence = fill(templates[n] as string, { ...slots, ...chosen });
    const key = sentence.toLowerCase();
    if (!ledger.has(key)) {
      ledger.add(key);
      return sentence;
    }
  }
  throw new Error('A profile used up every sentence: add words to scripts/seed/scale/texts.');
}

const placeholders = (template: string) => template.match(/\{\w+\}/g) ?? [];
/** Names read naturally twice in a review; other slots ("during {peak}") do not. */
const NAMES = new Set(['{first}', '{company}']);

/**
 * `count` different sentences from the list that the profile does not show
 * yet (fewer if there are none), no two of them with the same list slot:
 * one review says "during the Friday-night rush" once, not twice.
 */
export function freshDistinct(
  rnd: Random,
  ledger: Ledger,
  templates: readonly string[],
  slots: Slots,
  count: number,
): string[] {
  const out: string[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < count; i++) {
    const open = templates.filter((t) => placeholders(t).every((p) => NAMES.has(p) || !taken.has(p)));
    for (let tries = 0; tries < 8 && open.length > 0; tries++) {
      const template = pick(rnd, open);
      const s = fresh(rnd, ledger, [template], slots, 1);
      if (!s) continue;
      out.push(s);
      for (const p of placeholders(template)) taken.add(p);
      break;
    }
  }
  return out;
}

/** `count` different items from the list (fewer if it is shorter). */
export function pickDistinct<T>(rnd: Random, items: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  while (chosen.length < Math.min(count, items.length)) {
    const s = pick(rnd, items);
    if (!chosen.includes(s)) chosen.push(s);
  }
  return chosen;
}

export function sentences(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
}

export type { Rating };
