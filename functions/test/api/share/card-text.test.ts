// What the share card draws of a name (card-text.ts): only characters the font covers, never a
// mangled name (a letter it cannot draw leaves the whole line out), whatever the input.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePublicOrigin } from '../../../src/http/public-origin.ts';
import { drawableText, MAX_GRAPHEMES } from '../../../src/http/share-image/card-text.ts';

const latin = (cp: number) => cp <= 0x24f || (cp >= 0x2000 && cp <= 0x206f);

describe('drawableText', () => {
  test('keeps what the font draws, drops emoji and symbols it lacks, leaves out lines with letters it lacks', () => {
    expect(drawableText('Zoë Ångström', latin)).toBe('Zoë Ångström');
    expect(drawableText('Zoë 😀 Ångström', latin)).toBe('Zoë Ångström');
    expect(drawableText('👨‍👩‍👧', latin)).toBeNull();
    expect(drawableText('李小龍', latin)).toBeNull();
    expect(drawableText('Sara שרה', latin)).toBeNull();
    expect(drawableText('  ', latin)).toBeNull();
    expect(drawableText('x'.repeat(500), latin)).toBe(`${'x'.repeat(MAX_GRAPHEMES)}…`);
  });

  test('for any text: never throws, and every character it returns is covered', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const out = drawableText(text, latin);
        if (out === null) return;
        for (const ch of out) {
          const cp = ch.codePointAt(0) ?? 0;
          expect(
            latin(cp) || cp === 0x2026 || cp === 0x200d || cp === 0x200c || (cp >= 0xfe00 && cp <= 0xfe0f),
          ).toBe(true);
        }
      }),
      { seed: 15, numRuns: 500 },
    );
  });
});

describe('PUBLIC_ORIGIN', () => {
  test('an origin is taken as such; anything else stops start-up', () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin(' ')).toBeUndefined();
    expect(parsePublicOrigin('https://rate.example')).toBe('https://rate.example');
    expect(parsePublicOrigin('https://rate.example/')).toBe('https://rate.example');
    for (const bad of [
      'rate.example',
      'https://rate.example/path',
      'ftp://x.example',
      'https://a.example?q',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});
