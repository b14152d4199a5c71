import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { apiDocument } from '../openapi/document.ts';
import { API_REFERENCE_CSP } from './api-reference-csp.ts';

/** Scalar's browser bundle, served from our own origin: no CDN (the CSP allows only 'self'). */
const SCALAR_BUNDLE = '@scalar/api-reference/dist/browser/standalone.js';

let bundle: Promise<string | null> | undefined;
function scalarBundle(): Promise<string | null> {
  bundle ??= (async () => {
    try {
      return await readFile(fileURLToPath(import.meta.resolve(SCALAR_BUNDLE)), 'utf8');
    } catch {
      return null;
    }
  })();
  return bundle;
}

/**
 * GET /openapi.json (the OpenAPI 3.1 document generated from the routes' zod schemas),
 * GET /docs (the reference page, by Scalar) and GET /docs/scalar.js (its script, from
 * node_modules). URLs in the page are relative, so it works at /docs and at /api/docs alike.
 */
export function apiDocsRoutes(deps: AppDeps) {
  const reference = Scalar({
    url: 'openapi.json',
    cdn: 'docs/scalar.js',
    pageTitle: 'Rate My Interviewer API',
    // Fonts from Scalar's CDN would be refused by our CSP; the system fonts do.
    withDefaultFonts: false,
  });
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(apiDocument({ devMailbox: deps.devMailbox !== undefined }));
    })
    .get('/docs', async (c, next) => {
      const page = await reference(c as unknown as Parameters<typeof reference>[0], next);
      if (!(page instanceof Response)) return page;
      // The page's one inline script (Scalar's start-up call) is allowed by its hash, nothing else.
      page.headers.set('Content-Security-Policy', API_REFERENCE_CSP);
      page.headers.set('Cache-Control', 'no-cache');
      return page;
    })
    .get('/docs/scalar.js', async (c) => {
      const script = await scalarBundle();
      if (script === null) {
        throw notFound(
          'The reference page needs @scalar/api-reference installed; /api/openapi.json has the document.',
        );
      }
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(script);
    });
}
