// The embed widget's fixed stylesheet and sizing script, and the headers of /embed/** and /embed.js
// (issue 17 item 4). Imports nothing of the app, so that scripts/lib/security-headers.ts can give
// Firebase Hosting the same headers the API app sends (one source; a unit test compares them).
import { createHash } from 'node:crypto';

/**
 * The widget's one stylesheet, inline and allowed by its hash (no 'unsafe-inline', no style
 * attributes). Themes are `data-theme` on <html>: light, dark, or none (follows the reader's
 * prefers-color-scheme). Stars are filled by a class per half star (`.s0`..`.s10`), never by a
 * style attribute the CSP would refuse.
 */
export const WIDGET_STYLE = `
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--brand:#1e1b4b;--star:#b45309;--off:#8391a3}
:root[data-theme=dark]{--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--line:#334155;--brand:#c7d2fe;--star:#fbbf24;--off:#64748b}
@media (prefers-color-scheme:dark){:root:not([data-theme]){--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--line:#334155;--brand:#c7d2fe;--star:#fbbf24;--off:#64748b}}
html,body{margin:0;padding:0;background:transparent}
body{font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.card{box-sizing:border-box;display:block;padding:12px 14px;border:1px solid var(--line);border-radius:10px;background:var(--bg);color:var(--fg);text-decoration:none;overflow:hidden}
.card:hover,.card:focus-visible{border-color:var(--brand)}
.card:focus-visible{outline:2px solid var(--brand);outline-offset:-2px}
.brand{display:block;font-size:11px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--brand)}
.name{display:block;margin-top:2px;font-size:17px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.context{display:block;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.note{display:block;color:var(--muted)}
.score{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 6px;margin-top:6px}
.value{font-size:20px;font-weight:700}
.count,.none{color:var(--muted)}
.stars{position:relative;display:inline-block;font-size:16px;letter-spacing:1px;color:var(--off)}
.stars::before{content:"\\2605\\2605\\2605\\2605\\2605"}
.fill{position:absolute;inset:0 auto 0 0;overflow:hidden;white-space:nowrap;color:var(--star)}
.fill::before{content:"\\2605\\2605\\2605\\2605\\2605"}
.s0{width:0}.s1{width:10%}.s2{width:20%}.s3{width:30%}.s4{width:40%}.s5{width:50%}.s6{width:60%}.s7{width:70%}.s8{width:80%}.s9{width:90%}.s10{width:100%}
.cta{display:block;margin-top:6px;font-size:13px;font-weight:600;color:var(--brand)}
.cta::after{content:" \\2192"}
`;

/**
 * Tells the page that framed the widget how tall it is, whenever that changes (embed.js sets the
 * iframe's height from it, after checking the message came from our origin). The height is no
 * secret, so any parent may read it ('*'). Inline and allowed by its hash.
 */
export const WIDGET_SIZE_SCRIPT =
  "new ResizeObserver(function(){parent.postMessage({type:'rmi-embed-height',height:Math.ceil(document.documentElement.getBoundingClientRect().height)},'*')}).observe(document.documentElement);";

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The widget page's policy: nothing loads but its own hashed style and script; any site may frame
 * it (that is its purpose: frame-ancestors *, which covers http and https pages); it submits no
 * form and sets no base.
 */
export const WIDGET_CSP = [
  "default-src 'none'",
  `style-src ${hash(WIDGET_STYLE)}`,
  `script-src ${hash(WIDGET_SIZE_SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** Browsers keep a widget 5 minutes, shared caches (Firebase Hosting's CDN) 10. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';
/** embed.js changes only with a deploy. */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/**
 * What /embed/{kind}/{id} answers with, beside its body, wherever it is served (the API app sets
 * them; Hosting's rule for /embed/** says the same). Other sites load it: Cross-Origin-Resource-
 * Policy cross-origin (also for pages that require it with COEP). No X-Frame-Options (DENY on the
 * rest of the site): frame-ancestors decides. No cookie is ever set.
 */
export const WIDGET_HEADERS: Record<string, string> = {
  'Content-Security-Policy': WIDGET_CSP,
  'Cache-Control': WIDGET_CACHE_CONTROL,
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** What /embed.js answers with: a script any site includes with a plain <script src>. */
export const EMBED_SCRIPT_HEADERS: Record<string, string> = {
  'Cache-Control': EMBED_SCRIPT_CACHE_CONTROL,
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The widget's path prefix and the script's path, as Hosting rewrites them to the function. */
export const EMBED_PATH_PREFIX = '/embed/';
export const EMBED_SCRIPT_PATH = '/embed.js';

/** Whether a path is the widget's or the script's (served at these paths only, never under /api). */
export function isEmbedPath(path: string): boolean {
  return path.startsWith(EMBED_PATH_PREFIX) || path === EMBED_SCRIPT_PATH;
}
