// Request bodies of the manager-profile claim routes and their moderation (issue 17 item 1): the routes
// validate with these, the OpenAPI document describes them, and the PWA takes their types from here.
import { z } from 'zod';
import { emailField, otpField, proseText } from './request-fields.ts';
import { MAX_MODERATION_REASON } from './request-rules.ts';

/** The longest evidence a claimant may give a moderator. */
export const MAX_EVIDENCE = 2000;

export const claimBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('code'), workEmail: emailField }),
  z.object({ method: z.literal('evidence'), evidence: proseText(MAX_EVIDENCE, 10) }),
]);
export type ClaimRequest = z.input<typeof claimBody>;

export const verifyClaimBody = z.object({ workEmail: emailField, code: otpField });
export type VerifyClaimRequest = z.input<typeof verifyClaimBody>;

export const claimDecisionBody = z.object({ reason: proseText(MAX_MODERATION_REASON) });
export type ClaimDecisionRequest = z.input<typeof claimDecisionBody>;

export const domainBody = z.object({
  domain: z.string().trim().min(1).max(253),
  reason: proseText(MAX_MODERATION_REASON),
});
export type DomainRequest = z.input<typeof domainBody>;
