// Names shown publicly (issue 13): people, companies, branches, departments,
// positions, cities, tags and display names. They refuse control characters
// (C0, DEL, C1), line and paragraph separators, lone surrogates and invisible
// format characters such as the bidirectional overrides (U+202A-U+202E,
// U+2066-U+2069, U+200E/F, U+061C), which can make a name read differently
// from what it is. Zero-width (non-)joiners stay allowed: Persian, Indic
// scripts and emoji sequences need them. Every name field is built here.
import { z } from 'zod';
import { blankToUndefined } from './interviewer-fields.ts';

const HIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;

/** The first character a public name may not contain, as 'U+202E'; null if there is none. */
export function hiddenCharacterIn(text: string): string | null {
  const found = HIDDEN.exec(text)?.[0];
  if (found === undefined) return null;
  return `U+${(found.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Refuses what hiddenCharacterIn finds, naming the character (the field is named by validation.ts). */
export function visibleOnly(text: string, ctx: z.core.$RefinementCtx<string>): void {
  const found = hiddenCharacterIn(text);
  if (found) {
    ctx.addIssue({
      code: 'custom',
      message: `must not contain control or invisible formatting characters (found ${found})`,
      input: text,
    });
  }
}

/** A required public name: trimmed, 1 to `max` characters, nothing hidden. */
export const nameText = (max: number, messages: { required?: string } = {}) =>
  z.string().trim().min(1, messages.required).max(max).superRefine(visibleOnly);

/** An optional public name (missing, null and '' are not given): undefined, or as nameText. */
export const optionalName = (max: number) => z.preprocess(blankToUndefined, nameText(max).optional());

/** An optional public text answered as '' when not given (a position, a branch name). */
export const optionalNameText = (max: number) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(max).superRefine(visibleOnly).optional())
    .transform((v) => v ?? '');
