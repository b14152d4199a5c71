import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmailField, NewPasswordField, OtpField } from '@/components/form-field/account-fields';
import { FormAlert, useFocusAfterRender } from '@/components/form-field/form-field';
import { emailError, firstInvalid, newPasswordError, otpError } from '@/components/form-field/validators';
import { PageMeta } from '@/components/page-meta/page-meta';
import { redirectTarget } from '@/components/require-auth/require-auth';
import { clearToasts, showToast } from '@/components/toast/toast-store';
import { resendOtp } from '@/features/auth/api/resend-otp';
import { signInWithPassword } from '@/features/auth/api/sign-in-with-password';
import { verifyOtp } from '@/features/auth/api/verify-otp';
import { chosenNameFor, chosenPasswordFor, forgetChosenPassword } from '@/features/auth/chosen-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { OFFLINE, OTP_FAILED, VERIFIED_SIGNED_IN } from '@/features/auth/messages';
import { clearPendingEmail, getPendingEmail, setPendingEmail } from '@/features/auth/pending-email';
import { useCooldown } from '@/features/auth/use-cooldown';
import { ApiError } from '@/lib/api-client';

/** The server allows one code mail a minute per address. */
const RESEND_COOLDOWN_SECONDS = 60;

const FIELD_IDS = { email: 'verify-email', otp: 'verify-otp', password: 'verify-password' };
const ALERT_ID = 'verify-alert';

type VerifyState = { email?: string; notice?: string; from?: string } | null;
type Errors = { email?: string | undefined; otp?: string | undefined; password?: string | undefined };
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * /verifyotp: the 6-digit code from the registration mail, and the account's password, which the
 * server sets only now: the one given at /register if this page still has it in memory, else one
 * chosen here (after a reload, or opened later from the mail). A new code on request.
 */
export function VerifyOtpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as VerifyState;
  // Where sign-in or register were taking the visitor (a profile's Rate): verified, they go on there.
  const from = redirectTarget(state);
  const [email, setEmail] = useState(() => state?.email || getPendingEmail());
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ reason: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendNotice, setResendNotice] = useState<Notice>(null);
  const cooldown = useCooldown();
  const focusLater = useFocusAfterRender();
  const titleId = useId();
  const remembered = chosenPasswordFor(email);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {
      email: emailError(email),
      otp: otpError(otp),
      password: remembered ? undefined : newPasswordError(password),
    };
    setErrors(next);
    setFailure(null);
    const invalid = firstInvalid(next, FIELD_IDS);
    if (invalid) {
      focusLater(invalid);
      return;
    }
    setBusy(true);
    const address = email.trim();
    const chosen = remembered ?? password;
    try {
      const name = chosenNameFor(address);
      const answer = await verifyOtp({
        email: address,
        otp: otp.trim(),
        password: chosen,
        ...(name ? { name } : {}),
      });
      forgetChosenPassword();
      clearPendingEmail();
      // Register's "enter the code" toast has been answered: it would stand over the next page beside this one.
      clearToasts();
      // The password just set signs them in; should that fail, /signin as before.
      if ((await signInWithPassword(address, chosen)).status === 'signed-in') {
        showToast(VERIFIED_SIGNED_IN);
        navigate(from, { replace: true });
        return;
      }
      showToast(answer?.message || 'Your email address is verified. You can now sign in.');
      navigate('/signin', { state: { email: address, from } });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) setFailure({ reason: error.message });
      else {
        console.warn('Verification request failed:', error);
        setFailure({ reason: OFFLINE });
      }
      focusLater(ALERT_ID);
    }
  };

  const onResend = async () => {
    if (resending || cooldown.remaining > 0) return;
    const problem = emailError(email);
    setErrors({ email: problem });
    if (problem) {
      focusLater(FIELD_IDS.email);
      return;
    }
    setResending(true);
    setResendNotice(null);
    const address = email.trim();
    try {
      const answer = await resendOtp({ email: address });
      setPendingEmail(address);
      setResendNotice({ tone: 'success', text: answer?.message || 'We sent a new code.' });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (error instanceof ApiError) {
        setResendNotice({ tone: 'error', text: error.message });
        if (error.status === 429) cooldown.start(error.retryAfter ?? RESEND_COOLDOWN_SECONDS);
      } else {
        setResendNotice({ tone: 'error', text: OFFLINE });
      }
    } finally {
      setResending(false);
    }
  };

  const waiting = cooldown.remaining > 0;
  return (
    <AuthLayout
      titleId={titleId}
      title="Verify your email"
      intro="Enter the 6-digit code we emailed you when you created your account. Codes expire after 10 minutes."
      footer={
        <p>
          Already verified?{' '}
          <Link to="/signin" state={{ from }}>
            Sign in
          </Link>
        </p>
      }
    >
      <PageMeta
        title="Verify your email"
        description="Enter the 6-digit code from your email to verify your Rate My Interviewer account."
        noIndex
      />
      <form className="form-stack auth-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {failure ? (
          <FormAlert id={ALERT_ID}>
            <p>
              <strong>{OTP_FAILED}</strong>
            </p>
            <p>{failure.reason}</p>
          </FormAlert>
        ) : state?.notice ? (
          <FormAlert tone="info">{state.notice}</FormAlert>
        ) : null}
        <EmailField
          id={FIELD_IDS.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <OtpField
          id={FIELD_IDS.otp}
          label="Verification code"
          value={otp}
          onValue={setOtp}
          error={errors.otp}
        />
        {remembered ? null : (
          <NewPasswordField
            id={FIELD_IDS.password}
            label="Choose a password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Verifying…' : 'Verify email'}
        </button>
        <div>
          <div className="auth-row">
            <span className="auth-secondary">Did not get a code?</span>
            <button
              type="button"
              className="auth-link-button"
              aria-disabled={waiting || resending ? true : undefined}
              onClick={onResend}
            >
              {waiting ? `Resend code in ${cooldown.remaining} s` : resending ? 'Sending…' : 'Resend code'}
            </button>
          </div>
          <p role="status" className="auth-status" data-tone={resendNotice?.tone}>
            {resendNotice?.text}
          </p>
        </div>
      </form>
    </AuthLayout>
  );
}
