// /contact as the PWA draws it (src/features/contact/contact-page.tsx): the heading, how to reach us, and
// the form, which posts to /contact, so it works without JavaScript too (pages-app.ts answers the post
// with this page again: the message sent, or what to correct with everything typed kept). The app's
// first render draws the same form and sends it itself. Every value from data is escaped.

import { CONTACT_PAGE, type ContactField, type ContactValues } from '../domain/text/contact-form.ts';
import { esc } from './html.ts';
import { MESSAGE_ICON_PATHS } from './page-icons.ts';

const TITLE_ID = 'contact-title';
const RESULT_ID = 'contact-result';

/** The app's message icons for the leading emoji (src/components/message-icon/message-icon.tsx). */
const ICONS: Record<string, keyof typeof MESSAGE_ICON_PATHS> = { '✅': 'check', '❌': 'cross' };

/** MessageText: the leading emoji drawn as the app's icon, kept for screen readers. */
function messageText(text: string): string {
  const emoji = [...text][0] ?? '';
  const icon = ICONS[emoji];
  if (!icon) return esc(text);
  return (
    `<svg class="msg-icon" data-icon="${icon}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${MESSAGE_ICON_PATHS[icon]}" fill="currentColor"></path></svg>` +
    `<span class="visually-hidden">${emoji}</span>${esc(text.slice(emoji.length))}`
  );
}

export type ContactForm = {
  values?: Partial<ContactValues>;
  errors?: Partial<Record<ContactField, string>>;
  /** The answer to a post: sent, or why not (a message about the whole form). */
  result?: { tone: 'success' | 'error'; text: string };
};

const FIELDS: {
  field: Exclude<ContactField, 'message'>;
  label: string;
  type?: string;
  autocomplete: string;
}[] = [
  { field: 'name', label: 'Name', autocomplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { field: 'subject', label: 'Subject', autocomplete: 'off' },
];

export function contactMarkup({ values = {}, errors = {}, result }: ContactForm = {}): string {
  const id = (field: ContactField) => `contact-${field}`;
  const invalid = (field: ContactField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${id(field)}-error"` : '';
  const error = (field: ContactField) =>
    errors[field] ? `<p id="${id(field)}-error" class="field-error">${esc(errors[field])}</p>` : '';
  const inputs = FIELDS.map(
    ({ field, label, type, autocomplete }) =>
      `<div class="field"><label for="${id(field)}" class="field-label">${label}</label>` +
      `<input id="${id(field)}" class="field-input"${invalid(field)}${type ? ` type="${type}"` : ''} autoComplete="${autocomplete}" required="" name="${field}" value="${esc(values[field] ?? '')}"/>` +
      `${error(field)}</div>`,
  ).join('');
  const message =
    `<div class="field"><label for="${id('message')}" class="field-label">Message</label>` +
    `<textarea id="${id('message')}" name="message" class="field-input contact-textarea" rows="5" required="" maxLength="5000"${invalid('message')}>${esc(values.message ?? '')}</textarea>` +
    `${error('message')}</div>`;
  const alert = result
    ? `<div id="${RESULT_ID}" class="form-alert" data-tone="${result.tone}" role="${result.tone === 'error' ? 'alert' : 'status'}" tabindex="-1"><p>${messageText(result.text)}</p></div>`
    : '';
  return (
    `<section class="contact-page" aria-labelledby="${TITLE_ID}"><header class="contact-header"><div class="container contact-container">` +
    `<p class="eyebrow contact-eyebrow">${esc(CONTACT_PAGE.eyebrow)}</p><h1 id="${TITLE_ID}">${esc(CONTACT_PAGE.title)}</h1>` +
    `<p class="contact-lead">${esc(CONTACT_PAGE.lead)}</p></div></header>` +
    '<div class="container contact-container contact-body">' +
    '<form class="card form-stack" noValidate="" aria-label="Contact form" action="/contact" method="post">' +
    `${inputs}${message}${alert}<div><button type="submit" class="btn btn-primary">Send Message</button></div></form></div></section>`
  );
}
