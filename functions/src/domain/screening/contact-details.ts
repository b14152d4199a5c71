// Contact details in review text (issue 9): reviews are about how someone
// interviews or manages, and an email address, a phone number or a link
// turns them into doxxing or spam. Such text is refused, with a message
// naming the problem. The patterns lean towards what people actually type
// ("jane.doe@acme.com", "jane at acme dot com", "+1 (555) 010-2345",
// "https://...", "www.acme.com", "acme.com/jobs") and away from what reviews
// legitimately contain (dates, salaries, "ASP.NET", "socket.io").

export type ContactProblem = 'email' | 'phone' | 'url';

const CONTACT_WHAT: Record<ContactProblem, string> = {
  email: 'email addresses',
  phone: 'phone numbers',
  url: 'links or web addresses',
};

/**
 * The refusal, naming the text that holds the detail as its form labels it ("Leadership comments can’t
 * contain phone numbers."): the API's 400 and the form's own message under the box read the same.
 */
export const contactDetailMessage = (label: string, problem: ContactProblem): string =>
  `${label} can’t contain ${CONTACT_WHAT[problem]}.`;

const AT = String.raw`(?:@|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\.|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** "jane at acme dot com", "jane(at)acme(dot)com": only with a spelled-out dot, or it is ordinary prose. */
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*\s*[([{]?\s*dot\s*[)\]}]?\s*(?:com|org|net|io|co|in|uk|de|me)\b`,
  'iu',
);

const SCHEME_OR_WWW = /\b(?:https?:\/\/|ftp:\/\/|www\.)\S+/i;
/** A bare domain: with a common web TLD, or with any TLD and a path after it. */
const COMMON_TLDS = 'com|org|co|uk|in|de|fr|info|biz|xyz|ly|gl|me|us|ca|au|eu|nl|es|it';
const BARE_DOMAIN = new RegExp(
  String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:(?:${COMMON_TLDS})\b(?!\.\w)|[a-z]{2,}\/[\w\-./?%&=#]+)`,
  'i',
);

/** An address by number with a path or a port ("45.33.2.79/r/7f3", "10.0.0.12:8080"): a browser opens it as a domain. */
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1?\d?\d)`;
/** Four numbers up to 255 joined by dots (a pattern's source, for responses' stricter rule too). */
export const IPV4 = String.raw`(?:${OCTET}\.){3}${OCTET}`;
const IPV4_ADDRESS = new RegExp(String.raw`(?<![\d.])${IPV4}(?:\/|:\d{1,5}\b)`);

/**
 * 9 to 15 digits in one run, separated at most by spaces, dots, dashes or
 * brackets, optionally after a '+': long enough for a phone number, too long
 * for a date (8 digits) or a year range.
 */
const PHONE = /(?:^|[^\w+])(\+?\(?\d(?:[\s().-]{0,2}\d){8,14})(?![\w])/;

/** The first kind of contact detail found in `text`, or null. */
export function findContactDetail(text: string): ContactProblem | null {
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) return 'email';
  if (SCHEME_OR_WWW.test(text) || BARE_DOMAIN.test(text) || IPV4_ADDRESS.test(text)) return 'url';
  if (PHONE.test(text)) return 'phone';
  return null;
}
