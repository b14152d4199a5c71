/**
 * The ids we hand out: store.newId() and unlinkableId() are 20 base62
 * characters; seeds and older data may use other letters, digits, _ and -.
 * Anything else (a '/', a name typed into an id field) is not one of ours.
 */
export const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isDocId(value: string): boolean {
  return DOC_ID_PATTERN.test(value);
}
