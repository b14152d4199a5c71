import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmailField, NewPasswordField } from '@/components/form-field/account-fields';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import {
  emailError,
  firstInvalid,
  MAX_NAME_LENGTH,
  nameError,
  newPasswordError,
} from '@/components/form-field/validators';
import { PageMeta } from '@/components/page-meta/page-meta';
import { redirectTarget } from '@/components/require-auth/require-auth';
import { register } from '@/features/auth/api/register';
import { rememberChosenPassword } from '@/features/auth/chosen-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { OFFLINE, REGISTER_UNEXPECTED } from '@/features/auth/messages';
import { setPendingEmail } from '@/features/auth/pending-email';
import { ApiError } from '@/lib/api-client';

/**
 * SPEC.md section 9: after a successful registration the next screen follows after 2 seconds. It is the
 * code screen: the password takes effect only with the code, so /signin would refuse it as a wrong one.
 */
export const REGISTER_REDIRECT_MS = 2000;

const FIELD_IDS = { name: 'register-name', email: 'register-email', password: 'register-password' };
const ALERT_ID = 'register-alert';

type Field = keyof typeof FIELD_IDS;
type Errors = Partial<Record<Field, string | undefined>>;

/** /register: name, email and password; the server mails a code to verify the address. */
export function RegisterPage() {
  const navigate = useNavigate();
  // Where the visitor was going when sign-in sent them here; sign-in and verify take them back there.
  const from = redirectTarget(useLocation().state);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender();
  const titleId = useId();

  useEffect(() => {
    if (!registeredEmail) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(
      () => navigate('/verifyotp', { state: { email: registeredEmail, from } }),
      REGISTER_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [registeredEmail, navigate, from]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {
      name: nameError(values.name),
      email: emailError(values.email),
      password: newPasswordError(values.password),
    };
    setErrors(next);
    setFormError(null);
    const invalid = firstInvalid(next, FIELD_IDS);
    if (invalid) {
      focusLater(invalid);
      return;
    }
    setBusy(true);
    const email = values.email.trim();
    try {
      const name = values.name.trim();
      await register({ name, email, password: values.password });
      setPendingEmail(email);
      // For /verifyotp, which sends them with the code: only then do they become the account's.
      rememberChosenPassword(email, values.password, name);
      // The page says it (with the address), once: a toast beside it said the same thing again.
      setRegisteredEmail(email);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) {
        // The server names the field in its validation messages; a rate limit says when to retry.
        setFormError(error.status === 400 || error.status === 429 ? error.message : REGISTER_UNEXPECTED);
      } else {
        console.warn('Registration request failed:', error);
        setFormError(OFFLINE);
      }
      focusLater(ALERT_ID);
    }
  };

  return (
    <AuthLayout
      titleId={titleId}
      title="Create your account"
      intro="Your name is never shown with your reviews. We use your email only to verify your account and to help you sign in."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to="/signin" state={{ from }}>
              Sign in
            </Link>
          </p>
          <p className="auth-secondary">
            Got a verification code?{' '}
            <Link to="/verifyotp" state={{ from }}>
              Verify your email
            </Link>
          </p>
        </>
      }
    >
      <PageMeta
        title="Create an account"
        description="Create a free account to rate and review interviewers and hiring managers anonymously."
      />
      {registeredEmail ? (
        <div ref={doneRef} tabIndex={-1} className="auth-done">
          {/* Not a live region: focus moves here, which reads it. */}
          <FormAlert tone="success" live={false}>
            <p className="auth-email-line">
              <strong>Account created.</strong> We sent a 6-digit code to {registeredEmail}.
            </p>
            <p>
              <Link to="/verifyotp" state={{ email: registeredEmail, from }}>
                Enter your code now
              </Link>{' '}
              or wait: we are taking you there.
            </p>
          </FormAlert>
        </div>
      ) : (
        <form className="form-stack auth-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
          <TextField
            id={FIELD_IDS.name}
            label="Name"
            autoComplete="name"
            required
            maxLength={MAX_NAME_LENGTH}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <EmailField
            id={FIELD_IDS.email}
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <NewPasswordField
            id={FIELD_IDS.password}
            label="Password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Creating account…' : 'Create account'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
