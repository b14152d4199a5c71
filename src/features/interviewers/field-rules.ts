// Client-side checks for the interviewer forms; the API stays the authority (interviewers.ts route).

/** The API's limit on review text. */
export { MAX_REVIEW_TEXT } from '@contract/request-rules';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A web address starting with http:// or https:// (what the API accepts for LinkedIn). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** 'a, b,,c ' -> ['a', 'b', 'c']. */
export function splitTags(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
