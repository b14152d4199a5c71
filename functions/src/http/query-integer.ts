// Whole numbers in query strings (?limit=, ?page=, ?theme=, ?maxwidth=). z.coerce.number read whatever
// Number() reads: "0x10" as 16, "1e1" as 10, " 5 " and "5.0" as 5, "" as 0, so one request had many
// spellings (and a blank ?theme= was theme 0). The API document says `type: integer`: digits only.
import { z } from 'zod';

const DIGITS = /^[0-9]+$/;

/**
 * A query field holding a whole number from `min` to `max`, written in plain decimal digits; anything
 * else is refused ("limit must be a whole number from 1 to 100."). Not given stays undefined (for
 * .optional() and .default()), and a list (a name given twice) is left to validate() to refuse as such.
 */
export function queryInteger(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (DIGITS.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  }, z.number().int(message).min(min).max(max));
}
