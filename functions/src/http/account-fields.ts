import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../domain/accounts/profiles.ts';
import { nameText } from './name-fields.ts';

// Field schemas shared by the account endpoints.

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be a valid email address' }));

/** Never trimmed: spaces may be part of a password. */
export const passwordField = z.string().min(8).max(128);

/** The display name (name-fields.ts: nothing hidden). */
export const nameField = nameText(MAX_NAME_LENGTH);

/** The 6-digit code; a number is accepted too (leading zeros restored). */
export const otpField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(6, '0') : value),
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'must be the 6-digit code from the email' }),
);
