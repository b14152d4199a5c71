import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { ProfanityFilter } from '../domain/screening/profanity.ts';

/** The profanity port on the `obscenity` package's English word list (with its obfuscation transformers). */
export function obscenityFilter(): ProfanityFilter {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const mayMatch = anyTermPrefilter(matcher);
  return { isProfane: (text) => (mayMatch ? mayMatch(text) : true) && matcher.hasMatch(text) };
}

/** What RegExpMatcher keeps to itself (0.4.x): its compiled terms and its own transformer pass. */
type MatcherInternals = {
  blacklistedTerms?: { regExp?: unknown }[];
  blacklistMatcherTransformers?: unknown;
  applyTransformers?: (input: string, transformers: unknown) => [number[], string];
};

/**
 * `hasMatch` runs some 120 term patterns one by one (`matchAll` each) and a whitelist scan: about
 * 300 µs for a manager review, most of a write's CPU after JSON and the store. Almost no review
 * swears, so one pass of the union of the terms over the same transformed text answers "no" for
 * nearly all of them in a fifth of that. It is sound: any term that matches makes the union match,
 * and the whitelist only ever removes matches, so a "no" here is a "no" from `hasMatch`; on a "yes"
 * the full matcher decides. Built on the matcher's internals, so if a release renames them this
 * returns null and every text goes to the full matcher (the filter's tests check it is in use).
 */
export function anyTermPrefilter(matcher: RegExpMatcher): ((text: string) => boolean) | null {
  const inner = matcher as unknown as MatcherInternals;
  const terms = inner.blacklistedTerms;
  const transform = inner.applyTransformers;
  if (!Array.isArray(terms) || typeof transform !== 'function') return null;
  const sources: string[] = [];
  for (const term of terms) {
    // Flags other than the usual "gs", or a backreference, would change meaning inside a union.
    if (!(term.regExp instanceof RegExp) || term.regExp.flags !== 'gs' || /\\\d/.test(term.regExp.source)) {
      return null;
    }
    sources.push(`(?:${term.regExp.source})`);
  }
  // Same flags as the terms' own (minus g: one answer, no state between calls).
  const union = new RegExp(sources.join('|'), 's');
  const transformers = inner.blacklistMatcherTransformers;
  return (text) => union.test(transform.call(matcher, text, transformers)[1]);
}
