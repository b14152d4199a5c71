// Cloud Functions entry point: the API app as the HTTP function `api`
// (firebase-functions v2). Hosting rewrites /api/** here; the function URL
// serves the documented paths verbatim. `accountDeletions` continues large
// account deletions in the background; `insights` keeps themes, medians and
// moderation signals up to date; `pendingMails` sends the account mails (codes) and the reviewers' mails
// about responses that were not sent right after the answer; `scheduledReviews` publishes new reviews at their random
// publication time (domain/moderation/scheduled-publication.ts). `pages` answers the site's navigations with rendered pages
// (Hosting rewrites them there; functions/src/pages/pages-app.ts).
import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApiApp } from './http/app.ts';
import { pagesForDeps } from './pages/pages-for-deps.ts';
import { shellFromOrigin } from './pages/web-shell-source.ts';
import { runAccountDeletions } from './platform/account-deletion-worker.ts';
import { createFunctionDeps } from './platform/function-deps.ts';
import { lazyListener, lazyOnce } from './platform/function-handler.ts';
import { FUNCTION_SECRETS } from './platform/function-params.ts';
import { runInsights } from './platform/insights-worker.ts';
import { runPendingMails } from './platform/mail-worker.ts';
import { runScheduledPublication } from './platform/scheduled-publication-worker.ts';

export const api = onRequest(
  { region: 'us-central1', concurrency: 80, memory: '512MiB', secrets: FUNCTION_SECRETS },
  lazyListener(async () => getRequestListener(createApiApp(await createFunctionDeps()).fetch)),
);

/**
 * The rendered pages (issue 15): profiles, companies, search and the static pages with their own head and
 * content, 404s and moved-slug redirects. A function of its own because `api`'s URL serves the documented
 * JSON paths verbatim (GET /interviewers/{id} is JSON there). PUBLIC_ORIGIN (functions/.env) is the site's
 * address; the PWA's shell and prerendered pages are read from there (pages/shell-files.ts).
 */
export const pages = onRequest(
  { region: 'us-central1', concurrency: 80, memory: '512MiB', secrets: FUNCTION_SECRETS },
  lazyListener(async () => {
    const deps = await createFunctionDeps();
    const origin = deps.publicOrigin;
    if (!origin)
      throw new Error('PUBLIC_ORIGIN is not set: the rendered pages need the site’s public origin.');
    const app = pagesForDeps(deps, createApiApp(deps), {
      origin,
      shell: shellFromOrigin(origin),
    });
    return getRequestListener(app.fetch);
  }),
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

/**
 * The insights job (issue 16): every 5 minutes, themes of the targets whose reviews changed, the
 * medians of all companies and the moderators' suspicious patterns, for at most 4 minutes; every
 * step is idempotent, so a run cut short is continued by the next.
 */
export const insights = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'us-central1',
    memory: '1GiB',
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: FUNCTION_SECRETS,
  },
  async () => runInsights(await jobDeps(), 240_000),
);

/**
 * Account mails (codes: queued before they are sent) and reviewers' mails about responses (issue 17 item
 * 3: owed in the response's own transaction), both sent right after the answer; every minute, those that
 * were not (the instance stopped or got no CPU after its answer, or the mailer failed).
 */
export const pendingMails = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    memory: '256MiB',
    timeoutSeconds: 120,
    retryCount: 0,
    secrets: FUNCTION_SECRETS,
  },
  async () => runPendingMails(await jobDeps(), 50_000),
);

/**
 * New reviews appear at a random moment after they were written (RMI_PUBLISH_DELAY_HOURS, default 1-24
 * hours): every 5 minutes, those whose moment has come are published, each in its own transaction with
 * the figures it enters, for at most 4 minutes; a review is published once however runs overlap. Reviews
 * their authors deleted while published leave at their moments in the same runs (reviews/due-departures.ts).
 */
export const scheduledReviews = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'us-central1',
    memory: '256MiB',
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: FUNCTION_SECRETS,
  },
  async () => runScheduledPublication(await jobDeps(), 240_000),
);
