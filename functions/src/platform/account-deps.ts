import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import type { ServerSecrets } from '../domain/accounts/server-secrets.ts';
import type { AppDeps } from '../http/context.ts';
import { firebaseUserAdmin } from '../identity/firebase-user-admin.ts';
import { identityToolkitSignIn } from '../identity/identity-toolkit-sign-in.ts';
import { withSessionFloors } from '../identity/session-floor-admin.ts';
import { mailboxMailer } from '../mail/mailbox-mailer.ts';
import type { MailboxReader, Mailer } from '../mail/mailer.ts';
import { storeRateLimiter } from '../rate-limit/store-rate-limiter.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { createAccountErasers } from './account-erasers.ts';
import { loadOrCreateServerSecrets } from './server-secrets-file.ts';

export type AccountDeps = Pick<
  AppDeps,
  'users' | 'passwordSignIn' | 'mailer' | 'devMailbox' | 'rateLimiter' | 'secrets' | 'accountErasers'
>;

/** The account dependencies (issue 4), the same in every mode but for secrets, mail and sign-in URL. */
export function accountDeps(options: {
  store: DocumentStore;
  clock: () => Date;
  auth: Auth;
  secrets: ServerSecrets;
  mail: { mailer: Mailer; devMailbox?: MailboxReader };
  signIn: { baseUrl: string; apiKey: string };
}): AccountDeps {
  return {
    users: withSessionFloors(firebaseUserAdmin(options.auth), options.store),
    passwordSignIn: identityToolkitSignIn(options.signIn),
    mailer: options.mail.mailer,
    ...(options.mail.devMailbox ? { devMailbox: options.mail.devMailbox } : {}),
    rateLimiter: storeRateLimiter({
      store: options.store,
      clock: options.clock,
      secret: options.secrets.codes,
    }),
    secrets: options.secrets,
    accountErasers: createAccountErasers(options.secrets),
  };
}

/** Local modes: secrets generated into the data folder, mail into its mailbox file (read at /api/dev/mailbox). */
export function dataDirAccountConfig(dataDir: string, clock: () => Date) {
  const mailbox = mailboxMailer({ file: join(dataDir, 'mailbox.jsonl'), clock });
  return { secrets: loadOrCreateServerSecrets(dataDir), mail: { mailer: mailbox, devMailbox: mailbox } };
}
