import { useState } from 'react';
import { signOut } from '@/features/auth/sign-out';

/** Logout (removes the session and this device's personal data, then reloads at /). */
export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      Logout
    </button>
  );
}
