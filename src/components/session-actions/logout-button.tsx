import { useSignOut } from '@/components/session-actions/use-sign-out';

/** Logout (removes the session and this device's personal data, then reloads at /; asks first over unfinished drafts). */
export function LogoutButton({ className }: { className?: string }) {
  const { request, busy, dialog } = useSignOut();
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={request}>
        Logout
      </button>
      {dialog}
    </>
  );
}
