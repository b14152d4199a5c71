// Words written to pass for another word: "Jаne" with a Cyrillic а reads as "Jane" and made a second
// profile beside hers (splitting her reviews, or posing as her). Latin, Greek and Cyrillic share many
// glyphs; a word that mixes them is refused when its foreign letters are all look-alikes, so that it
// would read as a word of one script (UTS #39's mixed-script confusables, for these three scripts). A
// word that mixes them visibly ("Ωmega") stays allowed, as do names in two scripts word by word.
type Script = 'Latin' | 'Greek' | 'Cyrillic';

/**
 * Greek and Cyrillic letters drawn like a Latin letter (the common ones of Unicode's confusables.txt),
 * as pairs: the letter, then its Latin twin.
 */
const LATIN_TWIN: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic
    'аa вb еe ёë іi їï јj кk мm нh оo рp сc тt уy хx ѕs ԁd ԛq ԝw һh ӏl үy',
    'АA ВB ЕE ЁË ІI ЇÏ ЈJ КK МM НH ОO РP СC ТT УY ХX ЅS ԀD ԚQ ԜW ҺH ӀI ҮY',
    // Greek
    'αa γy ιi κk νv οo ρp υu χx ϲc ϳj',
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ϹC',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);

const SCRIPTS: [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
];
const WORD = /[\p{L}\p{M}]+/gu;

/** A character as 'U+0430', as every name refusal names it. */
export function codePointName(ch: string): string {
  return `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
}

function scriptOf(ch: string): Script | null {
  for (const [script, test] of SCRIPTS) if (test.test(ch)) return script;
  return null;
}

/** Latin letter -> the scripts that have a letter drawn like it. */
const TWIN_SCRIPTS = new Map<string, Set<Script>>();
for (const [foreign, latin] of Object.entries(LATIN_TWIN)) {
  const scripts = TWIN_SCRIPTS.get(latin) ?? new Set<Script>();
  scripts.add(scriptOf(foreign) as Script);
  TWIN_SCRIPTS.set(latin, scripts);
}

/** Whether `word` would read as a word of `target` alone: every letter of another script has a twin in it. */
function passesFor(letters: string[], target: Script): boolean {
  return letters.every((ch) => {
    const script = scriptOf(ch);
    if (script === null || script === target) return true;
    if (target === 'Latin') return ch in LATIN_TWIN;
    return script === 'Latin' && (TWIN_SCRIPTS.get(ch)?.has(target) ?? false);
  });
}

/** `word` with its Greek and Cyrillic look-alikes of Latin letters read as those ("cоm" with a Cyrillic о: "com"). */
export function readAsLatin(word: string): string {
  return [...word].map((ch) => LATIN_TWIN[ch] ?? ch).join('');
}

/** A word that passes for a word of one script, and its first letter of another (the disguise). */
export type Disguise = { word: string; letter: string; script: Script; codePoint: string };

/** The first word of `text` that mixes Latin, Greek and Cyrillic to pass for a word of one of them; or null. */
export function disguisedWordIn(text: string): Disguise | null {
  for (const [word] of text.matchAll(WORD)) {
    const letters = [...word];
    const scripts = new Set(letters.map(scriptOf).filter((s) => s !== null));
    if (scripts.size < 2) continue;
    const target = [...scripts].find((script) => passesFor(letters, script));
    if (!target) continue;
    const letter = letters.find((ch) => ![null, target].includes(scriptOf(ch))) as string;
    return { word, letter, script: scriptOf(letter) as Script, codePoint: codePointName(letter) };
  }
  return null;
}
