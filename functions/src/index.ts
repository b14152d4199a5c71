// Cloud Functions entry point: the API app as the HTTP function `api`
// (firebase-functions v2). Hosting rewrites /api/** here; the function URL
// serves the documented paths verbatim. `accountDeletions` continues large
// account deletions in the background.
import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApiApp } from './http/app.ts';
import { runAccountDeletions } from './platform/account-deletion-worker.ts';
import { createFunctionDeps } from './platform/function-deps.ts';
import { lazyListener, lazyOnce } from './platform/function-handler.ts';
import { FUNCTION_SECRETS } from './platform/function-params.ts';

export const api = onRequest(
  { region: 'us-central1', concurrency: 80, memory: '512MiB', secrets: FUNCTION_SECRETS },
  lazyListener(async () => getRequestListener(createApiApp(await createFunctionDeps()).fetch)),
);

const jobDeps = lazyOnce(() => createFunctionDeps());

/**
 * Account deletion in the background (issue 20): every minute, bounded steps of every pending
 * deletion for at most 50 s, so runs do not overlap; each step is idempotent, so one that fails or
 * is cut short is simply continued by the next run.
 */
export const accountDeletions = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 120,
    retryCount: 0,
    secrets: FUNCTION_SECRETS,
  },
  async () => runAccountDeletions(await jobDeps(), 50_000),
);
