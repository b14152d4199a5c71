/** One outgoing plain-text mail. */
export type Mail = { to: string; subject: string; text: string };

/** A mail as kept by the local mailbox. */
export type StoredMail = Mail & { sentAt: string };

/** Sends mail. Adapters: SMTP (production), a local mailbox file (embedded default). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Reads the local mailbox; exists only where mail never leaves the machine. */
export interface MailboxReader {
  /** Mails to this address, oldest first. */
  list(to: string): Promise<StoredMail[]>;
}
