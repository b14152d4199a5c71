// Vite plugin: the visible content of the landing and static pages, rendered at build time from the PWA's
// own components (react-dom/server) into dist/app-pages.json (functions/src/pages/shell-files.ts). The
// rendered pages (functions/src/pages/pages-app.ts) send it inside the page before any JavaScript runs,
// and the PWA's first render draws the same markup, so the texts have one source (the components) and
// the function stays free of the PWA's code: it reads this file beside the shell, from the same build.
//
// The entry module is loaded through Vite's module runner (the app's aliases and JSX), with stylesheets
// left out: only markup is wanted, and the page's stylesheets are linked by the shell's route data.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, type ResolvedConfig, runnerImport } from 'vite';
import { PRERENDERED_FILE } from '../../functions/src/pages/shell-files.ts';

/** What the entry module exports: per page path, its markup in parts (the server puts data between). */
export type PrerenderEntry = { renderPages(): Record<string, string[]> };

const NO_CSS = '\0prerender-no-css';

export function prerenderPages(options: { root: string; entry: string }): Plugin {
  let outDir = '';
  let alias: ResolvedConfig['resolve']['alias'] = [];
  return {
    name: 'rmi-prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      // The app's own aliases ('@', '@contract'), as its build resolves them.
      alias = config.resolve.alias;
    },
    async writeBundle() {
      const { module } = await runnerImport<PrerenderEntry>(join(options.root, options.entry), {
        configFile: false,
        root: options.root,
        mode: 'production',
        logLevel: 'warn',
        resolve: { alias },
        plugins: [
          react(),
          {
            name: 'rmi-prerender-no-css',
            enforce: 'pre',
            resolveId: (id) => (/\.css(?:$|\?)/.test(id) ? NO_CSS : undefined),
            load: (id) => (id === NO_CSS ? 'export default ""' : undefined),
          },
        ],
      });
      writeFileSync(join(outDir, PRERENDERED_FILE), JSON.stringify(module.renderPages()));
    },
  };
}
