import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** The domain of the sender's address (as nodemailer's own Message-IDs use), for our Message-IDs. */
const domainOf = (from: string) => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * Production mail through SMTP. `url` is a nodemailer connection URL, e.g.
 * smtps://user:pass@smtp.example.com:465 (secret SMTP_URL); `from` is the
 * sender, e.g. "Rate My Interviewer <no-reply@example.com>" (secret MAIL_FROM).
 */
export function smtpMailer(
  options: { url: string; from: string },
  create: (url: string) => Transporter = createTransport,
): Mailer {
  let transport: Transporter | undefined;
  const domain = domainOf(options.from);
  return {
    async send(mail) {
      // Created on first use: building the app must not open connections.
      transport ??= create(options.url);
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.messageId ? { messageId: `<${mail.messageId}@${domain}>` } : {}),
      });
    },
  };
}
