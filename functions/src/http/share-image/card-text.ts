// Text the card can draw with the fonts it has. Satori draws a "NO GLYPH" box for a character no
// font covers and has no bidirectional layout, so a name in a script Inter lacks (CJK, Arabic,
// Hebrew, Devanagari, ...) would come out as boxes or reversed. Rather than a mangled name, the
// line is left out; emoji and symbols the font lacks are dropped and the rest of the line kept.

/** Longest line kept, in graphemes (names are at most 120 characters; layout clamps the rest). */
export const MAX_GRAPHEMES = 140;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Joiners and variation selectors never need a glyph of their own. */
const isInvisible = (cp: number) => cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);

/** `text` as the font can draw it, or null when a letter or digit of it cannot be drawn (or nothing is left). */
export function drawableText(text: string, covers: (codePoint: number) => boolean): string | null {
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    const drawable = [...segment].every(
      (ch) => isInvisible(ch.codePointAt(0) ?? 0) || covers(ch.codePointAt(0) ?? 0),
    );
    if (!drawable) {
      if (LETTER_OR_DIGIT.test(segment)) return null;
      continue;
    }
    if (count === MAX_GRAPHEMES) return `${out.trimEnd()}…`;
    out += /\s/u.test(segment) ? ' ' : segment;
    count += 1;
  }
  const tidy = out.replace(/ {2,}/g, ' ').trim();
  return tidy === '' ? null : tidy;
}
