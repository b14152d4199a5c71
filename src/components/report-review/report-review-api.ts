import type { ReportRequest } from '@contract/account-requests';
import type { ReportAnswer } from '@contract/accounts';
import { api } from '@/lib/api-client';

/** The kinds of review a reader can report (POST /api/reports). */
export type ReportedKind = ReportAnswer['kind'];

/** The reasons the API accepts, with the words the dialog shows. */
export const REPORT_REASONS = [
  {
    value: 'personal information',
    label: 'Personal information',
    hint: 'Names, contact details or anything that identifies someone.',
  },
  {
    value: 'harassment or hate',
    label: 'Harassment or hate',
    hint: 'Insults, threats, or attacks on who someone is.',
  },
  {
    value: 'false or off-topic',
    label: 'False or off-topic',
    hint: 'Not about an interview or working with this person, or clearly untrue.',
  },
  { value: 'spam', label: 'Spam', hint: 'Advertising, repeated text, or a fake review.' },
  { value: 'other', label: 'Other', hint: 'Tell us what is wrong below.' },
] as const satisfies readonly { value: ReportAnswer['reason']; label: string; hint: string }[];

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

import { MAX_REPORT_DETAILS } from '@contract/request-rules';

export type { ReportAnswer };
export { MAX_REPORT_DETAILS };

/** Reports a review once; the key makes a retried send (lost answer) count once. */
export function reportReview(
  input: { kind: ReportedKind; reviewId: string; reason: ReportReason; details: string },
  idempotencyKey: string,
): Promise<ReportAnswer> {
  return api<ReportAnswer>('/reports', {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: {
      kind: input.kind,
      reviewId: input.reviewId,
      reason: input.reason,
      details: input.details.trim(),
    } satisfies ReportRequest,
  });
}
