// The web app's security headers, in one place (issue 13, item 5): the embedded default's web server
// (scripts/lib/web-server.ts) sends them, and firebase.json's Hosting headers are written from them
// (scripts/firebase-headers.ts; a unit test fails when firebase.json is not up to date).
import { createHash } from 'node:crypto';
import { API_REFERENCE_CSP } from '../../functions/src/http/routes/api-reference-csp.ts';
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
    // Our own files, and the one inline script of index.html (the deep-link preload) by its fixed hash.
    ['script-src', ["'self'", scriptHash(ROUTE_PRELOAD_SCRIPT), ...(maps?.script ?? [])]],
    // 'unsafe-inline' for styles, by choice: index.html inlines the shell's stylesheet, whose hash changes
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
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
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
 * Every path not under /api/ (RE2, which Hosting uses, has no look-ahead): '/', '/a...' unless '/ap...',
 * '/ap...' unless '/api...', and '/api' followed by anything but '/'.
 */
export const OUTSIDE_API = '^(?:/|/[^a].*|/a(?:[^p].*)?|/ap(?:[^i].*)?|/api(?:[^/].*)?)$';

/**
 * firebase.json's hosting.headers. The security headers go on everything (Hosting also adds them to the
 * function's answers under /api, where they do no harm). The cache rules stay off /api, where the API
 * sets its own (no-store on personal answers; a rule would replace it): hashed assets never change,
 * everything else the web app serves is revalidated so updates reach users. Hosting applies every
 * matching rule, later ones winning for the same header; the embedded web server does the same.
 */
export function hostingHeaderRules(
  options: SecurityHeaderOptions = PRODUCTION_HEADER_OPTIONS,
): HostingHeaderRule[] {
  const entries = (headers: Record<string, string>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  return [
    { source: '**', headers: entries(securityHeaders(options)) },
    { regex: OUTSIDE_API, headers: entries({ 'Cache-Control': 'no-cache' }) },
    { source: '/assets/**', headers: entries({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
    // The API reference page (issue 18): its own policy (Swagger UI from our origin; inline styles, no inline script).
    { source: '/api/docs', headers: entries({ 'Content-Security-Policy': API_REFERENCE_CSP }) },
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
  return (path) => {
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
    return headers;
  };
}
