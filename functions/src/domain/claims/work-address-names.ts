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
 * Whether the name part of a work address (before the @) names the person: their first name as a
 * word ("priya", "priya.raman", "priya2"), or a run of first, last and initials as companies form
 * addresses ("priyaraman", "praman", "p.raman", "ramanp", "raman.priya"). A shared last name alone
 * ("bob.raman") is not enough.
 */
export function addressNamesPerson(localPart: string, personName: string): boolean {
  const name = nameWords(personName.replace(/[^\p{L}\s]+/gu, ' '));
  const words = localWords(localPart);
  const first = name[0];
  const last = name.at(-1);
  if (!first || !last || words.length === 0) return false;
  if (words.includes(first)) return true;
  const joined = words.join('');
  const i = first[0] as string;
  const forms = new Set([first + last, last + first, i + last, last + i]);
  return forms.has(joined);
}

/** An address the 400 can show as an example of one that names the person. */
export function exampleAddress(personName: string, domain: string): string {
  const name = nameWords(personName.replace(/[^\p{L}\s]+/gu, ' '));
  const parts = name.length > 1 ? [name[0], name.at(-1)] : name;
  return `${parts.join('.') || 'first.last'}@${domain}`;
}
