// The field schemas request bodies are built from (zod at the edge, DESIGN.md section 6). Zod only, so
// the PWA can import the request types. Each optional field declares what it takes (the parameter type
// of its preprocess step), so z.input<> of a body is the precise payload a client may send.
import { z } from 'zod';
import { codePointName, disguisedWordIn } from './look-alike-letters.ts';
import { MAX_CITY, MAX_LOCATION_PART, MAX_LOCATION_PARTS, MAX_NAME_LENGTH } from './request-rules.ts';

/** Missing, null and '' are all "not given" (forms send empty strings). */
export const blankToUndefined = <T>(v: T | '' | null | undefined): T | undefined =>
  v === null || v === '' ? undefined : (v as T);

/** `schema`, or not given (missing, null or ''): undefined. */
export const notGiven = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v: z.input<S> | '' | null | undefined) => blankToUndefined(v), schema.optional());

// One rule for every text a person writes (issue 13, attack11): public names (people, companies,
// branches, departments, positions, cities, tags, display names) and free texts (reviews, responses,
// report details, claim evidence, the contact form, moderators' reasons). They refuse control characters
// (C0, DEL, C1), line and paragraph separators, lone surrogates and invisible format characters such as
// the bidirectional overrides (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C), which make a text read
// differently from what it is: a response's "\u202Emoc.emca" reads as "acme.com" while screening sees
// no address. Zero-width (non-)joiners stay allowed: Persian, Indic scripts and emoji sequences need
// them. Free texts (prose) keep tabs and line breaks; a name is one line.
const HIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
const HIDDEN_IN_PROSE = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
/**
 * Unicode's Stream-Safe Text Format (UAX #15) allows at most 30 combining marks in a row; real
 * writing needs a few. Thousands on one letter draw over the lines around it.
 */
export const MAX_COMBINING_MARKS = 30;
const BURIED = new RegExp(`(\\P{M})?(\\p{M}{${MAX_COMBINING_MARKS + 1},})`, 'u');

/** The first character a public name may not contain, as 'U+202E'; null if there is none. */
export function hiddenCharacterIn(text: string, kind: 'line' | 'prose' = 'line'): string | null {
  const found = (kind === 'prose' ? HIDDEN_IN_PROSE : HIDDEN).exec(text)?.[0];
  return found === undefined ? null : codePointName(found);
}

/** Refuses what hiddenCharacterIn finds, and a letter under too many marks (the API names the field). */
function writtenText(kind: 'line' | 'prose') {
  return (text: string, ctx: z.core.$RefinementCtx<string>): void => {
    const found = hiddenCharacterIn(text, kind);
    if (found) {
      ctx.addIssue({
        code: 'custom',
        message: `must not contain control or invisible formatting characters (found ${found})`,
        input: text,
      });
    }
    const buried = BURIED.exec(text);
    if (buried) {
      ctx.addIssue({
        code: 'custom',
        message:
          `must not pile more than ${MAX_COMBINING_MARKS} combining marks on one letter ` +
          `(found ${buried[2]?.length} on "${buried[1] ?? ''}")`,
        input: text,
      });
    }
  };
}

/** A one-line text: nothing hidden, no letter buried under marks. */
export const visibleOnly = writtenText('line');
/** Prose: as visibleOnly, with tabs and line breaks. */
export const visibleProse = writtenText('prose');

/** What a public name must be: nothing hidden (visibleOnly), no word disguised by look-alike letters. */
export function readsAsWritten(text: string, ctx: z.core.$RefinementCtx<string>): void {
  visibleOnly(text, ctx);
  const found = disguisedWordIn(text);
  if (found) {
    // The letter looks like the one the writer meant: name it by script and code point, or the message
    // would quote a word that looks right.
    ctx.addIssue({
      code: 'custom',
      message:
        `must not mix look-alike Latin, Greek and Cyrillic letters in one word: the "${found.letter}" in ` +
        `"${found.word}" is ${found.script} (${found.codePoint})`,
      input: text,
    });
  }
}

/** A required public name: trimmed, 1 to `max` characters, reading as written. */
export const nameText = (max: number, messages: { required?: string } = {}) =>
  z.string().trim().min(1, messages.required).max(max).superRefine(readsAsWritten);

/** An optional public name (missing, null and '' are not given): undefined, or as nameText. */
export const optionalName = (max: number) => notGiven(nameText(max));

/** An optional public text answered as '' when not given (a position, a branch name). */
export const optionalNameText = (max: number) =>
  notGiven(z.string().trim().max(max).superRefine(readsAsWritten)).transform((v) => v ?? '');

/** Free text a person writes (a review, a response, a report): trimmed, `min` to `max` characters, nothing hidden. */
export const proseText = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).superRefine(visibleProse);

/** A one-line free text that is no public name (a subject): trimmed, 1 to `max` characters, nothing hidden. */
export const lineText = (max: number) => z.string().trim().min(1).max(max).superRefine(visibleOnly);

/** Not given, or free text of at most `max` characters (proseText); '' when not given. */
export const optionalText = (max: number) =>
  notGiven(z.string().trim().max(max).superRefine(visibleProse)).transform((v) => v ?? '');

/** The overall rating: a whole number from 1 to 5. */
export const ratingField = z
  .number()
  .int('must be a whole number from 1 to 5')
  .min(1)
  .max(5)
  .transform((n) => n as 1 | 2 | 3 | 4 | 5);

/** An aspect or category rating: a whole number from 0 (not rated, the default) to 5. */
export const subScoreField = notGiven(
  z.number().int('must be a whole number from 0 to 5').min(0).max(5),
).transform((n) => n ?? 0);

/** A city: required, trimmed, shown publicly. */
export const cityField = nameText(MAX_CITY);

/** "location (list of strings)"; a single string is taken as one part. */
export const locationField = z
  .preprocess(
    (v: string | string[] | null | undefined) =>
      v === null || v === undefined || v === '' ? [] : typeof v === 'string' ? [v] : v,
    z.array(z.string().trim().max(MAX_LOCATION_PART).superRefine(readsAsWritten)).max(MAX_LOCATION_PARTS),
  )
  .transform((parts) => parts.filter((p) => p !== ''));

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be a valid email address' }));

/** Never trimmed: spaces may be part of a password. */
export const passwordField = z.string().min(8).max(128);

/**
 * A password the account already has, checked against Auth: any non-empty one. Length rules belong
 * to choosing a password, and an old shorter password must still be accepted.
 */
export const existingPasswordField = z.string().min(1).max(128);

/** The display name (nothing hidden). */
export const nameField = nameText(MAX_NAME_LENGTH);

/** The 6-digit code; a number is accepted too (leading zeros restored). */
export const otpField = z.preprocess(
  (value: string | number) =>
    typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(6, '0') : value,
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'must be the 6-digit code from the email' }),
);
