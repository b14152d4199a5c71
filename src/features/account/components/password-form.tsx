import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ConfirmPasswordField,
  CurrentPasswordField,
  NewPasswordField,
} from '@/components/form-field/account-fields';
import { FormAlert, useFocusAfterRender } from '@/components/form-field/form-field';
import { SubmitButton } from '@/components/form-field/submit-button';
import {
  confirmPasswordError,
  currentPasswordError,
  firstInvalid,
  newPasswordError,
} from '@/components/form-field/validators';
import { showToast } from '@/components/toast/toast-store';
import { changePassword } from '@/features/account/api/change-password';
import { endSession, renewSession } from '@/features/account/session';
import { ApiError } from '@/lib/api-client';

const FIELD_IDS = {
  current: 'settings-current-password',
  password: 'settings-new-password',
  confirm: 'settings-confirm-password',
};
const ALERT_ID = 'settings-password-alert';

type Errors = { current?: string | undefined; password?: string | undefined; confirm?: string | undefined };

/**
 * Security: the current password (so nobody else at an unlocked device can take the account), then a
 * new one, confirmed; the session is renewed with it so the user stays signed in.
 */
export function PasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {
      current: currentPasswordError(current),
      password: newPasswordError(password),
      confirm: confirmPasswordError(password, confirm),
    };
    setErrors(next);
    setFormError(null);
    const invalid = firstInvalid(next, FIELD_IDS);
    if (invalid) {
      focusLater(invalid);
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: current, newPassword: password });
    } catch (failure) {
      setBusy(false);
      // Everything typed stays, so a mistyped current password is corrected where it is shown.
      if (failure instanceof ApiError && failure.code === 'wrong_password') {
        setErrors({ current: failure.message });
        focusLater(FIELD_IDS.current);
        return;
      }
      setFormError(
        failure instanceof ApiError ? failure.message : 'Could not update your password. Please try again.',
      );
      focusLater(ALERT_ID);
      return;
    }
    try {
      // The change revoked this session too: sign in again with the new password.
      await renewSession(email, password);
    } catch (failure) {
      console.warn('Could not renew the session after a password change:', failure);
      await endSession().catch(() => {});
      showToast('Your password has been updated. Please sign in with your new password.');
      navigate('/signin', { state: { email, from: '/account-settings' } });
      return;
    }
    setBusy(false);
    setCurrent('');
    setPassword('');
    setConfirm('');
    setErrors({});
    showToast('Your password has been updated.');
  };

  return (
    <form className="form-stack" noValidate onSubmit={onSubmit} aria-labelledby="settings-security-title">
      {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
      {/* For password managers: which account the passwords belong to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField
        id={FIELD_IDS.current}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
      <NewPasswordField
        id={FIELD_IDS.password}
        label="New password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <ConfirmPasswordField
        id={FIELD_IDS.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <div>
        <SubmitButton busy={busy}>{busy ? 'Updating…' : 'Update Password'}</SubmitButton>
      </div>
    </form>
  );
}
