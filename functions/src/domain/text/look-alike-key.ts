// Names that read alike on a page must find one profile: "WiIliam Smith" (a capital I for a small l),
// "Wi1liam", "Wrn" for "Wm" and "Расе" (Cyrillic) beside "Pace" each made a second profile beside the
// first, splitting its reviews or posing as it. Rules on the name alone cannot refuse them ("McIlroy",
// "Bjorn" and "Вера" are real), so names are also compared by a skeleton, as UTS #39 does: every
// look-alike folded to one form. No npm package with Unicode's confusables table is installed, so this is
// the part of it names meet: the script look-alikes the name rules already know, and the Latin ones.
import { readAsLatin } from '../../contract/look-alike-letters.ts';
import { normalizeName } from './normalize.ts';

/**
 * Drawn like a small l: itself, a capital I, the digit one, a bar, the click letter ǀ. Folded to a dotless
 * ı before lowercasing, which would make the capital L a small l, and so the same as I: "Lan" is no
 * look-alike of "Ian".
 */
const DRAWN_AS_L = /[lI1|\u01C0\u2223]/g;
const SMALL_L = '\u0131';
/** Drawn like a small i without its dot: dotless ı and Latin iota ɩ (before the above, which uses ı). */
const DRAWN_AS_I = /[\u0131\u0269]/g;
/** Letter pairs drawn like one letter in the typefaces the site uses: "rn" as "m", "vv" as "w". */
const PAIRS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * The skeleton of a name: its key (normalizeName) with every look-alike folded to one form, so that two
 * names a reader cannot tell apart share it. Case still counts where it decides the look: "Ian" and "lan"
 * share one, "Lan" and "ian" have their own. The same name in other case is the name document's to find
 * (normalizeName), not this one's: "lan" and "Lan" differ here. Distinct names may share it ("Ian
 * McIntyre" and "Ian Mclntyre", "Bjorn" and "Bjom"); such pairs are look-alikes on a page too.
 */
export function lookAlikeKey(name: string): string {
  const folded = readAsLatin(name.normalize('NFKD'))
    .replace(DRAWN_AS_I, 'i')
    .replace(DRAWN_AS_L, SMALL_L)
    .replace(/0/g, 'o');
  return PAIRS.reduce((key, [pair, one]) => key.replace(pair, one), normalizeName(folded));
}
