import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStatus } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import './require-sign-in-notice.css';

/**
 * Guards a login-required form the way SPEC.md words it: a visitor is told `message` (e.g. 'You need
 * to be logged in to add an interviewer.') and sent to /. While the session is being restored it waits.
 */
export function RequireSignInNotice({ message, children }: { message: string; children: ReactNode }) {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const told = useRef(false);

  useEffect(() => {
    if (status !== 'signed-out' || told.current) return;
    told.current = true;
    showToast(message, 'error');
    navigate('/', { replace: true });
  }, [status, message, navigate]);

  if (status === 'signed-in') return children;
  return (
    <p className="sign-in-notice-pending" role="status">
      {status === 'loading' ? 'Checking your sign-in…' : message}
    </p>
  );
}
