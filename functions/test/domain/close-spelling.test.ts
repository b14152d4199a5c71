import { describe, expect, test } from 'vitest';
import { spelledLike, spellingDistance } from '../../src/domain/text/close-spelling.ts';

describe('close spellings for "Did you mean…"', () => {
  test('counts a letter added, dropped or changed, and two letters swapped, as one edit each', () => {
    expect(spellingDistance('harbor', 'harbor')).toBe(0);
    expect(spellingDistance('harbr', 'harbor')).toBe(1);
    expect(spellingDistance('helixx', 'helix')).toBe(1);
    expect(spellingDistance('smiht', 'smith')).toBe(1);
    expect(spellingDistance('kitten', 'sitting')).toBe(3);
  });

  test('offers a name spelled like the whole last word typed, accents folded', () => {
    expect(spelledLike('harbr', 'Harbor & Vine Bistro')).toBe(true);
    expect(spelledLike('jane smiht', 'Jane Smith')).toBe(true);
    expect(spelledLike('helixx', 'Helix Systems')).toBe(true);
    expect(spelledLike('jhon', 'John Park')).toBe(true);
    expect(spelledLike('zoee', 'Zoë Café')).toBe(false);
    expect(spelledLike('cafr', 'Zoë Café')).toBe(true);
    expect(spelledLike('internationl', 'Internacional Group')).toBe(true);
  });

  test('offers no name that merely starts like the word: a letter more or less makes a short word another', () => {
    expect(spelledLike('lead', 'Léa Adeyemi')).toBe(false);
    expect(spelledLike('lead', 'Leah Stone')).toBe(true);
    expect(spelledLike('anna', 'Ann Lee')).toBe(false);
    expect(spelledLike('harbinger', 'Harbor Foods')).toBe(false);
    expect(spelledLike('   ', 'Harbor Foods')).toBe(false);
  });
});
