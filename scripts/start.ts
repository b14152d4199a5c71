// npm start: the whole product on the embedded default (DESIGN.md section 3).
// Auth emulator + API on SQLite + the built PWA, on 127.0.0.1 only (see lib/listen-host.ts).
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createApiApp } from '../functions/src/http/app.ts';
import type { AppDeps } from '../functions/src/http/context.ts';
import { parsePublicOrigin } from '../functions/src/http/public-origin.ts';
import { pagesForDeps } from '../functions/src/pages/pages-for-deps.ts';
import { shellFromBuild } from '../functions/src/pages/web-shell-source.ts';
import { startAccountDeletionWorker } from '../functions/src/platform/account-deletion-worker.ts';
import { createEmbeddedDeps } from '../functions/src/platform/embedded-deps.ts';
import { startInsightsWorker } from '../functions/src/platform/insights-worker.ts';
import { startMailWorker } from '../functions/src/platform/mail-worker.ts';
import { listenNode } from '../functions/src/platform/node-server.ts';
import { publishDelay } from '../functions/src/platform/publish-delay.ts';
import { startScheduledPublicationWorker } from '../functions/src/platform/scheduled-publication-worker.ts';
import { buildWebIfStale } from './lib/build-web.ts';
import { DEMO_PROJECT_ID, REPO_ROOT, startEmulators } from './lib/firebase-emulators.ts';
import { listenHost } from './lib/listen-host.ts';
import { assertPortsFree, reclaimLeftoverEmulators, StartRefused } from './lib/start-preflight.ts';
import { assertBuilt, createWebApp } from './lib/web-server.ts';
import { seedDemoDataOnce } from './seed/seed-demo.ts';

// Loopback only unless explicitly overridden (listen-host.ts): the Auth emulator signs no tokens.
const listenAt = (() => {
  try {
    return listenHost(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const HOST = listenAt.host;
const EMULATOR_HOST = '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8787);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const distDir = join(REPO_ROOT, 'dist');

function listen(fetch: (req: Request) => Response | Promise<Response>, listenPort: number): Promise<Server> {
  return listenNode(fetch, { port: listenPort, hostname: HOST });
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((r) => {
    if (!server) return r();
    server.close(() => r());
    server.closeAllConnections();
  });
}

async function main(): Promise<void> {
  if (listenAt.warning) console.warn(listenAt.warning);
  mkdirSync(dataDir, { recursive: true });
  if (process.env.SKIP_BUILD !== '1') buildWebIfStale(distDir);
  assertBuilt(distDir);

  const emulatorsDir = join(dataDir, 'emulators');
  try {
    await reclaimLeftoverEmulators(emulatorsDir, (line) => console.log(line));
    await assertPortsFree(HOST, [
      { port, what: 'web app', setting: 'PORT' },
      { port: apiPort, what: 'API', setting: 'API_PORT' },
    ]);
    await assertPortsFree(EMULATOR_HOST, [
      { port: authPort, what: 'Auth emulator', setting: 'AUTH_EMULATOR_PORT' },
    ]);
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    console.error(`Could not start: ${error.message}`);
    process.exit(1);
  }

  const emulators = await startEmulators({
    only: ['auth'],
    ports: { auth: authPort },
    workDir: emulatorsDir,
    persistDir: join(dataDir, 'auth'),
  });
  let apiServer: Server | undefined;
  let webServer: Server | undefined;
  let deps: AppDeps | undefined;
  let stopDeletions: (() => Promise<void>) | undefined;
  let stopInsights: (() => Promise<void>) | undefined;
  let stopNotices: (() => Promise<void>) | undefined;
  let stopPublication: (() => Promise<void>) | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await Promise.all([close(apiServer), close(webServer)]);
    await stopDeletions?.();
    await stopInsights?.();
    await stopNotices?.();
    await stopPublication?.();
    await deps?.store.close();
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  void emulators.exited.then(() => {
    if (stopping) return;
    console.error('The Auth emulator exited: stopping, since sign-in no longer works.');
    void stop(1);
  });

  try {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${EMULATOR_HOST}:${authPort}`;
    process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
    deps = await createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID });
    // Absolute URLs (pages, sitemaps, share images, widgets): PUBLIC_ORIGIN, else the web app's own origin.
    const origin = parsePublicOrigin(process.env.PUBLIC_ORIGIN) ?? `http://${HOST}:${port}`;
    deps.publicOrigin = origin;
    // New reviews appear at once here unless RMI_PUBLISH_DELAY_HOURS sets a window ("1-24" as in production).
    const delay = publishDelay(process.env, 'at once');
    if (delay) deps.publishDelay = delay;
    if (process.env.SEED !== 'none' && (await seedDemoDataOnce(deps.store, new Date()))) {
      console.log('Seeded demo data into the new data folder (SEED=none skips this).');
    }
    // This one process makes every write of the data folder's accounts: their signed-in reads may be
    // kept per account until the next write (caller-read-cache.ts; production leaves it off).
    // CALLER_READ_CACHE=off (bench:load --without-caller-cache) measures signed-in reads as production makes them.
    const api = createApiApp(deps, { callerReadCache: process.env.CALLER_READ_CACHE !== 'off' });
    const pages = pagesForDeps(deps, api, {
      origin,
      shell: shellFromBuild(distDir),
    });
    const web = createWebApp({
      distDir,
      apiFetch: api.fetch,
      pagesFetch: pages.fetch,
      firebaseConfig: {
        projectId: DEMO_PROJECT_ID,
        apiKey: 'demo-api-key',
        authDomain: `${HOST}:${port}`,
        authEmulatorUrl: `http://${EMULATOR_HOST}:${authPort}`,
      },
      // Production's headers, plus the Auth emulator the SDK talks to here.
      securityHeaders: {
        authEmulatorOrigin: `http://${EMULATOR_HOST}:${authPort}`,
        maps: Boolean(process.env.MAPS_API_KEY),
      },
    });
    apiServer = await listen(api.fetch, apiPort);
    webServer = await listen(web.fetch, port);
    // Large account deletions continue in the background (a scheduled function in production).
    stopDeletions = startAccountDeletionWorker(deps);
    // Account mails and reviewer notices whose send after the answer never ran, never finished or failed
    // (the scheduled function `pendingMails` in production).
    stopNotices = startMailWorker(deps);
    // Reviews whose random publication time has come (the scheduled function `scheduledReviews` in production).
    stopPublication = startScheduledPublicationWorker(deps);
    // Themes, medians and moderation signals (issue 16): the scheduled function `insights` in production.
    // INSIGHTS_EVERY_MS=0 turns the timer off (bench:load does: production runs the job on instances of its
    // own, and here its reads and writes would share the CPU and empty the read caches mid-measurement).
    const insightsEveryMs = Number(process.env.INSIGHTS_EVERY_MS ?? 10_000);
    if (insightsEveryMs > 0) stopInsights = startInsightsWorker(deps, { everyMs: insightsEveryMs });
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    await stop(1);
    return;
  }

  console.log(`
Rate My Interviewer is running (embedded default):
  Web app        http://${HOST}:${port}/
  API            http://${HOST}:${apiPort}/   (also under http://${HOST}:${port}/api/)
  Auth emulator  http://${EMULATOR_HOST}:${authPort}/
  Data folder    ${dataDir}
Press Ctrl-C to stop.`);
}

await main();
