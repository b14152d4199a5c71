/**
 * The address waiting for its verification code (SPEC.md section 3: browser storage `pendingEmail`),
 * so /verifyotp can prefill it after a reload or a detour through /signin.
 *
 * Kept for 30 minutes from the last code sent (a code lasts 10; resending one sets it again), not
 * for ever: on a shared or library computer, /signin showed the next person "Enter the code we
 * emailed to {address}", a stranger's address, until that account was verified here.
 */
const KEY = 'pendingEmail';
const UNTIL_KEY = 'pendingEmailUntil';
export const PENDING_EMAIL_KEPT_MS = 30 * 60_000;

export function getPendingEmail(): string {
  try {
    const email = window.localStorage.getItem(KEY);
    if (!email) return '';
    const until = Number(window.localStorage.getItem(UNTIL_KEY));
    if (!until) {
      // Stored before addresses had an end: it gets one now.
      window.localStorage.setItem(UNTIL_KEY, String(Date.now() + PENDING_EMAIL_KEPT_MS));
      return email;
    }
    if (Date.now() > until) {
      clearPendingEmail();
      return '';
    }
    return email;
  } catch {
    return ''; // storage disabled (private mode, blocked cookies)
  }
}

export function setPendingEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
    window.localStorage.setItem(UNTIL_KEY, String(Date.now() + PENDING_EMAIL_KEPT_MS));
  } catch {
    // Without storage the email is still passed in navigation state.
  }
}

export function clearPendingEmail(): void {
  try {
    window.localStorage.removeItem(KEY);
    window.localStorage.removeItem(UNTIL_KEY);
  } catch {
    // nothing stored
  }
}
