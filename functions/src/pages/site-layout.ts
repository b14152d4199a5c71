// The layout around every rendered page's content, as the PWA draws it (RootLayout, nav-bar.tsx): skip
// link, bar, <main>, footer. The bar marks the current section as the PWA's does (site-sections.ts).
import { esc } from './html.ts';
import { SITE_NAME } from './page-head.ts';
import { LOGO_BUBBLE_FILL, LOGO_BUBBLE_PATH, LOGO_STAR_FILL, LOGO_STAR_PATH } from './page-icons.ts';
import { SITE_SECTIONS, sectionCurrent } from './site-sections.ts';

const LOGO_MARK =
  `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">` +
  `<path d="${LOGO_BUBBLE_PATH}" fill="${LOGO_BUBBLE_FILL}"></path><path d="${LOGO_STAR_PATH}" fill="${LOGO_STAR_FILL}"></path></svg>`;

const current = (value: string | undefined) => (value ? ` aria-current="${value}"` : '');

/**
 * The bar as the PWA draws it (nav-bar.tsx), for a reader without JavaScript: the logo, and the main
 * sections in a row from 60rem up. Narrower, the PWA's menu button opens its slide-in panel; here a
 * <details> does, with no script (layout.css draws its summary as the button and opens the panel with it).
 */
function siteHeader(path: string): string {
  const links = SITE_SECTIONS.map(
    (section) =>
      `<li><a class="nav-link" href="${section.to}"${current(sectionCurrent(path, section))}>${esc(section.label)}</a></li>`,
  ).join('');
  // The PWA's Login is a NavLink: marked on the sign-in page itself.
  const login = `<a href="/signin" class="btn btn-accent nav-login"${current(path.toLowerCase() === '/signin' ? 'page' : undefined)}>Login</a>`;
  const menu = (extraClass: string) =>
    `<div class="nav-menu${extraClass}"><ul class="nav-list">${links}<li class="nav-auth">${login}</li></ul></div>`;
  const toggleIcon =
    '<span class="nav-toggle-icon" aria-hidden="true"><span></span><span></span><span></span></span>';
  return (
    `<header class="site-header"><nav class="container nav" aria-label="Main"><a href="/" class="nav-brand">${LOGO_MARK}<span>${SITE_NAME}</span></a>` +
    `<details class="nav-disclosure"><summary class="nav-toggle">${toggleIcon}<span class="visually-hidden">Menu</span></summary>${menu('')}</details>` +
    `${menu(' nav-menu-wide')}</nav></header>`
  );
}

/** Without the build's footer (a deploy without app-pages.json): the links and the disclaimer, short. */
const FALLBACK_FOOTER =
  '<footer class="site-footer"><div class="container"><p class="footer-disclaimer">Reviews are the opinions of anonymous users.</p>' +
  '<p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/guidelines">Guidelines</a> · <a href="/faq">FAQ</a></p></div></footer>';

/**
 * The layout around the content of the page at `path` (RootLayout): skip link, bar, <main>, and the
 * footer, the PWA's own as the build rendered it (SITE_FOOTER_PART) when there is one.
 */
export function layout(main: string, path: string, footer?: string): string {
  return (
    '<div class="app-shell"><a class="skip-link" href="#main">Skip to main content</a>' +
    siteHeader(path) +
    `<main id="main" class="app-main" tabindex="-1">${main}</main>` +
    `${footer || FALLBACK_FOOTER}</div>`
  );
}
