// The field schemas request bodies are built from (zod at the edge, DESIGN.md section 6). Zod only, so
// the PWA can import the request types. Each optional field declares what it takes (the parameter type
// of its preprocess step), so z.input<> of a body is the precise payload a client may send.
import { z } from 'zod';
import {
  BURIED,
  hiddenCharacterIn,
  hiddenCharacterMessage,
  MAX_COMBINING_MARKS,
  UNREADABLE_MESSAGE,
  unreadableIn,
} from './hidden-characters.ts';
import { disguisedWordIn, smallLDisguiseIn } from './look-alike-letters.ts';
import { MAX_CITY, MAX_LOCATION_PART, MAX_LOCATION_PARTS, MAX_NAME_LENGTH } from './request-rules.ts';

/** Missing, null and '' are all "not given" (forms send empty strings). */
export const blankToUndefined = <T>(v: T | '' | null | undefined): T | undefined =>
  v === null || v === '' ? undefined : (v as T);

/** `schema`, or not given (missing, null or ''): undefined. */
export const notGiven = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v: z.input<S> | '' | null | undefined) => blankToUndefined(v), schema.optional());

/** Refuses what hiddenCharacterIn finds, U+FFFD and a letter under too many marks (the API names the field). */
function writtenText(kind: 'line' | 'prose') {
  return (text: string, ctx: z.core.$RefinementCtx<string>): void => {
    const found = hiddenCharacterIn(text, kind);
    if (found) {
      ctx.addIssue({
        code: 'custom',
        message: hiddenCharacterMessage(found),
        input: text,
      });
    }
    if (unreadableIn(text)) ctx.addIssue({ code: 'custom', message: UNREADABLE_MESSAGE, input: text });
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
  const smallL = smallLDisguiseIn(text);
  if (smallL) {
    ctx.addIssue({
      code: 'custom',
      message: `must not end a word with a capital I after a small letter, which reads as a small L: "${smallL}"`,
      input: text,
    });
  }
  const found = disguisedWordIn(text);
  if (found) {
    // The letter looks like the one the writer meant: name it by script and code point, or the message
    // would quote a word that looks right.
    ctx.addIssue({
      code: 'custom',
      message:
        found.within === 'word'
          ? `must not mix look-alike letters of different scripts in one word: the "${found.letter}" in ` +
            `"${found.word}" is ${found.script} (${found.codePoint})`
          : `must not write a word in ${found.script} letters that look like Latin ones beside Latin words: ` +
            `the "${found.letter}" in "${found.word}" is ${found.script} (${found.codePoint})`,
      input: text,
    });
  }
}

/**
 * A public name with its accents composed (NFC), as a browser's form sends them: kept decomposed as a script
 * or a pasted text sends them, a name looked the same but told which client wrote it, and rate-manager's and
 * rate-interviewer's profiles come in the words of their first review's author (see asReadersSeeIt).
 */
export const composed = (text: string): string => text.normalize('NFC');

/** A required public name: trimmed, 1 to `max` characters, reading as written, composed. */
export const nameText = (max: number, messages: { required?: string } = {}) =>
  z.string().trim().min(1, messages.required).max(max).superRefine(readsAsWritten).transform(composed);

/** An optional public name (missing, null and '' are not given): undefined, or as nameText. */
export const optionalName = (max: number) => notGiven(nameText(max));

/** An optional public text answered as '' when not given (a position, a branch name). */
export const optionalNameText = (max: number) =>
  notGiven(z.string().trim().max(max).superRefine(readsAsWritten)).transform((v) => (v ? composed(v) : ''));

/**
 * Prose as every reader's screen shows it: line breaks as "\n" and accents composed (NFC). A reader sees
 * no difference, but kept as sent they told which client wrote a text (a browser's form sends "\n" and
 * composed letters; a script may send "\r\n" or decomposed ones), marking one author's reviews apart.
 * Likewise spacing: texts are shown with `white-space: pre-line`, where a run of spaces, tabs or no-break
 * spaces draws as one space and none at either end of a line, so two spaces after a full stop (a typing
 * habit) or a trailing space (a client's) are kept as readers see them: one, or none.
 */
const asReadersSeeIt = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .normalize('NFC')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');

/** Free text a person writes (a review, a response, a report): trimmed, `min` to `max` characters, nothing hidden. */
export const proseText = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).superRefine(visibleProse).transform(asReadersSeeIt);

/** A one-line free text that is no public name (a subject): trimmed, 1 to `max` characters, nothing hidden. */
export const lineText = (max: number) => z.string().trim().min(1).max(max).superRefine(visibleOnly);

/** Not given, or free text of at most `max` characters (proseText); '' when not given. */
export const optionalText = (max: number) =>
  notGiven(z.string().trim().max(max).superRefine(visibleProse)).transform((v) =>
    v === undefined ? '' : asReadersSeeIt(v),
  );

/** The overall rating: a whole number from 1 to 5. */
export const ratingField = z
  .number()
  .int('must be a whole number from 1 to 5')
  .min(1)
  .max(5)
  .transform((n) => n as 1 | 2 | 3 | 4 | 5);

/**
 * A review's `anonymous` (company reviews: `isAnonymous`): accepted as SPEC.md's payloads send it, and read
 * as true. Every review is anonymous, and a bit kept as sent told readers which screen or client wrote
 * each review (the PWA sends false from an interviewer's page, true elsewhere), marking one author's.
 */
export const anonymousField = z
  .boolean()
  .default(true)
  .transform((): true => true);

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
    z
      .array(z.string().trim().max(MAX_LOCATION_PART).superRefine(readsAsWritten).transform(composed))
      .max(MAX_LOCATION_PARTS),
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
