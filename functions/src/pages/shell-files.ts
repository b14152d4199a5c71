// The files of the PWA's build the rendered pages are made from (issue 15). The shell is deliberately not
// index.html: Firebase Hosting (and the embedded default's web server) would serve that file for '/' before
// any rewrite, and the landing page would be the one page left without its head and content. Named so,
// '/' has no file and goes to the function `pages` like every other page; the service worker's navigation
// fallback is this file (vite.config.ts), so installed and offline use work as before.

/** The built HTML template: the rendered pages' frame, and the service worker's navigation fallback. */
export const SHELL_FILE = 'app-shell.html';

/**
 * The visible content of the static pages (landing, FAQ, legal, team, blog), rendered by the build from
 * the PWA's own components (scripts/lib/prerender-pages.ts): one source of their texts, the components.
 */
export const PRERENDERED_FILE = 'app-pages.json';

/**
 * The key in that file of the PWA's footer (src/app/layout/site-footer.tsx), rendered once by the build so
 * every rendered page ends as the app's pages do: its links, and the site's disclaimer in full.
 */
export const SITE_FOOTER_PART = '#site-footer';
