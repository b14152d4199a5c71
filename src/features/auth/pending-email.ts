/**
 * The address waiting for its verification code (SPEC.md section 3: browser storage `pendingEmail`),
 * so /verifyotp can prefill it after a reload or a detour through /signin.
 */
const KEY = 'pendingEmail';

export function getPendingEmail(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage disabled (private mode, blocked cookies)
  }
}

export function setPendingEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // Without storage the email is still passed in navigation state.
  }
}

export function clearPendingEmail(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
