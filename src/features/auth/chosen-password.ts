/**
 * The password and name given at /register, for /verifyotp to send with the code: the server sets them
 * only when the mailbox is proven (register's never count). In this module's memory only, never in
 * history state or browser storage, so a reload or another tab forgets them and the verification screen
 * asks for a password instead (the name is then the address's local part, renamed in Settings).
 */
let chosen: { email: string; password: string; name: string } | null = null;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberChosenPassword(email: string, password: string, name: string): void {
  chosen = { email, password, name };
}

/** The password chosen for this address in this page's life, if any. */
export function chosenPasswordFor(email: string): string | null {
  return chosen && same(chosen.email, email) ? chosen.password : null;
}

/** The name given with it, if any. */
export function chosenNameFor(email: string): string | null {
  return chosen && same(chosen.email, email) ? chosen.name : null;
}

export function forgetChosenPassword(): void {
  chosen = null;
}
