import type { ChangeEvent } from 'react';
import { TextField } from '@/components/form-field/form-field';
import { MIN_PASSWORD_LENGTH } from '@/components/form-field/validators';

// The account fields that sign-in, registration, verification, reset and settings share, so each
// keeps the same keyboard, autofill and hint on every screen.

type FieldProps = {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
};

export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A 6-digit emailed code; spaces pasted with it are dropped. */
export function OtpField({
  label,
  onValue,
  ...props
}: Omit<FieldProps, 'onChange'> & {
  label: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      hint="6 digits, from the email we sent you."
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      onChange={(event) => onValue(event.target.value.replace(/\s+/g, ''))}
      {...props}
    />
  );
}

/**
 * The password the account has now, asked before a change a stranger at an unlocked device must not
 * make (a new password, deleting the account): the browser may fill it in.
 */
export function CurrentPasswordField(props: FieldProps) {
  return (
    <TextField label="Current password" type="password" autoComplete="current-password" required {...props} />
  );
}

/** A password being chosen (registration, reset, change): the browser may suggest a strong one. */
export function NewPasswordField({ label, ...props }: FieldProps & { label: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      required
      {...props}
    />
  );
}

/** The new password typed again, where a typo would lock the user out (reset, change). */
export function ConfirmPasswordField(props: FieldProps) {
  return (
    <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...props} />
  );
}
