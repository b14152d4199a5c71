import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { EmailField } from '@/components/form-field/account-fields';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import { emailError, firstInvalid } from '@/components/form-field/validators';
import { PageMeta } from '@/components/page-meta/page-meta';
import { redirectTarget } from '@/components/require-auth/require-auth';
import { showToast } from '@/components/toast/toast-store';
import { signInWithPassword } from '@/features/auth/api/sign-in-with-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  ACCOUNT_BEING_DELETED,
  LOGIN_FAILED,
  LOGIN_SUCCESS,
  OFFLINE,
  TOO_MANY_SIGN_INS,
  UNVERIFIED_NOTICE,
} from '@/features/auth/messages';
import { getPendingEmail, setPendingEmail } from '@/features/auth/pending-email';
import { useSessionStore } from '@/features/auth/session-store';

const FIELD_IDS = { email: 'signin-email', password: 'signin-password' };
const ALERT_ID = 'signin-alert';

type Errors = { email?: string | undefined; password?: string | undefined };

/** /signin: email and password through Firebase Auth; back to where the visitor was going. */
export function SignInPage() {
  const status = useSessionStore((state) => state.status);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingEmail] = useState(getPendingEmail);
  const focusLater = useFocusAfterRender();
  const titleId = useId();

  // Already signed in (SPEC: a stored session redirects to /). While a sign-in is running this page navigates itself.
  if (status === 'signed-in' && !busy) return <Navigate to={target} replace />;

  const fail = (message: string) => {
    setBusy(false);
    setFormError(message);
    focusLater(ALERT_ID);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {
      email: emailError(email),
      password: password ? undefined : 'Enter your password.',
    };
    setErrors(next);
    setFormError(null);
    const invalid = firstInvalid(next, FIELD_IDS);
    if (invalid) {
      focusLater(invalid);
      return;
    }
    setBusy(true);
    const address = email.trim();
    const result = await signInWithPassword(address, password);
    switch (result.status) {
      case 'signed-in':
        showToast(LOGIN_SUCCESS);
        navigate(target, { replace: true });
        return;
      case 'unverified':
        setPendingEmail(address);
        navigate('/verifyotp', { state: { email: address, notice: UNVERIFIED_NOTICE, from: target } });
        return;
      case 'throttled':
        return fail(TOO_MANY_SIGN_INS);
      case 'disabled':
        return fail(ACCOUNT_BEING_DELETED);
      case 'offline':
        return fail(OFFLINE);
      case 'invalid':
        return fail(LOGIN_FAILED);
    }
  };

  return (
    <AuthLayout
      titleId={titleId}
      title="Sign in"
      intro={
        // Sent here on the way somewhere (Rate, a page of one's own), often by someone with no account yet.
        target === '/'
          ? 'Welcome back. Sign in to rate interviewers and managers, and to see your reviews.'
          : 'Sign in to carry on where you were. New here? Create an account below: it brings you back there too.'
      }
      footer={
        <>
          <p>
            New here?{' '}
            <Link to="/register" state={{ from: target }}>
              Create an account
            </Link>
          </p>
          <p className="auth-secondary">
            Got a verification code?{' '}
            <Link to="/verifyotp" state={{ from: target }}>
              Verify your email
            </Link>
          </p>
        </>
      }
    >
      <PageMeta
        title="Sign in"
        description="Sign in to Rate My Interviewer to review interviewers and hiring managers anonymously."
      />
      <form className="form-stack auth-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
        {/* Kept beside a failed sign-in too: the password given at /register works only once verified. */}
        {pendingEmail ? (
          <FormAlert tone="info">
            <p className="auth-email-line">
              Not verified yet?{' '}
              <Link to="/verifyotp" state={{ from: target }}>
                Enter the code we emailed to {pendingEmail}
              </Link>
              . Your password works once your email address is verified.
            </p>
          </FormAlert>
        ) : null}
        <EmailField
          id={FIELD_IDS.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          id={FIELD_IDS.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div className="auth-row">
          <Link to="/forgot-password" className="auth-forgot" state={{ email: email.trim() }}>
            Forgot your password?
          </Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AuthLayout>
  );
}
