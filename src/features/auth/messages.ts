// Texts the auth screens show. The first ones are SPEC.md's (sections 4 and 8), word for word.

export const LOGIN_SUCCESS = 'Login successful';
export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
export const REGISTER_UNEXPECTED = 'Unexpected response. Please try again.';
export const OTP_FAILED = 'OTP verification failed';
export const VERIFIED_SIGNED_IN = 'Your email address is verified, and you are signed in.';

export const UNVERIFIED_NOTICE =
  'Please verify your email address before signing in: enter the 6-digit code we emailed you, or request a new one.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const OFFLINE = 'Could not reach the server. Check your connection and try again.';
/** A disabled account: ours are disabled while they are being deleted (issue 20). */
export const ACCOUNT_BEING_DELETED =
  'This account is being deleted and can no longer be used. Its reviews, votes and saved interviewers are being removed.';
