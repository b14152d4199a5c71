import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { badRequest } from './errors.ts';

// The one way routes validate input (DESIGN.md section 6): zod at the edge,
// failures as 400 { message, code: 'invalid_request' } with a message naming
// the field. Unknown fields are ignored: use z.object (it strips them), not
// z.strictObject. A body that is not JSON at all is app.ts's 400 (Hono throws
// before any validator hook runs).

type Issue = z.core.$ZodIssue;

// zod's own English messages ("Invalid input: ...", "Too small: ..."), which we reword.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)\b/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function generic(issue: Issue, field: string, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) {
        return issue.path.length === 0 ? 'The request body is missing.' : `${field} is required.`;
      }
      return `${field} must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} must not be empty.`
          : `${field} must be at least ${issue.minimum} characters.`;
      }
      return `${field} must be at least ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters.`
        : `${field} must be at most ${issue.maximum}.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${field} must be a valid email address.`
        : `${field} has an invalid format.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return `${field} is invalid.`;
  }
}

/**
 * The first problem, in words a user can act on, naming the field:
 * zod's defaults are reworded ("email is required.", "password must be at
 * least 8 characters."); a custom message written as a lower-case predicate
 * ("must be the 6-digit code") follows the field name; any other custom
 * message is kept after it ("name: Company name is required.").
 */
export function describeIssue(error: { issues: readonly Issue[] }, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is invalid.';
  const field = issue.path.length === 0 ? 'The request' : issue.path.map(String).join('.');
  if (ZOD_DEFAULT_MESSAGE.test(issue.message)) return generic(issue, field, input);
  if (/^[a-z]/.test(issue.message)) return `${field} ${issue.message}.`;
  return issue.path.length === 0 ? issue.message : `${field}: ${issue.message}`;
}

/**
 * zod at the edge: parses one part of the request (json, query, param) and
 * turns any failure into our 400 { message, code }.
 * Use: `.post('/path', validate('json', schema), (c) => c.req.valid('json'))`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const error = result.error as { issues: Issue[] };
    // A query name given twice arrives as a list ("?limit=1&limit=2"); said as such, as once() says it,
    // on every route rather than "limit must be a number." where a field does not use once().
    const [issue] = error.issues;
    if (target === 'query' && issue?.path.length === 1 && Array.isArray(valueAt(result.data, issue.path))) {
      throw badRequest(`${String(issue.path[0])} must be given once.`);
    }
    throw badRequest(describeIssue(error, result.data));
  });
}

/**
 * A query field read as one value. A field given twice arrives as a list ("?q=a&q=b"): refused as
 * such ("q must be given once."), rather than with whatever the list says to the schema.
 */
export function once<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    if (!Array.isArray(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'must be given once', input: value });
    return z.NEVER;
  }, schema);
}
