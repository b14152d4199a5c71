import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { type ClientAddressBindings, socketAddressOf } from '../../functions/src/http/client-ip.ts';
import { isSiteFilePath } from '../../functions/src/http/site-paths.ts';
import { SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { compressAnswers } from './compress-answers.ts';
import { headerRulesMatcher, hostingHeaderRules, type SecurityHeaderOptions } from './security-headers.ts';

export type WebAppOptions = {
  /** The built PWA (vite build output). */
  distDir: string;
  /**
   * The API app's fetch: the web origin serves the /api family through it, in-process, passing the
   * client's address (its own socket's peer) as the `clientAddress` binding.
   */
  apiFetch: (request: Request, bindings: ClientAddressBindings) => Response | Promise<Response>;
  /**
   * The rendered pages (functions/src/pages/pages-app.ts): every GET that is not a file of the build, as
   * firebase.json rewrites them to the function `pages` in production.
   */
  pagesFetch: (request: Request) => Response | Promise<Response>;
  /** What /__/firebase/init.json answers, as Firebase Hosting does in production. */
  firebaseConfig: Record<string, unknown>;
  /** What the security headers allow beyond production's (the Auth emulator's origin; Maps when keyed). */
  securityHeaders: SecurityHeaderOptions;
};

/**
 * The web origin of the embedded default: what Firebase Hosting does in
 * production (static files, /api/** and the site's files of site-paths.ts (share images, sitemaps, the embed widget) to the function `api`, every other GET to the function `pages`).
 */
export function createWebApp(options: WebAppOptions): Hono {
  const root = relative(process.cwd(), options.distDir) || '.';
  const app = new Hono();

  // The headers firebase.json gives Hosting (security-headers.ts), applied as Hosting applies them: to
  // everything this origin answers, the API's answers included (Hosting does that too).
  const headersFor = headerRulesMatcher(hostingHeaderRules(options.securityHeaders));
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of headersFor(c.req.path)) c.res.headers.set(name, value);
  });
  // Text answers are compressed, API answers included (Firebase Hosting compresses function answers too).
  app.use(compressAnswers());
  // The client is the peer of this socket, whatever X-Forwarded-For it sent: the API trusts this
  // binding, which no request can set, and never that header here ('' when there is no socket).
  const toApi = (c: Context) => options.apiFetch(c.req.raw, { clientAddress: socketAddressOf(c) ?? '' });
  app.all('/api/*', toApi);
  // The site's files the app serves (share images, sitemap, robots.txt), as Hosting's rewrites do.
  app.get('*', (c, next) => (isSiteFilePath(c.req.path) ? toApi(c) : next()));
  app.get('/__/firebase/init.json', (c) => c.json(options.firebaseConfig));

  // Only a path that can name a file of the build is looked up on disk: every file the build writes has
  // an extension (hashed assets, icons, sw.js, the manifest, the shell). A page's path (no extension, and
  // '/': the build writes no index.html, shell-files.ts) goes straight to the pages, without a filesystem
  // check per navigation.
  const files = serveStatic({ root });
  app.use('*', (c, next) => (mayBeBuildFile(c.req.path) ? files(c, next) : next()));
  // Every other page: rendered, with its own head and content, or a 404 page (Hosting: the `pages` rewrite).
  app.get('*', (c, next) => (c.req.path.startsWith('/__/') ? next() : options.pagesFetch(c.req.raw)));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Whether `path` can name a file of the build: a last segment with an extension ('/' is the landing page). */
export function mayBeBuildFile(path: string): boolean {
  return path.lastIndexOf('.') > path.lastIndexOf('/');
}

export function assertBuilt(distDir: string): void {
  if (!existsSync(join(distDir, SHELL_FILE))) {
    throw new Error(`No built PWA in ${distDir}: run "npm run build:web" first.`);
  }
}
