import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { apiDocument } from '../openapi/document.ts';
import { assetParam } from '../openapi/reference-assets.ts';
import { validate } from '../validation.ts';
import { API_REFERENCE_CSP } from './api-reference-csp.ts';

/**
 * The reference page is Swagger UI (swagger-ui-dist: its prebuilt bundle, no dependencies of its own),
 * served from our own origin: no CDN, and no inline script, so our CSP stays 'self' only. Every URL
 * is relative, so the page works at /docs and at /api/docs alike.
 */
const START_SCRIPT = `// Starts Swagger UI on the document next to this page.
window.ui = SwaggerUIBundle({
  url: new URL('openapi.json', document.baseURI).href,
  dom_id: '#api-reference',
  deepLinking: true,
  tryItOutEnabled: false,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Rate My Interviewer API</title>
    <link rel="stylesheet" href="docs/swagger-ui.css">
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/start.js"></script>
  </body>
</html>
`;

const FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
type DistFile = keyof typeof FILES;

const loaded = new Map<DistFile, Promise<string>>();
function distFile(name: DistFile): Promise<string> {
  let file = loaded.get(name);
  if (!file) {
    file = readFile(fileURLToPath(import.meta.resolve(`swagger-ui-dist/${name}`)), 'utf8');
    loaded.set(name, file);
  }
  return file;
}

/**
 * GET /openapi.json (the OpenAPI 3.1 document generated from the routes' zod schemas),
 * GET /docs (the reference page) and GET /docs/{asset} (its stylesheet and scripts).
 */
export function apiDocsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(apiDocument({ devMailbox: deps.devMailbox !== undefined }));
    })
    .get('/docs', (c) => {
      c.header('Content-Security-Policy', API_REFERENCE_CSP);
      c.header('Cache-Control', 'no-cache');
      return c.html(PAGE);
    })
    .get('/docs/:asset', validate('param', assetParam), async (c) => {
      const { asset } = c.req.valid('param');
      c.header('Cache-Control', 'public, max-age=86400');
      if (asset === 'start.js') {
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        return c.body(START_SCRIPT);
      }
      c.header('Content-Type', FILES[asset]);
      return c.body(await distFile(asset));
    });
}
