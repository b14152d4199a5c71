import type { ContactRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

export type ContactMessage = ContactRequest;

/** POST /api/contact: stored and mailed to the site's contact address. No credential is sent. */
export function sendContactMessage(
  message: ContactMessage,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return api('/contact', { method: 'POST', body: message, auth: 'none', idempotencyKey });
}
