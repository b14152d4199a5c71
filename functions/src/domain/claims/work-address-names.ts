// A code claim of a manager profile proves that the claimant reads mail at one of the company's
// verified domains: every colleague can. The address's name part must also name the manager
// (first name, or initial and last name, as companies build addresses), so a colleague's own
// address cannot claim someone else's profile; anyone else proves who they are with evidence.
import { nameWords } from '../text/normalize.ts';

/** The letters-only words of a work address's name part, without a `+tag`. */
function localWords(localPart: string): string[] {
  const untagged = localPart.split('+')[0] ?? '';
  return nameWords(untagged.replace(/[^\p{L}]+/gu, ' '));
}

/**
 * Whether the name part of a work address (before the @) names the person: words of their name only
 * ("priya", "priya.raman", "raman.priya", "p.raman", "priya2"), with the first name or the last name
 * beside another of their words or initials; or first, last and an initial run together as companies
 * form addresses ("priyaraman", "praman", "ramanp"). A shared last name alone ("raman", "bob.raman")
 * is not enough, and neither is a shared first name beside another surname ("priya.shah").
 */
export function addressNamesPerson(localPart: string, personName: string): boolean {
  const name = nameWords(personName.replace(/[^\p{L}\s]+/gu, ' '));
  const words = localWords(localPart);
  const first = name[0];
  const last = name.at(-1);
  if (!first || !last || words.length === 0) return false;
  const initials = new Set(name.map((w) => w[0] as string));
  const ofName = words.every((w) => name.includes(w) || (w.length === 1 && initials.has(w)));
  if (ofName && words.includes(first)) return true;
  if (ofName && words.includes(last) && words.length > 1) return true;
  const joined = words.join('');
  const i = first[0] as string;
  const forms = new Set([first + last, last + first, i + last, last + i]);
  return forms.has(joined);
}

/**
 * The person's first and last name, sorted, when the address holds both (as words, or run together
 * as "priyaraman" or "ramanpriya"); else null. Such an address names them in full.
 */
function fullNameIn(localPart: string, personName: string): string | null {
  const name = nameWords(personName.replace(/[^\p{L}\s]+/gu, ' '));
  const first = name[0];
  const last = name.at(-1);
  if (!first || !last || name.length < 2) return null;
  const words = localWords(localPart);
  const joined = words.join('');
  const holds =
    (words.includes(first) && words.includes(last)) || joined === first + last || joined === last + first;
  return holds ? [first, last].sort().join(' ') : null;
}

/**
 * The people among `others` (the company's other managers) whom the address names too, by names that
 * differ from `personName`'s: "priya@" names Priya Raman and Priya Shah alike, and its owner is one of
 * them at most. A profile of the same name (another branch's) is the same person as far as an address
 * tells, and does not count. Nor does one that an address with the person's first and last name
 * ("priya.raman@") does not name in full by another pair: "Priya Anne Raman", "Priya Raman Shah" or
 * "Raman Priya" would otherwise let anyone who adds such a profile refuse the manager's full-name
 * address, the one the refusal itself tells them to use.
 */
export function namesakesNamed(localPart: string, personName: string, others: readonly string[]): string[] {
  const key = (name: string) => nameWords(name.replace(/[^\p{L}\s]+/gu, ' ')).join(' ');
  const own = key(personName);
  const ownFull = fullNameIn(localPart, personName);
  return others.filter((other) => {
    if (key(other) === own || !addressNamesPerson(localPart, other)) return false;
    if (ownFull === null) return true;
    const otherFull = fullNameIn(localPart, other);
    return otherFull !== null && otherFull !== ownFull;
  });
}

/** An address the 400 can show as an example of one that names the person. */
export function exampleAddress(personName: string, domain: string): string {
  const name = nameWords(personName.replace(/[^\p{L}\s]+/gu, ' '));
  const parts = name.length > 1 ? [name[0], name.at(-1)] : name;
  return `${parts.join('.') || 'first.last'}@${domain}`;
}
