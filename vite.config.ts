/// <reference types="vite/client" />
// (src/config/site.ts, imported below for the manifest colours, reads import.meta.env.)
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { SHELL_FILE } from './functions/src/pages/shell-files.ts';
import { inlineEntryCss, routePreload } from './scripts/lib/page-load-plugins.ts';
import { prerenderPages } from './scripts/lib/prerender-pages.ts';
import { SERVER_NODE_FLAGS } from './scripts/lib/server-flags.ts';
import {
  BACKGROUND_COLOR,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_SHORT_NAME,
  THEME_COLOR,
} from './src/config/site.ts';
import {
  API_LIST_CACHE,
  API_PROFILE_CACHE,
  CONFIG_CACHE,
  isCacheableListRequest,
  isCacheableProfileRequest,
  isFirebaseConfigRequest,
  LIST_CACHE_LIMITS,
  markServedFromCachePlugin,
  PROFILE_CACHE_LIMITS,
  PROFILE_NETWORK_TIMEOUT_SECONDS,
} from './src/lib/offline/sw-routes.ts';

/**
 * Installable PWA (DESIGN.md section 7): the web manifest and the service worker.
 *
 * generateSW rather than injectManifest: the worker needs only Workbox's standard strategies, which
 * workbox-build bundles itself. A hand-written sw.ts would import workbox-* runtime modules that are not
 * dependencies of ours and need its own WebWorker type-check, for no behaviour we cannot express here.
 * The caching rules live in src/lib/offline/sw-routes.ts (unit-tested); registration, the update prompt
 * and hourly update checks in src/lib/offline/register-sw.ts, loaded after first paint.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  // A new version waits until the user presses Reload in the update prompt: never reload over a form.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: SITE_NAME,
    short_name: SITE_SHORT_NAME,
    description: SITE_DESCRIPTION,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Rate My Interviewer on a phone: search and rate interviewers and hiring managers',
      },
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Rate My Interviewer on a desktop: anonymous reviews of interviewers and hiring managers',
      },
    ],
  },
  workbox: {
    // The app shell: every chunk (routes are code-split, so all of them, to open any page offline).
    // The manifest, its icons and includeAssets are added by the plugin; screenshots are not precached.
    globPatterns: ['**/*.{js,css,html}'],
    // The shell under its own name (shell-files.ts): '/' is a rendered page, the shell serves offline.
    navigateFallback: SHELL_FILE,
    // The API, Firebase's reserved paths and the site's files the app serves (site-paths.ts).
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/__\//,
      /^\/og\//,
      /^\/sitemaps?[./]/,
      /^\/robots\.txt$/,
      /^\/embed[./]/,
    ],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: isCacheableProfileRequest,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: API_PROFILE_CACHE,
          networkTimeoutSeconds: PROFILE_NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          // Before `plugins`: an expired entry is dropped before it could be marked as served.
          expiration: { ...PROFILE_CACHE_LIMITS, purgeOnQuotaError: true },
          plugins: [markServedFromCachePlugin],
        },
      },
      {
        urlPattern: isCacheableListRequest,
        handler: 'StaleWhileRevalidate',
        method: 'GET',
        options: {
          cacheName: API_LIST_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { ...LIST_CACHE_LIMITS, purgeOnQuotaError: true },
          plugins: [markServedFromCachePlugin],
        },
      },
      {
        urlPattern: isFirebaseConfigRequest,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: CONFIG_CACHE,
          networkTimeoutSeconds: PROFILE_NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 1 },
        },
      },
    ],
  },
});

// Deep links fetch their page's lazy chunk alongside the entry chunk; the shell's CSS is inline
// (scripts/lib/page-load-plugins.ts).
const preloadRoutes = routePreload({
  root: fileURLToPath(new URL('.', import.meta.url)),
  routesFile: fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)),
});

// The landing and static pages' visible content, rendered from their components into the build
// (functions/src/pages/shell-files.ts PRERENDERED_FILE), for the rendered pages to send before JavaScript.
const prerender = prerenderPages({
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/app/prerender-pages.tsx',
});

// One config for the PWA build and for the three test projects.
export default defineConfig({
  plugins: [react(), pwa, preloadRoutes, inlineEntryCss(), prerender],
  // @contract: the API's answer schemas (functions/src/contract), which the PWA imports types from.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./functions/src/contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/check-bundle-size.ts to tell the initial route from lazy ones.
    manifest: true,
    rolldownOptions: {
      // The HTML template under its own name (shell-files.ts): the build writes no index.html.
      input: fileURLToPath(new URL(`./${SHELL_FILE}`, import.meta.url)),
      output: {
        // Few, larger lazy chunks instead of dozens of tiny shared ones: a profile page used to fetch 30
        // files (JS and CSS) after the entry, which on HTTP/1.1 (6 connections) costs several round trips.
        // Everything the entry loads stays in the entry chunk; src/lib code shared by lazy chunks (API
        // client, offline machinery; no CSS) is one chunk, so start-offline on every page does not drag in
        // the pages' components and CSS; components and feature code shared by lazy pages is another.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'lib', test: /[\\/]src[\\/]lib[\\/]/, minShareCount: 2, priority: 2 },
            {
              name: 'shared',
              test: /[\\/](src[\\/](components|features)|functions[\\/]src)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['functions/test/support/global-setup.ts'],
          // The store's AsyncLocalStorage (transactions, exactly-once scopes) under the server's flags.
          execArgv: [...SERVER_NODE_FLAGS],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/web-setup.ts'],
          // jsdom renders are CPU-bound, and share the 2 cores with the unit project's workers and their
          // Auth emulator: a profile test that takes 1.5-2 s alone took 5.1-5.2 s under that load (three
          // failures past vitest's default 5 s in one fresh-clone run). A real hang still fails.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
