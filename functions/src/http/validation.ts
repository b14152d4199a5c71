import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

// The one way routes validate input (DESIGN.md section 6): zod at the edge,
// failures as 400 { message, code: 'invalid_request' } with a message naming
// the field. Unknown fields are ignored: use z.object (it strips them), not z.strictObject.

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'The request' : path.map(String).join('.');
}

/**
 * A human message for the first issue, e.g. "email is required." or "password
 * must be at least 8 characters.". Custom zod messages written as a predicate
 * in lower case ("must be the 6-digit code") are appended to the field name.
 */
export function describeIssue(issue: Issue, input: unknown): string {
  const field = fieldName(issue.path);
  if (/^[a-z]/.test(issue.message)) return `${field} ${issue.message}.`;
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) {
        return issue.path.length === 0 ? 'The request body is missing.' : `${field} is required.`;
      }
      return `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} must not be empty.`
          : `${field} must be at least ${issue.minimum} characters.`;
      }
      return `${field} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters.`;
      return `${field} must be at most ${issue.maximum}.`;
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
 * zValidator with our error mapping, plus a 400 (not a 500) for a body that is
 * not JSON at all. Use: `.post('/path', validate('json', schema), (c) => c.req.valid('json'))`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw badRequest(issue ? describeIssue(issue as Issue, result.data) : 'The request is invalid.');
    }
  });
  const guarded: typeof inner = async (c, next) => {
    let reachedNext = false;
    try {
      return await inner(c, () => {
        reachedNext = true;
        return next();
      });
    } catch (error) {
      // Hono's validator throws this for malformed JSON, before our hook runs.
      if (!reachedNext && error instanceof HTTPException && error.status === 400) {
        throw badRequest('The request body is not valid JSON.');
      }
      throw error;
    }
  };
  return guarded;
}
