import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SignInRedirectState } from '@/components/require-auth/require-auth';
import { useSessionStatus } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';

/**
 * Like RequireAuth, for a login-required form that tells visitors why they are sent away: `message`
 * (e.g. 'You must be logged in to submit.') is shown as a toast, then /signin brings them back here.
 * Information, not an error: the header's Rate leads here, and a visitor who tapped it did nothing wrong.
 */
export function RequireSignIn({ message, children }: { message: string; children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  const told = useRef(false);

  useEffect(() => {
    if (status !== 'signed-out' || told.current) return;
    told.current = true;
    showToast(message, 'info');
  }, [status, message]);

  if (status === 'signed-in') return children;
  if (status === 'loading') {
    return (
      <p className="container" role="status" style={{ paddingBlock: 'var(--space-7)', textAlign: 'center' }}>
        Checking your sign-in…
      </p>
    );
  }
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/signin" replace state={state} />;
}
