// Every answer the API tests receive is checked against the contract (issue 18 item 1): the answer
// schema the OpenAPI document declares for that operation and status, or the error body for a
// documented error status. An answer that does not match, or a status the document does not list
// for the operation, fails the test that received it.
import type { z } from 'zod';
import { errorSchema } from '../../src/contract/common.ts';
import { errorStatuses, type Operation, prefixesOf, textTypes } from '../../src/http/openapi/operation.ts';
import { DEV_OPERATIONS, DOC_OPERATIONS, OPERATIONS } from '../../src/http/openapi/operations.ts';
import { isSiteFilePath } from '../../src/http/site-paths.ts';

type Matcher = { method: string; pattern: RegExp; params: number; op: Operation };

const matchersOf = (operations: Operation[]): Matcher[] =>
  operations
    .flatMap((op) =>
      prefixesOf(op).map((prefix) => {
        const source = `${prefix}${op.path}`
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return {
          method: op.method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          params: (op.path.match(/\{/g) ?? []).length,
          op,
        };
      }),
    )
    // A literal segment wins over a parameter (/managers/homepage-content before /managers/{id}).
    .sort((a, b) => a.params - b.params);

/** The local mailbox route exists only in the embedded default's app (as in the document). */
const MATCHERS = {
  embedded: matchersOf([...OPERATIONS, ...DEV_OPERATIONS, ...DOC_OPERATIONS]),
  production: matchersOf([...OPERATIONS, ...DOC_OPERATIONS]),
};

export type AppKind = keyof typeof MATCHERS;

export function documentedOperation(kind: AppKind, method: string, path: string): Operation | null {
  return MATCHERS[kind].find((m) => m.method === method && m.pattern.test(path))?.op ?? null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** Throws when `res` is not what the document says `method path` answers. */
export async function checkAnswer(kind: AppKind, method: string, url: string, res: Response): Promise<void> {
  if (method === 'OPTIONS' || method === 'HEAD') return;
  const path = new URL(url, 'http://test.invalid').pathname;
  const op = documentedOperation(kind, method, path);
  const where = `${method} ${path} answered ${res.status}`;
  const contentType = res.headers.get('Content-Type') ?? '';
  // Routes a test adds to the app for itself are not the API's, nor are the site's files (share
  // images, sitemap, robots.txt: site-paths.ts), which their own tests check.
  if (path.startsWith('/test-only/') || isSiteFilePath(path)) return;
  if (!op) {
    // No such operation: the app's JSON 404 (or 405-like 404), in our error shape.
    if (res.status !== 404) throw new Error(`${where}, but the OpenAPI document has no such operation.`);
    const body = errorSchema.safeParse(await res.clone().json());
    if (!body.success)
      throw new Error(`${where}: not the documented error body (${describeIssues(body.error)}).`);
    return;
  }
  const answer = op.answers[res.status];
  if (answer) {
    if (answer.text) {
      const types = textTypes(answer.text);
      if (!types.some((type) => contentType.startsWith(type)))
        throw new Error(`${where} as ${contentType}, not ${types.join(' or ')}.`);
      return;
    }
    if (!answer.schema) return;
    const body = answer.schema.safeParse(await res.clone().json());
    if (!body.success) {
      throw new Error(`${where}: the answer does not match the document (${describeIssues(body.error)}).`);
    }
    return;
  }
  if (!errorStatuses(op).includes(res.status)) {
    throw new Error(`${where}: the OpenAPI document does not list ${res.status} for this operation.`);
  }
  const body = errorSchema.safeParse(await res.clone().json());
  if (!body.success)
    throw new Error(`${where}: not the documented error body (${describeIssues(body.error)}).`);
}
