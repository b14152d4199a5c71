/** A comma-separated list written as text: long lists stay compact, readable and formatter-stable. */
export function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '');
}
