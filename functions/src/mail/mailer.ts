/** One outgoing plain-text mail. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  /**
   * The left part of its Message-ID (the adapter adds `@` and the sender's domain), the same for every
   * send of one mail: a mail sent again after a crash or a lost acknowledgement is then the same message,
   * which Gmail and others keep once (RFC 5322 3.6.4: one Message-ID per message). Unset: a new one per send.
   */
  messageId?: string;
};

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

/** What a log line may say of a failed send: the error's code or name, never its message (SMTP's quote the recipient). */
export function mailErrorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}
