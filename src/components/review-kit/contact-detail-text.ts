import {
  contactDetailMessage,
  findContactDetail,
} from '../../../functions/src/domain/screening/contact-details.ts';

/**
 * What a review text box says under itself when its text holds a contact detail, by the server's own
 * rule and in its words (the same module screens reviews and responses, and words the API's 400):
 * "Leadership comments can’t contain phone numbers." Null when clean.
 */
export function contactDetailText(label: string, text: string): string | null {
  const problem = findContactDetail(text);
  return problem ? contactDetailMessage(label, problem) : null;
}
