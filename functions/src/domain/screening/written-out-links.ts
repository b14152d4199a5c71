// Links in a claimant's response, however written. A response is addressed to one reviewer, who is
// mailed to read it: a web address made for them ("acme.io/r/7f3", "acme dot dev", "acme[.]app",
// "acme。com") would tell whoever runs it who visited and when, so a manager could learn which visitor
// wrote which review. Reviews keep the looser contact-details.ts (they address nobody, and legitimately
// name "socket.io"); a response may name no domain at all. A domain is a word, a dot written any of
// these ways, and a top-level domain from IANA's list (the `tlds` package), so "Thanks.We" or "e.g."
// pass while "thanks.team" does not: a full stop needs a space after it here. An IPv4 address is one too.
import TLDS from 'tlds' with { type: 'json' };
import { readAsLatin } from '../../contract/look-alike-letters.ts';
import { IPV4 } from './contact-details.ts';

const TOP_LEVEL = new Set(TLDS.map((tld) => tld.toLowerCase()));

/** Framework names that look like domains and say nothing about where to click. */
const NAMES = new Set(['asp.net', 'ado.net', 'vb.net']);

/**
 * Invisible characters (zero-width space, word joiner, soft hyphen...): a browser drops them from a host,
 * so "acme\u200B.dev" copied from the mail opens acme.dev (attack10).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A dot, written as one ('.', the ideographic '。' and '｡') or as a comma, in brackets or quotes ('[.]',
 * '(dot)', '{dot}', '"dot"'), or spelled out or alone between spaces (' dot ', ' . '). A '.' or ',' with a
 * space after it stays punctuation ("Thanks. We", "Thanks, team"). The text is NFKC by then, so the
 * full-width '．' and '，' are '.' and ','.
 */
const DOT = /\s*[[({<"“”'‘’]\s*(?:[.,]|dot)\s*[\])}>"“”'‘’]\s*|[.,。｡]|\s+(?:dot|\.)\s+/giu;

/**
 * A dot or comma with a space before it only, between two words ("acme .com", "acme ,dev"): no sentence
 * writes one so, and a reader reads the address. ".NET" after a space stays the framework, as written.
 */
const SPACE_BEFORE_DOT = /(?<=[\p{L}\p{N}])\s+[.,](?!NET(?![\p{L}\p{N}]))(?=[\p{L}\p{N}])/gu;

/**
 * Characters drawn like a dot (middle dots, bullets, the Arabic and Armenian full stops) before a Latin
 * letter or digit: "acme·dev". Not Catalan's "l·l" ("novel·la"), nor Japanese "ジョン・スミス".
 */
const LOOK_ALIKE_DOT = /(?<!l)·(?=[a-z0-9])|·(?=(?!l)[a-z0-9])|[•‧∙⋅・۔܁܂։።᛫⸱⸳⸼](?=[a-z0-9])/giu;

/** One or more labels joined by dots, then a last label: its top-level domain (or its punycode form). */
const DOMAIN =
  /(?<![\p{L}\p{N}@-])((?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+)(xn--[a-z0-9-]{1,59}|\p{L}{2,63})(?![\p{L}\p{N}])/giu;

/** An address by number, path or not: a browser opens "45.33.2.79/r/7f3" as it does a domain. */
const IP_ADDRESS = new RegExp(String.raw`(?<![\p{N}.])${IPV4}(?![\p{N}]|\.\d)`, 'u');

/** Whether `tld` is a top-level domain, or reads as one (a Cyrillic о in "cоm"), or is a punycode one. */
function isTopLevel(tld: string): boolean {
  const lower = tld.toLowerCase();
  return lower.startsWith('xn--') || TOP_LEVEL.has(lower) || TOP_LEVEL.has(readAsLatin(tld).toLowerCase());
}

/** The first web address in `text`, as it reads with its dots restored, or null. */
export function findWrittenOutLink(text: string): string | null {
  const dotted = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(SPACE_BEFORE_DOT, '.')
    .replace(DOT, '.')
    .replace(LOOK_ALIKE_DOT, '.');
  for (const match of dotted.matchAll(DOMAIN)) {
    const [found, , tld = ''] = match;
    if (isTopLevel(tld) && !NAMES.has(found.toLowerCase())) return found;
  }
  return IP_ADDRESS.exec(dotted)?.[0] ?? null;
}
