// Escaping for the rendered pages: every text and attribute value that comes from data goes through
// these, so a name or review text can never become markup (the PWA's React escapes the same way).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a double-quoted attribute value. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/**
 * JSON inside a <script> element (a JSON-LD or data block): `<` and `>` escaped so no value can close the
 * element or open a comment, and the line separators that older parsers refuse. JSON.parse reads it as is.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
