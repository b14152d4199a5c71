import {
  type ContactProblem,
  findContactDetail,
} from '../../../functions/src/domain/screening/contact-details.ts';

const WHAT: Record<ContactProblem, string> = {
  email: 'email addresses',
  phone: 'phone numbers',
  url: 'links or web addresses',
};

/**
 * What a review text box says under itself when its text holds a contact detail, by the server's own
 * rule (the same module screens reviews and responses): "Leadership comments can’t contain phone
 * numbers." The server's refusal named no box, and stood under the form's last button. Null when clean.
 */
export function contactDetailText(label: string, text: string): string | null {
  const problem = findContactDetail(text);
  return problem ? `${label} can’t contain ${WHAT[problem]}.` : null;
}
