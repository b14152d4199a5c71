// Client-side checks that mirror the API's rules (functions/src/contract/request-fields.ts), so most
// mistakes are caught before a round trip. The server stays the authority.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

import { MAX_NAME_LENGTH } from '@contract/request-rules';

// Shared with the contact page's form, which the server checks too when it is posted without JavaScript.
export { emailError } from '../../../functions/src/domain/text/contact-form.ts';
export { MAX_NAME_LENGTH };

/** For a password being chosen (registration, reset, change); sign-in only requires one. */
export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Enter a password.';
  if (value.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (value.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** For the password the account has now (asked before a password change or deletion). */
export function currentPasswordError(value: string): string | undefined {
  return value ? undefined : 'Enter your current password.';
}

export function nameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Enter your name.';
  if (name.length > MAX_NAME_LENGTH) return `Name must be at most ${MAX_NAME_LENGTH} characters.`;
  return undefined;
}

export function otpError(value: string): string | undefined {
  const otp = value.trim();
  if (!otp) return 'Enter the 6-digit code from the email.';
  if (!/^\d{6}$/.test(otp)) return 'The code is 6 digits, like 123456.';
  return undefined;
}

/** The id of the first field with an error, in form order, or undefined when there is none. */
export function firstInvalid(errors: Record<string, string | undefined>, ids: Record<string, string>) {
  const key = Object.keys(ids).find((field) => errors[field]);
  return key ? ids[key] : undefined;
}

/** For the new password typed a second time (reset, change). */
export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Enter the new password again.';
  if (confirm !== password) return 'Passwords do not match.';
  return undefined;
}
