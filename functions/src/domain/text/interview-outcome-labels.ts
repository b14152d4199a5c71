// How each interview outcome reads, wherever one is shown (the PWA's forms, cards and filters, and the
// moderation queue): the stored value is the canonical 'not cleared', never shown as such.
import type { INTERVIEW_STATUSES } from '../../contract/request-rules.ts';

export const INTERVIEW_OUTCOME_LABELS: Record<(typeof INTERVIEW_STATUSES)[number], string> = {
  cleared: 'Cleared',
  'not cleared': 'Not Cleared',
  waiting: 'Waiting for Result',
  'no interview': 'Did Not Have Interview',
};

/** The label over an outcome among a review's texts (moderation). */
export const INTERVIEW_OUTCOME_TEXT_LABEL = 'Interview outcome';
