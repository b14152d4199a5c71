export type SignInResult =
  | { status: 'ok'; uid: string; idToken: string }
  /** Unknown email, wrong password or disabled account: deliberately one case. */
  | { status: 'invalid' }
  /** Firebase Auth itself is throttling this account or caller. */
  | { status: 'throttled' };

/** Email-and-password sign-in on behalf of an API client (POST /auth/rmi/login). */
export interface PasswordSignIn {
  signIn(email: string, password: string): Promise<SignInResult>;
}
