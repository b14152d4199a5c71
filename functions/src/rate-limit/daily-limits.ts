import type { RateLimitRule } from './rate-limiter.ts';

/**
 * Abuse limits per account (issue 9), counted under the account's authorKey
 * and only for what is written (issue 13): a review counts when it is
 * created (held ones too; edits and deletions do not); a vote counts for
 * every vote change written: a like or dislike, a switch, and a removal (the
 * same press again); a report when it is filed (three open reports hide a
 * review until a moderator decides, so one account must not be able to
 * report the whole site); an addition when a new profile (interviewer,
 * manager, company, branch or department) is made, not when an existing one
 * is found. An edit counts for every change written to one's review or to a
 * public response (creating, replacing or deleting it): without a limit one
 * account rewrote a review in a loop, each time through the target's figures
 * (hot documents) and every cached answer. A save counts for every save or
 * unsave of an interviewer answered (one already saved too: with a fresh
 * Idempotency-Key even that writes a record), an account change for every
 * new name or new password: each write empties every cached answer, so an
 * account toggling a save in a loop degraded everyone's reads. Refused
 * attempts count nothing.
 */
export type DailyLimits = {
  reviews: RateLimitRule;
  votes: RateLimitRule;
  reports?: RateLimitRule;
  additions?: RateLimitRule;
  edits?: RateLimitRule;
  saves?: RateLimitRule;
  accountChanges?: RateLimitRule;
};
export type DailyLimitAction = keyof DailyLimits;

const DAY_SECONDS = 24 * 60 * 60;

/** Far above what a person writes in a day; a script posting reviews or votes in bulk stops here. */
export const DEFAULT_DAILY_LIMITS: Required<DailyLimits> = {
  reviews: { limit: 10, windowSeconds: DAY_SECONDS },
  votes: { limit: 100, windowSeconds: DAY_SECONDS },
  reports: { limit: 20, windowSeconds: DAY_SECONDS },
  additions: { limit: 30, windowSeconds: DAY_SECONDS },
  edits: { limit: 100, windowSeconds: DAY_SECONDS },
  // A saved list holds at most 500 (MAX_SAVED); nobody saves or unsaves 200 times in a day by hand.
  saves: { limit: 200, windowSeconds: DAY_SECONDS },
  // A name or password changes a few times a year; 20 a day leaves room for typos and second thoughts.
  accountChanges: { limit: 20, windowSeconds: DAY_SECONDS },
};

export function dailyLimitMessage(action: DailyLimitAction, limit: number): string {
  switch (action) {
    case 'reviews':
      return `You can post at most ${limit} reviews a day. Please try again later.`;
    case 'votes':
      return `You can vote at most ${limit} times a day. Please try again later.`;
    case 'reports':
      return `You can report at most ${limit} reviews or responses a day. Please try again later.`;
    case 'additions':
      return `You can add at most ${limit} new profiles a day. Please try again later.`;
    case 'edits':
      return `You can change reviews and responses at most ${limit} times a day. Please try again later.`;
    case 'saves':
      return `You can save or unsave interviewers at most ${limit} times a day. Please try again later.`;
    case 'accountChanges':
      return `You can change your name or password at most ${limit} times a day. Please try again later.`;
  }
}
