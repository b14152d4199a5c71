// Cloud Functions entry point: the API app as the HTTP function `api`
// (firebase-functions v2). Hosting rewrites /api/** here; the function URL
// serves the documented paths verbatim.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './http/app.ts';
import { createFunctionDeps } from './platform/function-deps.ts';
import { FUNCTION_SECRETS } from './platform/function-params.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
let listener: Listener | undefined;

// Built on the first request, not at load: deployment loads this module only to read its triggers.
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  listener ??= getRequestListener(createApiApp(await createFunctionDeps()).fetch);
  await listener(req, res);
}

export const api = onRequest(
  { region: 'us-central1', concurrency: 80, memory: '512MiB', secrets: FUNCTION_SECRETS },
  handle,
);
