// A web address as a reader's browser will follow it, one rule for the API and the PWA's forms (no zod,
// so the PWA can use it as typed). An interviewer's LinkedIn address is public and linked as "LinkedIn
// profile" on every page that shows them.
import {
  hiddenCharacterIn,
  hiddenCharacterMessage,
  UNREADABLE_MESSAGE,
  unreadableIn,
} from './hidden-characters.ts';
import { MAX_LINKEDIN_URL } from './request-rules.ts';

export const NOT_A_WEB_ADDRESS = 'must be a URL starting with http:// or https://';

/**
 * Why `text` (trimmed) is no LinkedIn address to keep, as the end of a sentence naming the field; null if
 * it is one: http(s) to a named host, at most MAX_LINKEDIN_URL characters, nothing hidden, no spaces, and
 * no user name, which puts a familiar name before the real host ("https://www.linkedin.com@evil.example/"
 * reads as LinkedIn on hover and leads to evil.example).
 */
export function linkedinAddressProblem(text: string): string | null {
  if (text.length > MAX_LINKEDIN_URL) return `must be at most ${MAX_LINKEDIN_URL} characters`;
  const hidden = hiddenCharacterIn(text);
  if (hidden) return hiddenCharacterMessage(hidden);
  if (unreadableIn(text)) return UNREADABLE_MESSAGE;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return NOT_A_WEB_ADDRESS;
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) return NOT_A_WEB_ADDRESS;
  if (/\s/.test(text)) return 'must not contain spaces';
  if (url.username || url.password)
    return 'must not contain a user name or password (as in https://name@host)';
  return null;
}
