import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ConfirmPasswordField,
  EmailField,
  NewPasswordField,
  OtpField,
} from '@/components/form-field/account-fields';
import { FormAlert, useFocusAfterRender } from '@/components/form-field/form-field';
import {
  confirmPasswordError,
  emailError,
  firstInvalid,
  newPasswordError,
  otpError,
} from '@/components/form-field/validators';
import { PageMeta } from '@/components/page-meta/page-meta';
import { showToast } from '@/components/toast/toast-store';
import { forgotPassword } from '@/features/auth/api/forgot-password';
import { resetPassword } from '@/features/auth/api/reset-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { OFFLINE } from '@/features/auth/messages';
import { useCooldown } from '@/features/auth/use-cooldown';
import { ApiError } from '@/lib/api-client';

/** The server sends at most one reset mail a minute per address. */
const SEND_COOLDOWN_SECONDS = 60;

const REQUEST_IDS = { email: 'forgot-email' };
const RESET_IDS = { otp: 'reset-otp', password: 'reset-password', confirm: 'reset-confirm' };
const ALERT_ID = 'forgot-alert';

type ResetErrors = { otp?: string | undefined; password?: string | undefined; confirm?: string | undefined };

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.warn('Password reset request failed:', error);
  return OFFLINE;
}

/** /forgot-password: a code by email, then the code with a new password. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const focusLater = useFocusAfterRender();
  const titleId = useId();

  const fail = (error: unknown) => {
    setBusy(false);
    setFormError(messageOf(error));
    focusLater(ALERT_ID);
  };

  const sendCode = async () => {
    const problem = emailError(email);
    setEmailProblem(problem);
    setFormError(null);
    if (problem) {
      focusLater(REQUEST_IDS.email);
      return false;
    }
    setBusy(true);
    try {
      const answer = await forgotPassword({ email: email.trim() });
      setSentNotice(answer?.message || 'If an account exists for that email address, we sent it a code.');
      cooldown.start(SEND_COOLDOWN_SECONDS);
      setBusy(false);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const onRequest = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await sendCode()) {
      setStep('reset');
      focusLater(RESET_IDS.otp);
    }
  };

  const onResend = async () => {
    if (busy || cooldown.remaining > 0) return;
    await sendCode();
  };

  const onReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: ResetErrors = {
      otp: otpError(otp),
      password: newPasswordError(password),
      confirm: confirmPasswordError(password, confirm),
    };
    setErrors(next);
    setFormError(null);
    const invalid = firstInvalid(next, RESET_IDS);
    if (invalid) {
      focusLater(invalid);
      return;
    }
    setBusy(true);
    const address = email.trim();
    try {
      const answer = await resetPassword({ email: address, otp: otp.trim(), newPassword: password });
      showToast(answer?.message || 'Your password has been reset. You can now sign in.');
      navigate('/signin', { state: { email: address } });
    } catch (error) {
      fail(error);
    }
  };

  const alert = formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null;
  return (
    <AuthLayout
      titleId={titleId}
      title="Reset your password"
      intro={
        step === 'request'
          ? 'Enter the email address of your account and we will email you a 6-digit code to choose a new password.'
          : 'Enter the code from the email and choose a new password.'
      }
      footer={
        <p>
          Remembered it? <Link to="/signin">Back to sign in</Link>
        </p>
      }
    >
      <PageMeta
        title="Reset your password"
        description="Forgot your password? Get a code by email and choose a new one."
        noIndex
      />
      {step === 'request' ? (
        <form className="form-stack auth-form" noValidate onSubmit={onRequest} aria-labelledby={titleId}>
          {alert}
          <EmailField
            id={REQUEST_IDS.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailProblem}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset code'}
          </button>
        </form>
      ) : (
        <form className="form-stack auth-form" noValidate onSubmit={onReset} aria-labelledby={titleId}>
          {alert ?? (sentNotice ? <FormAlert tone="info">{sentNotice}</FormAlert> : null)}
          <div className="auth-row">
            <p className="auth-secondary auth-email-line">
              Code sent to <strong>{email.trim()}</strong>
            </p>
            <button
              type="button"
              className="auth-link-button"
              onClick={() => {
                setStep('request');
                setFormError(null);
                focusLater(REQUEST_IDS.email);
              }}
            >
              Use another email
            </button>
          </div>
          <OtpField id={RESET_IDS.otp} label="Reset code" value={otp} onValue={setOtp} error={errors.otp} />
          <NewPasswordField
            id={RESET_IDS.password}
            label="New password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <ConfirmPasswordField
            id={RESET_IDS.confirm}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Reset password'}
          </button>
          <div className="auth-row">
            <span className="auth-secondary">Did not get a code?</span>
            <button
              type="button"
              className="auth-link-button"
              aria-disabled={cooldown.remaining > 0 || busy ? true : undefined}
              onClick={onResend}
            >
              {cooldown.remaining > 0 ? `Send a new code in ${cooldown.remaining} s` : 'Send a new code'}
            </button>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
