import { CODE_TTL_MS } from './one-time-codes.ts';

// The texts of the account mails. Plain text: codes must be easy to read and copy.

export type MailContent = { subject: string; text: string };

const SITE = 'Rate My Interviewer';
const minutes = CODE_TTL_MS / 60_000;

/**
 * The code to verify an address. It greets nobody by name: the name given at registration is anyone's
 * who typed the address, and would otherwise be words of a stranger's choosing in our mail to its owner.
 */
export function verificationCodeMail(code: string): MailContent {
  return {
    subject: `Your ${SITE} verification code: ${code}`,
    text: [
      'Hi,',
      '',
      `Your verification code is ${code}`,
      '',
      `Enter it on the verification screen within ${minutes} minutes to activate your account. The password you`,
      'choose there is the one you sign in with.',
      'If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function existingAccountMail(verified: boolean): MailContent {
  const next = verified
    ? 'If this was you, simply sign in. If you forgot your password, use "Forgot your password?" on the sign-in screen.'
    : 'Your account is not verified yet: on the verification screen, request a new code and enter it with the password you want.';
  return {
    subject: `${SITE}: someone tried to register with your email address`,
    text: [
      'Hi,',
      '',
      'Someone (perhaps you) tried to create an account with this email address, but it already has one.',
      'Nothing was changed.',
      next,
      'If this was not you, you can ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetMail(name: string, code: string): MailContent {
  return {
    subject: `Your ${SITE} password reset code: ${code}`,
    text: [
      `Hi ${name},`,
      '',
      `Your password reset code is ${code}`,
      '',
      `Enter it with your new password within ${minutes} minutes.`,
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The code that proves a claimant receives mail at a work address of the company (issue 17); `what`
 * names what is claimed ("the manager profile of … at …", "the verified company account of …").
 */
export function claimCodeMail(what: string, code: string): MailContent {
  return {
    subject: `Your ${SITE} profile claim code: ${code}`,
    text: [
      'Hi,',
      '',
      `Someone (perhaps you) asked to claim ${what} with this address.`,
      '',
      `The code is ${code}`,
      '',
      `Enter it on the claim screen within ${minutes} minutes.`,
      'If this was not you, ignore this email: nothing happens without the code.',
    ].join('\n'),
  };
}
