// Client-side checks for the interviewer forms; the API stays the authority (interviewers.ts route).

/** The API's limit on review text. */
export { MAX_REVIEW_TEXT } from '@contract/request-rules';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a LinkedIn URL would be refused by the API ("must not contain spaces"), or null: one rule for both. */
export { linkedinAddressProblem, NOT_A_WEB_ADDRESS } from '@contract/web-address';

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
