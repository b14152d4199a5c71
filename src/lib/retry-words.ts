import { formatTime } from '@/lib/offline/format-time';

/**
 * When a wait of `seconds` ends, in words: "in 40 seconds", "in 10 minutes", and past an hour the
 * clock time ("at 5:05 PM", "at Nov 26, 2:05 AM" when not today), which stays true after the page
 * has been left open for a while.
 */
export function retryWhen(seconds: number, now: Date = new Date()): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `at ${formatTime(now.getTime() + s * 1000, now)}`;
}

/** The API's vague ending of a rate-limited answer (its Retry-After header says how long). */
const LATER = /\s*Please try again later\.?$/;

/**
 * A 429's message with "Please try again later." replaced by when, from its Retry-After: a person
 * never sees the header, and "later" left them guessing between a minute and a day. Any other
 * message (one that already says when, "tomorrow", "Please wait 42 seconds") is kept as written.
 */
export function withRetryWhen(
  message: string,
  retryAfterSeconds: number | undefined,
  now = new Date(),
): string {
  if (retryAfterSeconds === undefined || !LATER.test(message)) return message;
  return `${message.replace(LATER, '')} You can try again ${retryWhen(retryAfterSeconds, now)}.`;
}
