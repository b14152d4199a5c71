// Links in a claimant's response, however written. A response is addressed to one reviewer, who is
// mailed to read it: a web address made for them ("acme.io/r/7f3", "acme dot dev", "acme[.]app",
// "acme。com") would tell whoever runs it who visited and when, so a manager could learn which visitor
// wrote which review. Reviews keep the looser contact-details.ts (they address nobody, and legitimately
// name "socket.io"); a response may name no domain at all. A domain is a word, a dot written any of
// these ways, and a top-level domain from IANA's list (the `tlds` package), so "Thanks.We" or "e.g."
// pass while "thanks.team" does not: a full stop needs a space after it here.
import TLDS from 'tlds' with { type: 'json' };

const TOP_LEVEL = new Set(TLDS.map((tld) => tld.toLowerCase()));

/** Framework names that look like domains and say nothing about where to click. */
const NAMES = new Set(['asp.net', 'ado.net', 'vb.net']);

/**
 * A dot, written as one ('.', the full-width '．', the ideographic '。' and '｡'), in brackets
 * ('[.]', '(dot)', '{dot}'), or spelled out between spaces (' dot ').
 */
const DOT = /\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*|[.．。｡]|\s+dot\s+/giu;

/** One or more labels joined by dots, then a last label: its top-level domain. */
const DOMAIN = /(?<![\p{L}\p{N}@-])((?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+)(\p{L}{2,63})(?![\p{L}\p{N}])/gu;

/** The first web address in `text`, as it reads with its dots restored, or null. */
export function findWrittenOutLink(text: string): string | null {
  const dotted = text.normalize('NFKC').replace(DOT, '.');
  for (const match of dotted.matchAll(DOMAIN)) {
    const [found, , tld = ''] = match;
    if (TOP_LEVEL.has(tld.toLowerCase()) && !NAMES.has(found.toLowerCase())) return found;
  }
  return null;
}
