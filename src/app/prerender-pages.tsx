// Never part of the PWA's bundle: the build renders the landing and static pages from their own
// components with this module (scripts/lib/prerender-pages.ts), and the server's rendered pages send that
// markup before any JavaScript runs (functions/src/pages/pages-app.ts). The PWA's first render draws the
// same markup over it, so nothing the reader sees changes and the texts live in one place.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from '@/app/layout/site-footer';
import { FaqPage } from '@/features/about/faq-page';
import { TeamPage } from '@/features/about/team-page';
import { ToxicWorkplacePage } from '@/features/blog/toxic-workplace-page';
import { SearchInterviewersPage } from '@/features/interviewers/search-interviewers-page';
import { LandingIntro, LandingOutro } from '@/features/landing/landing-page';
import { GuidelinesPage } from '@/features/legal/guidelines-page';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { TermsPage } from '@/features/legal/terms-page';
import { SearchManagersPage } from '@/features/managers/search-managers-page';
import { SITE_FOOTER_PART } from '../../functions/src/pages/shell-files.ts';

/**
 * Per path, the page's parts. The landing's latest reviews are public data, rendered by the server from
 * the answer it embeds, between the two parts; every other page is one part.
 */
const PAGES: Record<string, ReactElement[]> = {
  '/': [<LandingIntro key="intro" />, <LandingOutro key="outro" />],
  '/team': [<TeamPage key="page" />],
  '/faq': [<FaqPage key="page" />],
  '/privacy': [<PrivacyPage key="page" />],
  '/terms': [<TermsPage key="page" />],
  '/guidelines': [<GuidelinesPage key="page" />],
  '/Toxic-Workplace-Blog': [<ToxicWorkplacePage key="page" />],
  // The search homes: their boxes are plain GET forms until the app runs (search-box.tsx).
  '/search-interviewers': [<SearchInterviewersPage key="page" />],
  '/search-managers': [<SearchManagersPage key="page" />],
  // Not a page: the footer every rendered page ends with (functions/src/pages/site-layout.ts).
  [SITE_FOOTER_PART]: [<SiteFooter key="footer" />],
};

/**
 * PageMeta's <title>, <meta>, <link> and JSON-LD come first in a page: React hoists the first three into
 * <head> and the server writes its own head (with absolute URLs), so they are no part of the content.
 */
const LEADING_HEAD_TAGS =
  /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>)+/;

export function renderPages(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([path, parts]) => [
      path,
      parts.map((part) =>
        renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{part}</MemoryRouter>).replace(
          LEADING_HEAD_TAGS,
          '',
        ),
      ),
    ]),
  );
}
