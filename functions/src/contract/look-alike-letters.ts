// Words written to pass for another word: "Jаne" with a Cyrillic а reads as "Jane" and made a second
// profile beside hers (splitting her reviews, or posing as her). Latin, Greek and Cyrillic share many
// glyphs, and Armenian, Cherokee and Lisu have letters drawn like Latin ones (Lisu's are Latin capitals:
// "ꓮbigail" passed for "Abigail"); a word that mixes them is refused when its foreign letters are all
// look-alikes, so that it would read as a word of one script (UTS #39's mixed-script confusables). A
// word that mixes them visibly ("Ωmega") stays allowed, as do names in two scripts word by word, except a
// word made only of Latin look-alikes of another script beside Latin words: "Abigail ԁе Vries" (Cyrillic ԁ
// and е) read as "Abigail de Vries" and made a second profile beside hers, one whole word at a time.
type Script = 'Latin' | 'Greek' | 'Cyrillic' | 'Armenian' | 'Cherokee' | 'Lisu';

/**
 * Letters of other scripts drawn like a Latin letter (the common ones of Unicode's confusables.txt),
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
    // Armenian
    'աw գq զq հh ոn ռn սu ցg քf օo ՍU ՏS ՕO',
    // Cherokee
    'ᎠD ᎡR ᎢT Ꭵi ᎩY ᎪA ᎫJ ᎬE ᎳW ᎷM ᎻH ᎽY ᏀG Ꮒh ᏃZ Ꮟb ᏒR ᏔW ᏕS ᏙV ᏚS ᏞL ᏟC ᏢP ᏦK Ꮷd ᏳG ᏴB',
    'ꭵi ꮁr ꮃw ꮓz ꮩv ꮪs ꮯc',
    // Lisu
    'ꓐB ꓑP ꓒd ꓓD ꓔT ꓖG ꓗK ꓙJ ꓚC ꓜZ ꓝF ꓟM ꓠN ꓡL ꓢS ꓣR ꓦV ꓧH ꓪW ꓫX ꓬY ꓮA ꓰE ꓲI ꓳO ꓴU',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);

const SCRIPTS: [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Lisu', /\p{Script=Lisu}/u],
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

/**
 * A word that passes for a word of one script, and its first letter of another (the disguise). `within`:
 * the word mixes scripts ('word'), or it is wholly of another script and reads as Latin beside Latin
 * words ('name').
 */
export type Disguise = {
  word: string;
  letter: string;
  script: Script;
  codePoint: string;
  within: 'word' | 'name';
};

/**
 * The first word of `text` that mixes scripts to pass for a word of one of them, or that is written
 * wholly in letters of another script drawn like Latin ones beside a Latin word; or null.
 */
export function disguisedWordIn(text: string): Disguise | null {
  const words = [...text.matchAll(WORD)].map(([word]) => {
    const letters = [...word];
    return { word, letters, scripts: new Set(letters.map(scriptOf).filter((s) => s !== null)) };
  });
  const hasLatinWord = words.some(({ scripts }) => scripts.size === 1 && scripts.has('Latin'));
  for (const { word, letters, scripts } of words) {
    const mixed = scripts.size >= 2;
    // One script that is not Latin, every letter a Latin look-alike, beside a Latin word.
    const posing = scripts.size === 1 && !scripts.has('Latin') && hasLatinWord;
    const target = mixed
      ? [...scripts].find((script) => passesFor(letters, script))
      : posing && passesFor(letters, 'Latin')
        ? 'Latin'
        : undefined;
    if (!target) continue;
    const letter = letters.find((ch) => ![null, target].includes(scriptOf(ch))) as string;
    return {
      word,
      letter,
      script: scriptOf(letter) as Script,
      codePoint: codePointName(letter),
      within: mixed ? 'word' : 'name',
    };
  }
  return null;
}

/**
 * The first word of `text` ending in a capital I after a small letter ("AbigaiI", "MichaeI"), or null. In
 * most typefaces the site and the share cards use, I and l are drawn alike, so "AbigaiI de Vries" read as
 * "Abigail de Vries" and made a second profile beside hers. No name ends that way (a capital I after a small
 * letter starts a new part, as in "McIntyre"); a last letter I is a numeral after capitals ("Henry VIII").
 */
export function smallLDisguiseIn(text: string): string | null {
  for (const [word] of text.matchAll(WORD)) if (/\p{Ll}\p{M}*I$/u.test(word)) return word;
  return null;
}
