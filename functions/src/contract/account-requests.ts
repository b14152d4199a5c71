// The request bodies of accounts (register, codes, passwords, profile), the contact form, reports,
// moderation decisions and geocoding. The routes validate with these schemas, the OpenAPI document
// describes them, and the PWA takes its request types from them. Zod only.
import { z } from 'zod';
import { idField } from './ids.ts';
import {
  blankToUndefined,
  emailField,
  existingPasswordField,
  lineText,
  nameField,
  otpField,
  passwordField,
  proseText,
} from './request-fields.ts';
import {
  MAX_CITY_NAME,
  MAX_MODERATION_REASON,
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  REPORTED_KIND_NAMES,
} from './request-rules.ts';

/** POST /auth/rmi/register. */
export const registerBody = z.object({ name: nameField, email: emailField, password: passwordField });
/**
 * POST /auth/rmi/verify-otp. The password too (SPEC.md has email and otp only): registration's
 * password never takes effect, so whoever proves the mailbox with the code chooses it. Likewise the
 * name (optional: without one, the address's local part), since registration's came from anyone.
 */
export const verifyBody = z.object({
  email: emailField,
  otp: otpField,
  password: passwordField,
  name: nameField.optional(),
});
/** POST /auth/rmi/resend-otp. */
export const resendBody = z.object({ email: emailField });
/** POST /auth/rmi/forgot-password. */
export const forgotBody = z.object({ email: emailField });
/** POST /auth/rmi/reset-password. */
export const resetBody = z.object({ email: emailField, otp: otpField, newPassword: passwordField });
/** POST /auth/rmi/login. */
export const loginBody = z.object({ email: emailField, password: existingPasswordField });

/** PATCH /user/profile. */
export const renameBody = z.object({ name: nameField });
/**
 * POST /user/password. The current password too: a live session alone (someone else at an unlocked
 * device) must not be enough to take the account.
 */
export const passwordBody = z.object({ currentPassword: existingPasswordField, newPassword: passwordField });
/** DELETE /user/account: the current password, so a live session alone cannot delete the account. */
export const accountDeletionBody = z.object({ currentPassword: existingPasswordField });

/** POST /contact. */
export const contactBody = z.object({
  name: lineText(100),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be a valid email address' }).max(254)),
  subject: lineText(200),
  message: proseText(5000),
});

/** POST /reports: the reason in any case. */
export const reportBody = z
  .object({
    kind: z.enum(REPORTED_KIND_NAMES),
    /** For a response: the id of the review it answers (one response per review). */
    reviewId: idField,
    reason: z.preprocess(
      (v: string) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(REPORT_REASONS),
    ),
    details: z
      .preprocess(
        (v: string | null | undefined) => blankToUndefined(v),
        proseText(MAX_REPORT_DETAILS, 0).optional(),
      )
      .transform((v) => v ?? ''),
  })
  .refine((b) => b.reason !== 'other' || b.details !== '', {
    path: ['details'],
    message: 'is required when the reason is other',
  });

/** POST /moderation/reviews/{kind}/{reviewId}/{action}: the reason the audit log records. */
export const moderationActionBody = z.object({ reason: proseText(MAX_MODERATION_REASON) });

/** POST /geocode. */
export const geocodeBody = z.object({ city: z.string().trim().min(1).max(MAX_CITY_NAME) });

export type RegisterRequest = z.input<typeof registerBody>;
export type VerifyOtpRequest = z.input<typeof verifyBody>;
export type ResendOtpRequest = z.input<typeof resendBody>;
export type ForgotPasswordRequest = z.input<typeof forgotBody>;
export type ResetPasswordRequest = z.input<typeof resetBody>;
export type RenameRequest = z.input<typeof renameBody>;
export type PasswordChangeRequest = z.input<typeof passwordBody>;
export type AccountDeletionRequest = z.input<typeof accountDeletionBody>;
export type ContactRequest = z.input<typeof contactBody>;
export type ReportRequest = z.input<typeof reportBody>;
export type ModerationActionRequest = z.input<typeof moderationActionBody>;
