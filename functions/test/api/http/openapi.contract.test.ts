// The contract (issue 18 item 1): the OpenAPI 3.1 document is generated from the routes' zod schemas,
// describes every route the app serves (and nothing it does not), validates with a maintained
// validator, and is served with its reference page under a CSP that allows what the page loads.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isEmbedPath } from '../../../src/http/embeds/embed-headers.ts';
import { API_REFERENCE_CSP } from '../../../src/http/routes/api-reference-csp.ts';
import { isSiteFilePath } from '../../../src/http/site-paths.ts';
import { checkAnswer } from '../../support/contract-check.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  t = await createTestApp();
  document = await json(await t.request('GET', '/api/openapi.json'));
});
afterAll(() => t.close());

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every method and path the app routes to a handler, in OpenAPI's path form. */
function appRoutes(app: TestApp['app']): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (!METHODS.has(route.method)) continue; // middleware ('ALL')
    // Share images, sitemaps and robots.txt are for crawlers, not API operations (site-paths.ts); the
    // embed widget and embed.js, which partners build on, are documented.
    if (isSiteFilePath(route.path) && !isEmbedPath(route.path)) continue;
    routes.add(`${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`);
  }
  return [...routes].sort();
}

function documented(doc: typeof document): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 and valid for a maintained validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('describes every route the app serves, at its documented path and under /api, and no other', () => {
    const served = appRoutes(t.app);
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((r) => !documented(document).includes(r))).toEqual([]);
    expect(documented(document).filter((r) => !served.includes(r))).toEqual([]);
  });

  test('without the local mailbox (production), the mailbox route is neither served nor documented', async () => {
    const production = await createTestApp({ mail: 'smtp' });
    try {
      const doc = await json<typeof document>(await production.request('GET', '/openapi.json'));
      expect(appRoutes(production.app)).toEqual(documented(doc));
      expect(Object.keys(doc.paths)).not.toContain('/api/dev/mailbox');
    } finally {
      await production.close();
    }
  });

  test('says what the documented calls need: bearer scheme, Idempotency-Key on writes, the error body', () => {
    const doc = document as unknown as {
      components: {
        securitySchemes: Record<string, { type: string; scheme: string }>;
        schemas: Record<string, unknown>;
      };
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown[];
            parameters?: { name: string; in: string }[];
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toBeTruthy();
    const submit = doc.paths['/api/company-reviews/submit']?.post;
    expect(submit?.security).toEqual([{ bearer: [] }]);
    expect(submit?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    expect(Object.keys(submit?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '429', '500', '503']),
    );
    // The documented non-/api paths are there too.
    for (const path of [
      '/interviewers/{id}',
      '/auth/rmi/login',
      '/reviews/rmi',
      '/managers/homepage-content',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  test('the company review body documents the overall rating as optional, as SPEC.md sends it', () => {
    type Post = { requestBody: { content: { 'application/json': { schema: { required?: string[] } } } } };
    const post = document.paths['/api/company-reviews/submit']?.post as Post;
    const body = post.requestBody.content['application/json'].schema;
    expect(body.required ?? []).not.toContain('rating');
    expect(body.required).toContain('companyId');
  });
});

describe('the reference page', () => {
  test.each(['/api/docs', '/docs'])('%s loads only our own scripts, none inline', async (path) => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(API_REFERENCE_CSP);
    expect(csp).toMatch(/script-src 'self';/);
    const html = await res.text();
    expect([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'docs/swagger-ui-bundle.js',
      'docs/start.js',
    ]);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    // Each asset is served from this origin; anything else under /docs/ is a 400, never a file read.
    const base = path.replace(/docs$/, '');
    for (const [asset, type] of [
      ['docs/swagger-ui-bundle.js', /javascript/],
      ['docs/swagger-ui.css', /text\/css/],
      ['docs/start.js', /javascript/],
    ] as const) {
      const file = await t.request('GET', `${base}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type')).toMatch(type);
      expect((await file.text()).length).toBeGreaterThan(50);
    }
    for (const probe of ['docs/..%2Fpackage.json', 'docs/index.html', 'docs/swagger-ui-bundle.js.map']) {
      expect((await t.request('GET', `${base}${probe}`)).status, probe).toBe(400);
    }
  });
});

describe('answers checked against the document (support/contract-check.ts)', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  test('a documented answer passes', async () => {
    await expect(
      checkAnswer('embedded', 'GET', 'http://x/api/geocode/script', answer(200, { scriptUrl: null })),
    ).resolves.toBeUndefined();
  });

  test('an answer of another shape, an extra field, an undocumented status or error body fails', async () => {
    await expect(
      checkAnswer('embedded', 'GET', 'http://x/geocode/script', answer(200, { url: 1 })),
    ).rejects.toThrow(/does not match the document/);
    const review = { _id: 'r', likes: 0, dislikes: 0, myVote: null, authorKey: 'leak' };
    await expect(
      checkAnswer('embedded', 'POST', 'http://x/manager-reviews/like/r', answer(200, review)),
    ).rejects.toThrow(/does not match/);
    await expect(
      checkAnswer(
        'embedded',
        'GET',
        'http://x/geocode/script',
        answer(418, { message: 'x', code: 'internal' }),
      ),
    ).rejects.toThrow(/does not list 418/);
    await expect(
      checkAnswer('embedded', 'GET', 'http://x/interviewers/a', answer(404, { error: 'nope' })),
    ).rejects.toThrow(/error body/);
    await expect(
      checkAnswer('production', 'GET', 'http://x/api/dev/mailbox', answer(200, [])),
    ).rejects.toThrow(/no such operation/);
  });
});
