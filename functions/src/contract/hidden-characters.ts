// Characters no text a person writes here may hold (request-fields.ts refuses them at the edge). Without zod,
// so the PWA can use the same rule: its text boxes drop them as they are typed or pasted (a soft hyphen or a
// zero-width space from a copied page is invisible, and was refused with a message naming a code point).
import { codePointName } from './look-alike-letters.ts';

// One rule for every text a person writes (issue 13, attack11): public names (people, companies,
// branches, departments, positions, cities, tags, display names) and free texts (reviews, responses,
// report details, claim evidence, the contact form, moderators' reasons). They refuse control characters
// (C0, DEL, C1), line and paragraph separators, lone surrogates and invisible format characters such as
// the bidirectional overrides (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C), which make a text read
// differently from what it is: a response's "\u202Emoc.emca" reads as "acme.com" while screening sees
// no address. Zero-width (non-)joiners stay allowed: Persian, Indic scripts and emoji sequences need
// them. Free texts (prose) may hold tabs and line breaks; a name is one line.
const HIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
const HIDDEN_IN_PROSE = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
const HIDDEN_IN_PROSE_ALL = new RegExp(HIDDEN_IN_PROSE.source, 'gu');
/**
 * Unicode's Stream-Safe Text Format (UAX #15) allows at most 30 combining marks in a row; real
 * writing needs a few. Thousands on one letter draw over the lines around it.
 */
export const MAX_COMBINING_MARKS = 30;
export const BURIED = new RegExp(`(\\P{M})?(\\p{M}{${MAX_COMBINING_MARKS + 1},})`, 'u');

/**
 * The flags of England, Scotland and Wales: a black flag, invisible tag letters (gbeng, gbsct, gbwls) and a
 * cancel tag (Unicode's RGI emoji tag sequences). Those three are written as they are; any other use of tag
 * characters, which can carry text no reader sees, is refused with the rest.
 */
const FLAG_TAG_SEQUENCE =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;
const BLACK_FLAG = '\u{1F3F4}';

/** `text` with those flags' tags taken out, so that no rule sees them. */
function withoutFlagTags(text: string): string {
  return text.includes(BLACK_FLAG) ? text.replace(FLAG_TAG_SEQUENCE, BLACK_FLAG) : text;
}

/**
 * U+FFFD stands where a decoder met bytes that were no UTF-8 (a client that sent its text as Latin-1): never
 * what a person wrote, and the letter they did write is lost. Refused, not dropped: the text must come again.
 */
export const unreadableIn = (text: string): boolean => text.includes('\uFFFD');
export const UNREADABLE_MESSAGE =
  'must not contain U+FFFD (\uFFFD), which stands for a character that could not be read: send the text as UTF-8';

// Variation selectors pick the form of the character before them: emoji or text presentation after an emoji
// or keycap base, a standardized form of a maths symbol or of some scripts' letters, a kanji's form (an
// Ideographic Variation Sequence). One with nothing to select, after any other character or after another
// selector, draws nothing, and 256 of them spell any byte: one after each letter of a review carried a
// message no reader, moderator or screening saw (variation-selectors.security.test.ts). Checked character by
// character, not by a lookbehind, which Safari before 16.4 cannot even parse.
const SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const EMOJI_BASE = /\p{Emoji}/u;
const STANDARDIZED_BASE = /[\p{Sm}\p{So}\p{Script=Han}\p{Script=Myanmar}\p{Script=Phags_Pa}]/u;
const IDEOGRAPH = /\p{Script=Han}/u;

/** Whether the variation selector `selector` picks a form of `before`, the character before it ('' at the start). */
function selects(selector: string, before: string): boolean {
  const code = selector.codePointAt(0) as number;
  if (code === 0xfe0e || code === 0xfe0f) return EMOJI_BASE.test(before);
  return (code < 0xfe0e ? STANDARDIZED_BASE : IDEOGRAPH).test(before);
}

/** `text`'s characters, each with whether it is a variation selector with nothing to select. */
function* withStrayMarks(text: string): Generator<[string, boolean]> {
  let before = '';
  for (const ch of text) {
    const stray = SELECTOR.test(ch) && !selects(ch, before);
    yield [ch, stray];
    before = ch;
  }
}

function straySelectorIn(text: string): string | undefined {
  if (!SELECTOR.test(text)) return undefined;
  for (const [ch, stray] of withStrayMarks(text)) if (stray) return ch;
  return undefined;
}

function withoutStraySelectors(text: string): string {
  if (!SELECTOR.test(text)) return text;
  let kept = '';
  for (const [ch, stray] of withStrayMarks(text)) if (!stray) kept += ch;
  return kept;
}

/** How a refusal of such a character ends (after the field's name), `found` as hiddenCharacterIn names it. */
export const hiddenCharacterMessage = (found: string): string =>
  `must not contain control or invisible formatting characters (found ${found})`;

/** The first character a text may not contain, as 'U+202E'; null if there is none. */
export function hiddenCharacterIn(text: string, kind: 'line' | 'prose' = 'line'): string | null {
  const found =
    (kind === 'prose' ? HIDDEN_IN_PROSE : HIDDEN).exec(withoutFlagTags(text))?.[0] ?? straySelectorIn(text);
  return found === undefined ? null : codePointName(found);
}

/**
 * `text` without what hiddenCharacterIn finds (of prose: tabs and line breaks stay). A text box drops them
 * as they come: they read as nothing, or make the text read differently from what it is, and the API
 * refuses them.
 */
export function withoutHiddenCharacters(text: string, kind: 'line' | 'prose' = 'line'): string {
  if (hiddenCharacterIn(text, kind) === null) return text;
  const hidden = kind === 'prose' ? HIDDEN_IN_PROSE_ALL : HIDDEN_ALL;
  // The three flags' tags stay: the text between them loses what the rule refuses.
  let kept = '';
  let from = 0;
  for (const flag of text.matchAll(FLAG_TAG_SEQUENCE)) {
    kept += text.slice(from, flag.index).replace(hidden, '') + flag[0];
    from = flag.index + flag[0].length;
  }
  return withoutStraySelectors(kept + text.slice(from).replace(hidden, ''));
}
