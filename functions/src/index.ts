// Cloud Functions entry point: the API app as the HTTP function `api`
// (firebase-functions v2). Hosting rewrites /api/** here; the function URL
// serves the documented paths verbatim.
import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './http/app.ts';
import { createFunctionDeps } from './platform/function-deps.ts';
import { lazyListener } from './platform/function-handler.ts';
import { FUNCTION_SECRETS } from './platform/function-params.ts';

export const api = onRequest(
  { region: 'us-central1', concurrency: 80, memory: '512MiB', secrets: FUNCTION_SECRETS },
  lazyListener(async () => getRequestListener(createApiApp(await createFunctionDeps()).fetch)),
);
