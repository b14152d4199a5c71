import { describe, expect, test } from 'vitest';
import { nameStems, phrasesOf } from '../../../src/domain/insights/phrases.ts';
import { themesOf } from '../../../src/domain/insights/themes.ts';

const texts = (text: string) => phrasesOf(text).map((p) => p.text);

describe('phrases', () => {
  test('a negated run reads with one "not", and never counts as its opposite', () => {
    const found = texts('There were no trick questions at all.');
    expect(found).toContain('not trick questions');
    expect(found.some((t) => /not \w+ not/.test(t))).toBe(false);
    expect(found).not.toContain('trick questions');
  });

  test("the subject's own names are no theme, however often reviews say them", () => {
    const reviews = Array.from({ length: 6 }, (_, i) => ({
      id: `r${i}`,
      rating: 5,
      text: `Emily Chen set clear expectations. Emily was kind. Quantum Ledger office ${i}.`,
    }));
    const plain = themesOf(reviews).map((t) => t.phrase);
    expect(plain.some((p) => /emily|chen/.test(p))).toBe(true);
    const excluded = themesOf(reviews, { excludeStems: nameStems(['Emily Chen', 'Quantum Ledger']) }).map(
      (t) => t.phrase,
    );
    expect(excluded.some((p) => p.includes('clear expectations'))).toBe(true);
    expect(excluded.filter((p) => /emily|chen|quantum|ledger/.test(p))).toEqual([]);
  });
});
