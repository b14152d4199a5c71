import { api } from '@/lib/api-client';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** POST /api/contact: stored and mailed to the site's contact address. No credential is sent. */
export function sendContactMessage(
  message: ContactMessage,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return api('/contact', { method: 'POST', body: message, auth: 'none', idempotencyKey });
}
