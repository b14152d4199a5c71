// The contact page's words and its form's checks, one source for the app's page
// (src/features/contact/contact-page.tsx) and the rendered one (pages/contact-markup.ts), whose form also
// works without JavaScript: the server checks a posted form as the app checks it before sending.

export const CONTACT_PAGE = {
  eyebrow: 'Contact',
  title: 'We’d love to hear from you',
  lead: 'Questions, feedback, or a review you think breaks our guidelines? Send us a message and we will get back to you by email.',
  sent: '✅ Message sent successfully!',
  failed: '❌ Failed to send message. Please try again.',
} as const;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an email address as typed, or undefined (the API's rule: at most 254 characters). */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    return 'Enter a valid email address, like name@example.com.';
  }
  return undefined;
}

/** Each field's problem, in the form's order: all four are required. */
export function contactFieldErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const found: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) found.name = 'Enter your name.';
  const email = emailError(values.email);
  if (email) found.email = email;
  if (!values.subject.trim()) found.subject = 'Enter a subject.';
  if (!values.message.trim()) found.message = 'Enter your message.';
  return found;
}
