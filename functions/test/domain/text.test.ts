import { describe, expect, test } from 'vitest';
import { normalizeName, slugify } from '../../src/domain/text/normalize.ts';
import { matchRank, prefixTokens, queryToken } from '../../src/domain/text/search-tokens.ts';

describe('names', () => {
  test('normalising ignores case, accents, punctuation and spacing', () => {
    expect(normalizeName('  Ångström   Labs, Inc. ')).toBe('angstrom labs inc');
    expect(normalizeName('ZOË café')).toBe(normalizeName('zoe Cafe'));
  });

  test('slugs are lowercase with hyphens for spaces and no other non-word characters', () => {
    expect(slugify('Jane Doe')).toBe('jane-doe');
    expect(slugify("O'Brien & Sons")).toBe('obrien-sons');
    expect(slugify('Zoë Café')).toBe('zoe-cafe');
  });
});

describe('word-prefix search', () => {
  test('every prefix of every word is a token', () => {
    expect(prefixTokens('Ada Lo').sort()).toEqual(['a', 'ad', 'ada', 'l', 'lo'].sort());
  });

  test('the longest query word is the query token', () => {
    expect(queryToken('  j SMITH ')).toBe('smith');
    expect(queryToken('   ')).toBeNull();
  });

  test('ranks exact names, then names starting with the query, then word prefixes', () => {
    expect(matchRank('acme', 'ACME')).toBe(0);
    expect(matchRank('acme', 'Acme Foods')).toBe(1);
    expect(matchRank('foods', 'Acme Foods')).toBe(2);
    expect(matchRank('acme bar', 'Acme Foods')).toBeNull();
    expect(matchRank('cme', 'Acme')).toBeNull();
  });
});
