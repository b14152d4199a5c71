// The built PWA's shell (shell-files.ts) as the frame of every rendered page. The page's head tags replace the
// shell's title and static description, its markup goes into #root, and the public API answers it was
// made from go into a JSON data block that the PWA's first render reads instead of fetching them again
// (src/lib/embedded-answers.ts). The shell's route-preload data block (scripts/lib/page-load-plugins.ts)
// also tells which paths are the app's routes (the rest are 404) and which stylesheets each page uses.
import { scriptJson } from './html.ts';
import { SHELL_FILE } from './shell-files.ts';

/** Read by src/lib/embedded-answers.ts. */
export const PAGE_DATA_ID = 'rmi-page-data';
const ROUTE_PRELOAD_DATA = /<script type="application\/json" id="rmi-route-preload">([\s\S]*?)<\/script>/;

/** A public API answer as the PWA's api client would have received it (src/lib/api-client.ts). */
export type EmbeddedAnswer = { data: unknown; headers: Record<string, string> };

/**
 * The static pages' visible content as the build rendered it from their components (PRERENDERED_FILE):
 * per path, the page's markup in parts, between which the server puts what it renders from data.
 */
export type PrerenderedPages = Record<string, string[]>;

/** The prerendered pages file; anything but a map of string lists is refused. */
export function parsePrerendered(text: string): PrerenderedPages {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('The prerendered pages are not a map of paths.');
  }
  for (const [path, parts] of Object.entries(value)) {
    if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) {
      throw new Error(`The prerendered page ${path} is not a list of markup.`);
    }
  }
  return value as PrerenderedPages;
}

/** A path as the router matches it: any case, one trailing slash. */
function routeKey(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
}

/**
 * A route's path as the route table spells it, read back from its pattern (routePattern in
 * scripts/lib/page-load-plugins.ts: `^/` segments `/?$`, ':param' as `[^/]+`, literals escaped): each
 * literal segment, or null for a parameter. Undefined for a pattern of any other form.
 */
function routeSegments(source: string): (string | null)[] | undefined {
  const inner = /^\^\/(.+)\/\?\$$/.exec(source)?.[1];
  if (!inner) return undefined;
  // A parameter's class holds a '/' of its own: marked first, then the path is split.
  const segments = inner
    .replaceAll('[^/]+', '\0')
    .split('/')
    .map((s) => (s === '\0' ? null : s.replace(/\\(.)/g, '$1')));
  // The first segment a literal: a spelling always starts with one of the site's own words, never '//'.
  return typeof segments[0] === 'string' && /^[\w-]+$/.test(segments[0]) ? segments : undefined;
}

export type WebShell = {
  /** Whether `path` is one of the PWA's routes (the route table's lazy pages, and '/'). */
  isAppRoute(path: string): boolean;
  /**
   * `path` as the route table spells its route: the route's words in the table's case ('/home' → '/Home',
   * '/FAQ' → '/faq') and no trailing slash ('/faq/' → '/faq'), when it names a route another way;
   * undefined otherwise. Parameters are kept as sent.
   */
  routeSpelling(path: string): string | undefined;
  /** The prerendered content of the static page at `path`, in parts, if the build rendered it. */
  prerendered(path: string): string[] | undefined;
  render(page: {
    head: string;
    body: string;
    answers?: Record<string, EmbeddedAnswer>;
    path: string;
  }): string;
};

export function parseWebShell(html: string, prerendered: PrerenderedPages = {}): WebShell {
  let files: string[] = [];
  let routes: { pattern: RegExp; files: number[]; segments: (string | null)[] | undefined }[] = [];
  const preload = ROUTE_PRELOAD_DATA.exec(html);
  if (preload?.[1]) {
    const data = JSON.parse(preload[1]) as { f: string[]; r: [string, number[]][] };
    files = data.f;
    routes = data.r.map(([source, indexes]) => ({
      pattern: new RegExp(source, 'i'),
      files: indexes,
      segments: routeSegments(source),
    }));
  }
  // The shell's own title and static description give way to the page's.
  const frame = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*data-static-head[^>]*>\s*/, '');
  const headEnd = frame.indexOf('</head>');
  const root = frame.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < 0)
    throw new Error(`The web shell (${SHELL_FILE}) has no </head> or empty #root.`);
  const content = new Map(Object.entries(prerendered).map(([path, parts]) => [routeKey(path), parts]));
  const noscript = /<noscript>[\s\S]*?<\/noscript>\s*/;

  return {
    isAppRoute: (path) => path === '/' || routes.some((route) => route.pattern.test(path)),
    routeSpelling(path) {
      const segments = routes.find((route) => route.pattern.test(path))?.segments;
      if (!segments) return undefined;
      const sent = path.replace(/\/$/, '').split('/').slice(1);
      if (sent.length !== segments.length) return undefined;
      const spelt = `/${sent.map((segment, i) => segments[i] ?? segment).join('/')}`;
      return spelt === path ? undefined : spelt;
    },
    prerendered: (path) => content.get(routeKey(path)),
    render({ head, body, answers, path }) {
      // The page's stylesheets applied at once (the preload script only preloads them), so the markup
      // looks as the PWA will draw it; crossorigin as the preload's, or the browser would fetch twice.
      const css = (routes.find((route) => route.pattern.test(path))?.files ?? [])
        .map((i) => files[i])
        .filter((file): file is string => file?.endsWith('.css') === true)
        .map((file) => `<link rel="stylesheet" href="${file}" crossorigin />`);
      const data = answers
        ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(answers)}</script>`
        : '';
      const before = frame.slice(0, headEnd);
      const middle = frame.slice(headEnd, root);
      const after = frame.slice(root + '<div id="root"></div>'.length);
      return (
        `${before}  ${head}\n    ${css.join('\n    ')}\n  ${body ? middle.replace(noscript, '') : middle}` +
        `<div id="root">${body}</div>${data}${after}`
      );
    },
  };
}
