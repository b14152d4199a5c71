/**
 * The password given at /register, for /verifyotp to send with the code: the server sets it only
 * when the mailbox is proven (register's password never signs in). In this module's memory only,
 * never in history state or browser storage, so a reload or another tab forgets it and the
 * verification screen asks for a password instead.
 */
let chosen: { email: string; password: string } | null = null;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberChosenPassword(email: string, password: string): void {
  chosen = { email, password };
}

/** The password chosen for this address in this page's life, if any. */
export function chosenPasswordFor(email: string): string | null {
  return chosen && same(chosen.email, email) ? chosen.password : null;
}

export function forgetChosenPassword(): void {
  chosen = null;
}
