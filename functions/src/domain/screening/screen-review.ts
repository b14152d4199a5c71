import type { HoldReason } from '../moderation/review-state.ts';
import { DomainError } from '../shared/domain-error.ts';
import { type ContactProblem, contactDetailMessage, findContactDetail } from './contact-details.ts';
import type { ProfanityFilter } from './profanity.ts';
import { findWrittenOutLink } from './written-out-links.ts';

/**
 * A text as its reader reads it: compatibility forms folded (full-width "５５５" is 555) and characters
 * that draw nothing dropped (the joiners free texts may hold for emoji and Persian), so that neither splits
 * a phone number, an address or a word from the checks below. Only what is checked; the text is kept as written.
 */
const asRead = (text: string): string =>
  text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '');

/** One free text of a review, with the name its form gives it (review-field-labels.ts). */
export type LabelledText = { label: string; text: string };

/**
 * Screens every text of a new or edited review (main text, aspect comments,
 * company review answers): contact details are refused (DomainError
 * 'invalid', a 400 naming the text and the problem); profanity holds the
 * review for a moderator. Answers the hold reasons (empty: publish). Without
 * a filter (none configured), nothing is held for profanity.
 */
export function screenReview(
  texts: readonly LabelledText[],
  profanity: ProfanityFilter | undefined,
): HoldReason[] {
  for (const { label, text } of texts) {
    const problem = findContactDetail(asRead(text));
    if (problem) throw new DomainError('invalid', contactDetailMessage(label, problem));
  }
  return heldFor(
    texts.map(({ text }) => text),
    profanity,
  );
}

/** What a claimant's response may not contain, in its own words. */
export const RESPONSE_CONTACT_MESSAGES: Record<ContactProblem, string> = {
  email: "Responses can't contain email addresses.",
  phone: "Responses can't contain phone numbers.",
  url: "Responses can't contain links or web addresses.",
};

/** A response refused for a web address written out: `found` is what reads as one, to be changed. */
export const writtenOutLinkMessage = (found: string) =>
  `Responses can't contain links or web addresses, however written: "${found}" reads as one. After a full stop or a comma, leave a space, and none before it.`;

/**
 * Screens a claimant's response to a review as a review is screened, and refuses any web address
 * however written (written-out-links.ts): it is addressed to one reviewer, and a link made for them
 * would tell its owner who clicked it.
 */
export function screenResponse(text: string, profanity: ProfanityFilter | undefined): HoldReason[] {
  const problem = findContactDetail(asRead(text));
  if (problem) throw new DomainError('invalid', RESPONSE_CONTACT_MESSAGES[problem]);
  const link = findWrittenOutLink(text);
  if (link) throw new DomainError('invalid', writtenOutLinkMessage(link));
  return heldFor([text], profanity);
}

const heldFor = (texts: readonly string[], profanity: ProfanityFilter | undefined): HoldReason[] =>
  profanity && texts.some((text) => profanity.isProfane(text) || profanity.isProfane(asRead(text)))
    ? ['profanity']
    : [];
