import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/session-store';
import './require-auth.css';

/**
 * What the sign-in page receives in navigation state: where to go back to afterwards. Register and
 * verify pass it on, so a visitor who signs up on the way comes back there too.
 */
export type SignInRedirectState = { from?: string };

/**
 * Guards a login-required page: visitors go to /signin, which brings them back here after signing in.
 * While Firebase Auth is still restoring a stored session, it waits instead of redirecting.
 *
 *   { path: 'profile', element: <RequireAuth>{lazyPage(...)}</RequireAuth> }
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const location = useLocation();
  if (status === 'signed-in') return children;
  if (status === 'loading') {
    return (
      <div className="require-auth-pending" role="status">
        <span className="require-auth-spinner" aria-hidden="true" />
        <span>Checking your sign-in…</span>
      </div>
    );
  }
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/signin" replace state={state} />;
}

/**
 * The page a signed-in user should land on: the `from` path a guard sent, if it is one of ours
 * (a same-origin path, never `//host` or a URL), else the fallback.
 */
export function redirectTarget(state: unknown, fallback = '/'): string {
  const from = (state as SignInRedirectState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return from.toLowerCase().startsWith('/signin') ? fallback : from;
}
