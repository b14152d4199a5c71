// The web app's security headers, in one place (issue 13, item 5): the embedded default's web server
// (scripts/lib/web-server.ts) sends them, and firebase.json's Hosting headers are written from them
// (scripts/firebase-headers.ts; a unit test fails when firebase.json is not up to date).
import { createHash } from 'node:crypto';
import {
  EMBED_PATH_PREFIX,
  EMBED_SCRIPT_HEADERS,
  EMBED_SCRIPT_PATH,
  WIDGET_HEADERS,
} from '../../functions/src/http/embeds/embed-headers.ts';
import { API_REFERENCE_CSP } from '../../functions/src/http/routes/api-reference-csp.ts';
import { PRERENDERED_FILE, SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { ROUTE_PRELOAD_SCRIPT } from './page-load-plugins.ts';

export type SecurityHeaderOptions = {
  /**
   * The Firebase Auth emulator's origin (http://127.0.0.1:9099). Local only: the Auth SDK then talks to
   * the emulator instead of Google, so connect-src must allow it. Never set for production.
   */
  authEmulatorOrigin?: string;
  /** The Google Maps JavaScript API may load (MAPS_API_KEY is configured): the company map. */
  maps: boolean;
};

/**
 * What firebase.json is written with. Production allows the Maps script, as MAPS_API_KEY is set there
 * (README, Production); a deployment without a key loses nothing by it but can drop it here.
 */
export const PRODUCTION_HEADER_OPTIONS: SecurityHeaderOptions = { maps: true };

/** A CSP source for an inline script with exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Firebase Auth (Email/Password, no popups or redirects, so no iframe): Identity Toolkit signs in and
// looks accounts up, Secure Token refreshes ID tokens.
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

// The Maps JavaScript API (@vis.gl/react-google-maps on /All-Companies), after Google's allowlist policy
// (developers.google.com/maps/documentation/javascript/content-security-policy) and its domain list
// (developers.google.com/maps/domains), with one deliberate narrowing: scripts only from
// maps.googleapis.com, the API's bootstrap host, which loads its modules from there too. Google's sample
// also allows scripts from *.gstatic.com and *.google.com, whose JSONP and AngularJS files are known ways
// around a CSP. Images, tiles, fonts and styles come from Google's wider list: they cannot run script.
const MAPS = {
  script: ['https://maps.googleapis.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    'data:',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
};

/** The Content-Security-Policy, directive by directive (an ordered list, so the header text is stable). */
export function cspDirectives(options: SecurityHeaderOptions): [string, string[]][] {
  const maps = options.maps ? MAPS : undefined;
  return [
    ['default-src', ["'self'"]],
    // Our own files, and the one inline script of the shell (the deep-link preload) by its fixed hash.
    ['script-src', ["'self'", scriptHash(ROUTE_PRELOAD_SCRIPT), ...(maps?.script ?? [])]],
    // 'unsafe-inline' for styles, by choice: the shell inlines its stylesheet, whose hash changes
    // with every build while firebase.json cannot; the Maps API injects <style> elements; and React
    // sets style attributes. Markup cannot be injected (React escapes all text), and a style cannot run
    // script; scripts, the real danger, stay locked to 'self' and one hash.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps?.style ?? [])]],
    ['img-src', ["'self'", ...(maps?.img ?? [])]],
    ['font-src', ["'self'", ...(maps?.font ?? [])]],
    [
      'connect-src',
      [
        "'self'",
        ...FIREBASE_AUTH,
        ...(options.authEmulatorOrigin ? [options.authEmulatorOrigin] : []),
        ...(maps?.connect ?? []),
      ],
    ],
    // The service worker (/sw.js, which imports Workbox from /), and the web manifest.
    ['worker-src', ["'self'", ...(maps?.worker ?? [])]],
    ['manifest-src', ["'self'"]],
    ['frame-src', maps ? maps.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // No one may frame the app (clickjacking a vote, a review or account deletion).
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Powerful features the app never uses, denied to it and to anything it embeds. Left at their defaults:
// web-share and clipboard-write (the share button); fullscreen is kept for the map's own control.
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Every security header, name to value (names as Firebase Hosting writes them). */
export function securityHeaders(options: SecurityHeaderOptions) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Profile URLs name people (/management/managers/ritu-sharma/...): other sites learn our origin
    // at most, never the path; our own API sees the full URL, and Google's key restrictions (Maps,
    // Firebase Auth) still see the origin they match on. no-referrer would break those restrictions.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `${DENIED_FEATURES.map((f) => `${f}=()`).join(', ')}, fullscreen=(self)`,
  };
}

/** One entry of firebase.json's hosting.headers: a glob (`source`) or an RE2 expression (`regex`). */
export type HostingHeaderRule = ({ source: string } | { regex: string }) & {
  headers: { key: string; value: string }[];
};

/**
 * An RE2 expression (Hosting's; it has no look-ahead) for every path that starts with none of
 * `prefixes` (each starting with '/'): a trie of the prefixes, where each node allows the path to
 * end there, to go on with any character that leads to no prefix, or to follow a child node.
 */
export function pathsOutside(prefixes: readonly string[]): string {
  type Node = Map<string, Node | 'end'>;
  const root: Node = new Map();
  for (const prefix of prefixes) {
    if (!prefix.startsWith('/')) throw new Error(`A path prefix starts with '/': ${prefix}`);
    let node = root;
    const chars = [...prefix.slice(1)];
    for (const [i, ch] of chars.entries()) {
      const next = node.get(ch);
      if (next === 'end') break; // a shorter prefix already excludes the rest
      if (i === chars.length - 1) {
        node.set(ch, 'end');
        break;
      }
      const child: Node = next ?? new Map();
      node.set(ch, child);
      node = child;
    }
  }
  const literal = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const inClass = (ch: string) => ch.replace(/[\]\\^-]/g, '\\$&');
  const alternatives = (node: Node): string => {
    const parts = [''];
    const children = [...node.keys()];
    parts.push(children.length ? `[^${children.map(inClass).join('')}].*` : '.+');
    for (const [ch, child] of node) if (child !== 'end') parts.push(`${literal(ch)}${alternatives(child)}`);
    return `(?:${parts.join('|')})`;
  };
  return `^/${alternatives(root)}$`;
}

/**
 * The files of the build that name other files or the app's version (the shell and the prerendered pages,
 * the service worker and its Workbox, the manifest) and the site's unhashed images: revalidated on every
 * use, so updates reach users. Not '/': the landing page is rendered, with its own Cache-Control.
 */
export const UNHASHED_FILES = `^/(?:${escapeRegExp(SHELL_FILE)}|${escapeRegExp(PRERENDERED_FILE)}|sw\\.js|workbox-[^/]*\\.js|manifest\\.webmanifest|favicon\\.svg|apple-touch-icon\\.png|icons/.*|screenshots/.*)$`;

/** The build's page templates (issue 15): the shell and the prerendered static pages' markup. */
export const BUILD_TEMPLATES = `^/(?:${escapeRegExp(SHELL_FILE)}|${escapeRegExp(PRERENDERED_FILE)})$`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where the API's answers are, on the web origin. */
const API_PATH_PREFIX = '/api/';

/** The Content-Security-Policy of the API's answers through the web origin: nothing may load, nobody may frame. */
export const API_ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * firebase.json's hosting.headers. The security headers go on everything (Hosting also adds them to the
 * functions' answers, where they do no harm). The cache rules name files of the build only: the functions
 * set their own (the API no-store on personal answers, the rendered pages s-maxage for the CDN; a rule
 * would replace it): hashed assets never change, the unhashed files are revalidated so updates reach
 * users. Hosting applies every matching rule, later ones winning for the same header; the embedded web
 * server does the same.
 * The embed widget (issue 17) is the one page other sites may frame: X-Frame-Options goes on every
 * path but /embed/, and the widget and embed.js get the headers the API app gives them
 * (functions/src/http/embeds/embed-headers.ts), their own CSP and cache rules among them.
 */
export function hostingHeaderRules(
  options: SecurityHeaderOptions = PRODUCTION_HEADER_OPTIONS,
): HostingHeaderRule[] {
  const entries = (headers: Record<string, string>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  const {
    'X-Frame-Options': frameOptions,
    'Content-Security-Policy': pageCsp,
    'Permissions-Policy': permissions,
    ...everywhere
  } = securityHeaders(options);
  // What only a document uses (the site's CSP, which features it may use): not on API answers, which
  // are data (their own policy below). About 1.1 KB less on every call the PWA makes (issue 19 item 5:
  // most of what a read through the web origin cost more than on the API port).
  const pageOnly = { 'Content-Security-Policy': pageCsp, 'Permissions-Policy': permissions };
  return [
    { source: '**', headers: entries(everywhere) },
    { regex: pathsOutside([API_PATH_PREFIX]), headers: entries(pageOnly) },
    {
      regex: pathsOutside([EMBED_PATH_PREFIX]),
      headers: entries({ 'X-Frame-Options': frameOptions ?? 'DENY' }),
    },
    { regex: UNHASHED_FILES, headers: entries({ 'Cache-Control': 'no-cache' }) },
    { source: '/assets/**', headers: entries({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
    // The shell and the prerendered pages are fetchable but are not pages: a search engine that found them
    // would index an empty app (or raw JSON) beside the rendered page.
    { regex: BUILD_TEMPLATES, headers: entries({ 'X-Robots-Tag': 'noindex' }) },
    // API answers are data, never a page: a policy that allows nothing (OWASP's REST Security Cheat Sheet).
    { source: `${API_PATH_PREFIX}**`, headers: entries({ 'Content-Security-Policy': API_ANSWER_CSP }) },
    // The API reference page (issue 18), a page: its own policy (Swagger UI from our origin; inline
    // styles, no inline script) and the site's Permissions-Policy.
    {
      source: '/api/docs',
      headers: entries({ 'Content-Security-Policy': API_REFERENCE_CSP, 'Permissions-Policy': permissions }),
    },
    // The embed widget and its script (issue 17): framed and loaded by other sites, cached by the CDN.
    { source: `${EMBED_PATH_PREFIX}**`, headers: entries(WIDGET_HEADERS) },
    { source: EMBED_SCRIPT_PATH, headers: entries(EMBED_SCRIPT_HEADERS) },
  ];
}

/** Whether a Firebase Hosting header `source` glob matches a path: '**' any characters, '*' any within a segment. */
export function globMatches(glob: string, path: string): boolean {
  return globRegExp(glob).test(path);
}

function globRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers the rules give `path`, as Hosting applies them: every matching rule, later ones winning. */
export function headersForPath(rules: HostingHeaderRule[], path: string): Map<string, string> {
  return new Map(headerRulesMatcher(rules)(path));
}

/** How many paths' answers headerRulesMatcher keeps. */
const PATHS_KEPT = 1000;

/**
 * headersForPath for a server: the rules' patterns compiled once, and the merged headers kept per
 * combination of matching rules (a handful), so a request costs a few regex tests and no allocation.
 * Compiling the patterns per request took a measurable share of the web origin's time (issue 19).
 */
export function headerRulesMatcher(rules: HostingHeaderRule[]): (path: string) => [string, string][] {
  if (rules.length > 30)
    throw new Error('headerRulesMatcher keeps matches in a 31-bit mask: at most 30 rules.');
  const patterns = rules.map((rule) => ('regex' in rule ? new RegExp(rule.regex) : globRegExp(rule.source)));
  const merged = new Map<number, [string, string][]>();
  // The answer per path too, for the paths asked most (the API's reads): a look-up instead of every
  // pattern's test; emptied when full.
  const byPath = new Map<string, [string, string][]>();
  return (path) => {
    const known = byPath.get(path);
    if (known) return known;
    let mask = 0;
    for (let i = 0; i < patterns.length; i++) if ((patterns[i] as RegExp).test(path)) mask |= 1 << i;
    let headers = merged.get(mask);
    if (!headers) {
      const out = new Map<string, string>();
      rules.forEach((rule, i) => {
        if (mask & (1 << i)) for (const { key, value } of rule.headers) out.set(key, value);
      });
      headers = [...out];
      merged.set(mask, headers);
    }
    if (byPath.size >= PATHS_KEPT) byPath.clear();
    byPath.set(path, headers);
    return headers;
  };
}
