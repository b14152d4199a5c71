// Vite plugins for how the built app-shell.html loads its first page (issue 8, page benchmark).
//
// routePreload: without it, the browser learns which lazy page chunk a deep link needs only once the
// entry chunk has downloaded and run, and fetches that chunk, its imports and its CSS after it. A small
// inline script in <head> (one fixed text, allowed by its hash in the Content-Security-Policy; the route
// table and file names are in a JSON data block beside it) matches location.pathname against the route
// table at parse time and adds
// <link rel="modulepreload"> (JS) and <link rel="preload" as="style"> (CSS) for the page's files, so they
// download alongside the entry chunk. Vite's own preload helper later finds the links already there and
// does not fetch the files again (crossorigin matches its links, or the CSS would be fetched twice).
//
// inlineEntryCss: the app shell's stylesheet goes inline, one render-blocking request fewer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type LazyRoute = {
  /** The route's path as written in the route table, relative to '/': 'interviewers/:id'. */
  path: string;
  /** The module behind '@/', without extension: 'features/interviewers/interviewer-profile-page'. */
  module: string;
};

/**
 * The lazily loaded routes of src/app/routes.tsx: each `import('@/...')` belongs to the nearest `path:`
 * (or `index: true`) before it. Comments are ignored, so the example in lazyPage's doc comment is not a route.
 */
export function parseLazyRoutes(source: string): LazyRoute[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const marker = /path:\s*'([^']*)'|index:\s*true|import\(\s*'@\/([^']+)'\s*\)/g;
  const routes: LazyRoute[] = [];
  let path: string | undefined;
  for (const match of code.matchAll(marker)) {
    if (match[2] !== undefined) {
      if (path !== undefined) routes.push({ path, module: match[2].replace(/\.[cm]?[jt]sx?$/, '') });
    } else {
      path = match[1] ?? '';
    }
  }
  return routes;
}

/** A case-insensitive regular expression source for a route path: ':param' stands for one segment. */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** The id of the JSON data block the inline preload script reads. */
export const ROUTE_PRELOAD_DATA_ID = 'rmi-route-preload';

/**
 * The inline script. Its text never changes from one build to the next (the build's file names and the
 * route table are in a JSON data block beside it, which a Content-Security-Policy does not govern), so
 * the policy allows it by one fixed hash (scripts/lib/security-headers.ts) and firebase.json, which cannot
 * change per build, stays valid. The data is {f: URLs, r: [pattern, indexes into f][]}.
 */
export const ROUTE_PRELOAD_SCRIPT =
  `(function(){var d=document.getElementById('${ROUTE_PRELOAD_DATA_ID}');if(!d)return;` +
  `var j=JSON.parse(d.textContent),f=j.f,r=j.r,p=location.pathname;` +
  `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){` +
  `r[i][1].forEach(function(n){var l=document.createElement('link'),h=f[n];` +
  `l.crossOrigin='';if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
  `l.href=h;document.head.appendChild(l)});return}})()`;

/** The JSON data block for ROUTE_PRELOAD_SCRIPT: FILES is a list of URLs, ROUTES a list of [pattern, indexes into FILES]. */
export function routePreloadData(files: string[], routes: [string, number[]][]): string {
  // '<' escaped, so no file name or pattern can end the element early.
  return JSON.stringify({ f: files, r: routes }).replace(/</g, '\\u003c');
}

/** Both elements, data block first (the script reads it as soon as it runs). */
export function routePreloadTags(files: string[], routes: [string, number[]][]): string {
  return (
    `<script type="application/json" id="${ROUTE_PRELOAD_DATA_ID}">${routePreloadData(files, routes)}</script>` +
    `<script>${ROUTE_PRELOAD_SCRIPT}</script>`
  );
}

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

/** Vite plugin: inlines the route preload script into the built app-shell.html. */
export function routePreload(options: { root: string; routesFile: string; base?: string }): Plugin {
  const base = options.base ?? '/';
  return {
    name: 'rmi-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(ctx.bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as OutputChunk);
        }
        // What the entry chunk loads anyway is not preloaded again.
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const dep of chunks.get(fileName)?.imports ?? []) closure(dep, into);
          return into;
        };
        const initial = closure(ctx.chunk.fileName);

        const srcDir = join(options.root, 'src');
        const byModule = new Map<string, OutputChunk>();
        for (const chunk of chunks.values()) {
          if (chunk.isDynamicEntry && chunk.facadeModuleId) {
            byModule.set(chunk.facadeModuleId.replace(/\.[cm]?[jt]sx?$/, ''), chunk);
          }
        }

        const files: string[] = [];
        const indexOf = (file: string) => {
          const url = `${base}${file}`;
          const at = files.indexOf(url);
          return at >= 0 ? at : files.push(url) - 1;
        };
        const routes: [string, number[]][] = [];
        for (const route of parseLazyRoutes(readFileSync(options.routesFile, 'utf8'))) {
          const chunk = byModule.get(join(srcDir, route.module));
          if (!chunk) {
            this.warn(`route-preload: no chunk for /${route.path} (${route.module})`);
            continue;
          }
          const js = [...closure(chunk.fileName)].filter((f) => !initial.has(f));
          const css = js.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
          routes.push([routePattern(route.path), [...new Set([...css, ...js])].map(indexOf)]);
        }
        if (routes.length === 0) return;
        // Before the entry's tags: an inline script after a stylesheet link would wait for that stylesheet.
        const tags = routePreloadTags(files, routes);
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        if (at < 0) return html.replace('</head>', `${tags}\n  </head>`);
        return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * Vite plugin: the entry's stylesheet (the app shell's CSS, a few KB compressed) goes inline into
 * app-shell.html, so first paint does not wait for one more request before it can start. The shell is client
 * rendered, so nothing paints before the entry chunk has run anyway; the stylesheet request only ever
 * delayed that further when it finished after the script. The CSS has no url() references (checked), as
 * they would resolve against the page instead of /assets/.
 */
export function inlineEntryCss(options: { base?: string } = {}): Plugin {
  const base = options.base ?? '/';
  return {
    name: 'rmi-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
          const asset = href.startsWith(base) ? ctx.bundle?.[href.slice(base.length)] : undefined;
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
          if (/url\(|@import/.test(css)) return tag;
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
