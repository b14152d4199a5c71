import type { Mail } from '../../mail/mailer.ts';
import type { DocumentStore } from '../../store/document-store.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

export const CONTACT_MESSAGES = 'contactMessages';

/** What the Contact form sends (SPEC.md section 3). Stored as given; never with the sender's account. */
export type ContactMessage = { name: string; email: string; subject: string; message: string };

export async function saveContactMessage(
  store: DocumentStore,
  message: ContactMessage,
  now: Date,
  also?: TxParticipant,
): Promise<string> {
  const id = store.newId();
  await store.runTransaction(async (tx) => {
    await also?.read(tx);
    tx.create(CONTACT_MESSAGES, id, { ...message, createdAt: now });
    also?.write(tx);
  });
  return id;
}

/** The notification to the site's contact address. */
export function contactMail(to: string, message: ContactMessage): Mail {
  const subject = `Contact form: ${message.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  return {
    to,
    subject,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}
