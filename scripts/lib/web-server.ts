import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { ClientAddressBindings } from '../../functions/src/http/client-ip.ts';
import { isSiteFilePath } from '../../functions/src/http/site-paths.ts';
import { SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { setLastHeaders } from '../../functions/src/platform/node-server.ts';
import { compressAnswer } from './compress-answers.ts';
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
   * firebase.json rewrites them to the function `pages` in production, and the contact form's post, with
   * the client's address as the API gets it (the form is sent on to the API in process).
   */
  pagesFetch: (request: Request, bindings?: ClientAddressBindings) => Response | Promise<Response>;
  /** What /__/firebase/init.json answers, as Firebase Hosting does in production. */
  firebaseConfig: Record<string, unknown>;
  /** What the security headers allow beyond production's (the Auth emulator's origin; Maps when keyed). */
  securityHeaders: SecurityHeaderOptions;
};

/** What the node server passes a fetch handler (@hono/node-server): the request's own socket and answer. */
export type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; outgoing?: unknown };

export type WebApp = {
  /** The web origin's handler, for createNodeServer (node-server.ts), which passes the socket's bindings. */
  fetch: (request: Request, env?: NodeBindings) => Promise<Response>;
  /** An in-process request (tests): `path` on http://localhost, no socket. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
};

/**
 * The web origin of the embedded default: what Firebase Hosting does in
 * production (static files, /api/** and the site's files of site-paths.ts (share images, sitemaps, the embed widget) to the function `api`, every other GET to the function `pages`).
 */
export function createWebApp(options: WebAppOptions): WebApp {
  const root = relative(process.cwd(), options.distDir) || '.';
  // Everything that is not the API's: the Hosting config, the build's files, the rendered pages.
  const app = new Hono();
  app.get('/__/firebase/init.json', (c) => c.json(options.firebaseConfig));
  // Only a path that can name a file of the build is looked up on disk: every file the build writes has
  // an extension (hashed assets, icons, sw.js, the manifest, the shell). A page's path (no extension, and
  // '/': the build writes no index.html, shell-files.ts) goes straight to the pages, without a filesystem
  // check per navigation.
  const files = serveStatic({ root });
  app.use('*', (c, next) => (mayBeBuildFile(c.req.path) ? files(c, next) : next()));
  // Every other page: rendered, with its own head and content, or a 404 page (Hosting: the `pages` rewrite).
  app.get('*', (c, next) => (c.req.path.startsWith('/__/') ? next() : options.pagesFetch(c.req.raw)));
  // The contact form without JavaScript (a page's post, Hosting's rewrite too): its sender is this socket's peer.
  app.post('/contact', (c) =>
    options.pagesFetch(c.req.raw, {
      clientAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '',
    }),
  );
  app.notFound((c) => c.text('Not found', 404));

  // The headers firebase.json gives Hosting (security-headers.ts), applied as Hosting applies them: to
  // everything this origin answers, over the answer's own headers, the API's answers included.
  // Names in lower case, as they went out when they were set through a web Headers object.
  const headersFor = headerRulesMatcher(
    hostingHeaderRules(options.securityHeaders).map((rule) => ({
      ...rule,
      headers: rule.headers.map(({ key, value }) => ({ key: key.toLowerCase(), value })),
    })),
  );

  const fetch = async (request: Request, env?: NodeBindings): Promise<Response> => {
    // The path as Hono routes it (decoded but for %2F and %25), so the rules match what they did.
    const path = getPath(request);
    const rules = headersFor(path);
    // On the head the node server writes when it can (no web Headers object), else on the answer below.
    // Set first: an answer the app fails to make (the node server's JSON 500) gets them too.
    const onHead = setLastHeaders(env?.outgoing, rules);
    const method = request.method;
    // The API's paths (and the site's files the app serves, as Hosting's rewrites do) go straight to the
    // API app: no second routing pass and no static-file check for them. The client is the peer of this
    // socket, whatever X-Forwarded-For it sent: the API trusts this binding, which no request can set,
    // and never that header here ('' when there is no socket).
    const answer =
      isApiPath(path) || ((method === 'GET' || method === 'HEAD') && isSiteFilePath(path))
        ? await options.apiFetch(request, { clientAddress: env?.incoming?.socket?.remoteAddress ?? '' })
        : await app.fetch(request, env);
    // Text answers are compressed, API answers included (Firebase Hosting compresses function answers too).
    const { response, vary } = compressAnswer(request, answer);
    const varyHeader = vary === null ? undefined : (['vary', vary] as const);
    if (onHead) {
      if (varyHeader) setLastHeaders(env?.outgoing, rules, varyHeader);
    } else {
      if (varyHeader) response.headers.set(...varyHeader);
      for (const [name, value] of rules) response.headers.set(name, value);
    }
    return response;
  };
  return {
    fetch,
    request: (path, init) => fetch(new Request(new URL(path, 'http://localhost'), init)),
  };
}

/** Whether Hono's route '/api/*' took `path` (the web origin's first route until issue 19): /api and below. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api') && (path.length === 4 || path[4] === '/');
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
