import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { ProfanityFilter } from '../domain/screening/profanity.ts';

/** The profanity port on the `obscenity` package's English word list (with its obfuscation transformers). */
export function obscenityFilter(): ProfanityFilter {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return { isProfane: (text) => matcher.hasMatch(text) };
}
