// One documented operation of the API, declared with @hono/zod-openapi's createRoute from the same
// zod schemas the route validates with (its exported request schemas) and the answer schemas of
// functions/src/contract. Each is registered twice: at its documented path and under /api, as app.ts
// serves every route (DESIGN.md section 6).
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../idempotency.ts';
import { isPartnerRead } from '../partner-keys.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Schema = z.ZodType;
// biome-ignore lint/suspicious/noExplicitAny: any zod object shape is a valid parameter set
type Params = z.ZodObject<any>;

type TextType = 'text/html' | 'text/javascript' | 'text/css';

/** The answer's text types, one or several. */
export function textTypes(text: TextType | readonly TextType[]): readonly TextType[] {
  return typeof text === 'string' ? [text] : text;
}

export type Answer = {
  description: string;
  /** JSON body; absent for a body of another type (see `html`). */
  schema?: Schema;
  /** A text body of one of these types instead of JSON (the reference page and its assets). */
  text?: TextType | readonly TextType[];
  /** Answer headers worth documenting (paging, totals). */
  headers?: Record<string, string>;
};

export type Operation = {
  method: Method;
  /** OpenAPI form: /interviewers/{id}. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Bearer token: required (401 without), optional (personalises the answer), moderator (403 without the claim), none. */
  auth: 'required' | 'optional' | 'moderator' | 'none';
  /** Writes take an Idempotency-Key (idempotency.ts). */
  idempotent?: boolean;
  params?: Params;
  query?: Params;
  body?: Schema;
  answers: Record<number, Answer>;
  /** Error statuses of this operation beyond the ones every operation of its kind has (below). */
  errors?: number[];
  /** Served only under /api (the docs themselves); default: both paths. */
  apiOnly?: boolean;
  /** Served only at its own path, never under /api (the embed widget and embed.js). */
  rootOnly?: boolean;
};

/** The paths an operation is served at (app.ts): its own, and again under /api unless it says otherwise. */
export function prefixesOf(op: Operation): string[] {
  if (op.apiOnly) return ['/api'];
  if (op.rootOnly) return [''];
  return ['', '/api'];
}

/** Whether a partner's API key (X-Api-Key, partner-keys.ts) opens this operation to its origin. */
export function opensToPartners(op: Operation): boolean {
  return isPartnerRead(op.method.toUpperCase(), op.path);
}

/** What each error status means, for the document. */
const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input: the message names the field (invalid_request).',
  401: 'No bearer token, or an invalid or revoked one; or an X-Api-Key that is not valid or was revoked (unauthenticated).',
  403: 'Not allowed, an account whose email address is not verified yet, or an X-Api-Key for another origin (forbidden); a wrong current password where one is asked for (wrong_password).',
  404: 'Not found (not_found).',
  409: 'A conflict: a duplicate, or an Idempotency-Key reused for another request or still in progress (conflict, already_processed); a second review of a subject whose deleted review has not left the site yet (still_leaving).',
  413: 'The body is over 64 KB (payload_too_large).',
  429: 'Rate limited; Retry-After says when to try again (rate_limited).',
  500: 'Something went wrong; never internals (internal).',
  503: 'Contention or a dependency unavailable; Retry-After says when to try again (unavailable).',
};

/** The statuses every operation of this kind may answer, beside its own. */
export function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>([500, 503, ...(op.errors ?? [])]);
  if (op.params || op.query || op.body || op.idempotent) statuses.add(400);
  if (op.auth !== 'none') statuses.add(401);
  // A write by an account whose email address is not verified yet is refused (auth.ts requireUser).
  if (op.auth === 'moderator' || (op.auth !== 'none' && op.method !== 'get')) statuses.add(403);
  if (op.body || op.method !== 'get') statuses.add(413);
  if (op.idempotent) statuses.add(409);
  // A partner's key may be refused (bad or revoked, another origin's) or over its limit.
  if (opensToPartners(op)) for (const status of [401, 403, 429]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/)
    .optional()
    .meta({
      description:
        'Makes the write exactly-once: a resend under the same key (per caller) answers the first answer with Idempotent-Replayed: true and writes nothing new. 1 to 200 visible ASCII characters.',
    }),
});

const json = (schema: Schema) => ({ 'application/json': { schema } });

function responsesOf(op: Operation) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    const headers = {
      ...(answer.headers ?? {}),
      ...(op.idempotent
        ? {
            [REPLAYED_HEADER]: 'true when this is the stored answer of an earlier request with the same key.',
          }
        : {}),
    };
    responses[status] = {
      description: answer.description,
      ...(answer.schema ? { content: json(answer.schema) } : {}),
      ...(answer.text
        ? {
            content: Object.fromEntries(
              textTypes(answer.text).map((type) => [type, { schema: { type: 'string' } }]),
            ),
          }
        : {}),
      ...(Object.keys(headers).length > 0
        ? {
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    };
  }
  for (const status of errorStatuses(op)) {
    responses[String(status)] ??= {
      description: ERROR_MEANING[status] ?? 'An error.',
      content: json(errorSchema),
      ...(status === 429 || status === 503
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } } }
        : {}),
    };
  }
  return responses;
}

function operationId(op: Operation, prefix: string): string {
  const words = `${op.method} ${prefix} ${op.path}`
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1))).join('');
}

/** Both paths of one operation, declared with createRoute and registered in `doc`'s registry. */
export function register(doc: OpenAPIHono, op: Operation): void {
  const bearer: Record<string, string[]>[] = [{ bearer: [] }];
  // Optional: anonymous ({}) or with a bearer.
  // A partner's key is optional: it opens the read to the key's origin (CORS), it is never required.
  const partner: Record<string, string[]>[] = opensToPartners(op) ? [{ partnerKey: [] }] : [];
  const security =
    op.auth === 'none'
      ? partner.length > 0
        ? [{}, ...partner]
        : []
      : op.auth === 'optional'
        ? [{}, ...bearer, ...partner]
        : bearer;
  for (const prefix of prefixesOf(op)) {
    const route = createRoute({
      method: op.method,
      path: `${prefix}${op.path}`,
      operationId: operationId(op, prefix),
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      security,
      request: {
        ...(op.params ? { params: op.params } : {}),
        ...(op.query ? { query: op.query } : {}),
        ...(op.idempotent ? { headers: idempotencyHeader } : {}),
        ...(op.body ? { body: { required: true, content: json(op.body) } } : {}),
      },
      // biome-ignore lint/suspicious/noExplicitAny: built above in the shape createRoute takes
      responses: responsesOf(op) as any,
    });
    doc.openAPIRegistry.registerPath(route);
  }
}

/** A JSON answer: its description, schema and documented headers. */
export function ok(description: string, schema: Schema, headers?: Record<string, string>): Answer {
  return { description, schema, ...(headers ? { headers } : {}) };
}
