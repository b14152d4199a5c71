import { Hono } from 'hono';
import { contactBody } from '../../contract/account-requests.ts';
import { contactMail, saveContactMessage } from '../../domain/contact/contact-messages.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { tooManyRequests } from '../auth-guards.ts';
import { clientHousehold } from '../client-ip.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { validate } from '../validation.ts';

export const DEFAULT_CONTACT_ADDRESS = 'contact@rate-my-interviewer.local';
export const CONTACT_SENT_MESSAGE = 'Message sent successfully!';
/** Visitors can write here, so it is limited per client household (an IPv6 /48: client-ip.ts). */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * POST /api/contact {name, email, subject, message} -> 201 { message }.
 * Stored in contactMessages and mailed to the site's contact address. A
 * bearer is optional and never stored with the message.
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/contact',
    validate('json', contactBody),
    idempotent(deps, { atomic: true, outsideEffects: true }),
    async (c) => {
      const decision = await deps.rateLimiter.hit('contact-ip', clientHousehold(c), CONTACT_RATE_LIMIT);
      if (!decision.allowed) {
        throw tooManyRequests(decision.retryAfterSeconds, 'Too many messages. Please try again later.');
      }
      const message = c.req.valid('json');
      await saveContactMessage(deps.store, message, deps.clock(), c.get('idempotency'));
      const to = deps.contactAddress ?? DEFAULT_CONTACT_ADDRESS;
      try {
        if (to) await deps.mailer.send(contactMail(to, message));
        else deps.log.error('contact mail not sent', { error: 'no contact address configured' });
      } catch (error) {
        // Stored anyway; only the error's code, since SMTP errors may quote addresses.
        const code = (error as { code?: unknown })?.code;
        deps.log.error('contact mail not sent', { error: typeof code === 'string' ? code : 'unknown' });
      }
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
    },
  );
}
