import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Production mail through SMTP. `url` is a nodemailer connection URL, e.g.
 * smtps://user:pass@smtp.example.com:465 (secret SMTP_URL); `from` is the
 * sender, e.g. "Rate My Interviewer <no-reply@example.com>" (secret MAIL_FROM).
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      // Created on first use: building the app must not open connections.
      transport ??= createTransport(options.url);
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
