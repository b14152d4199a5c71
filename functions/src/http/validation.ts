import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** The first problem, in words a user can act on, naming the field. */
export function describeIssue(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is invalid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * zod at the edge: parses one part of the request (json, query, param) and
 * turns any failure into our 400 { message, code }. A body that is not JSON
 * at all is a 400 too, never a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(describeIssue(result.error));
  });
}
