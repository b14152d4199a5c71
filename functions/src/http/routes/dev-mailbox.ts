import { Hono } from 'hono';
import { z } from 'zod';
import { emailField } from '../../contract/request-fields.ts';
import type { MailboxReader } from '../../mail/mailer.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../validation.ts';

export const mailboxQuery = z.object({ to: emailField });

/**
 * GET /api/dev/mailbox?to=EMAIL: the local mailbox of the embedded default,
 * oldest first. app.ts mounts it only when the mailbox adapter is in use, so
 * it does not exist in production.
 */
export function devMailboxRoutes(mailbox: MailboxReader) {
  return new Hono<AppEnv>().get('/dev/mailbox', validate('query', mailboxQuery), async (c) => {
    const mails = await mailbox.list(c.req.valid('query').to);
    return c.json(mails.map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt })));
  });
}
