import type { HoldReason } from '../moderation/review-state.ts';
import { DomainError } from '../shared/domain-error.ts';
import { CONTACT_MESSAGES, findContactDetail } from './contact-details.ts';
import type { ProfanityFilter } from './profanity.ts';

/**
 * Screens every text of a new or edited review (main text, aspect comments,
 * company review answers): contact details are refused (DomainError
 * 'invalid', a 400 naming the problem); profanity holds the review for a
 * moderator. Answers the hold reasons (empty: publish). Without a filter
 * (none configured), nothing is held for profanity.
 */
export function screenReview(texts: readonly string[], profanity: ProfanityFilter | undefined): HoldReason[] {
  for (const text of texts) {
    const problem = findContactDetail(text);
    if (problem) throw new DomainError('invalid', CONTACT_MESSAGES[problem]);
  }
  return profanity && texts.some((text) => profanity.isProfane(text)) ? ['profanity'] : [];
}
