// The main sections of the site's bar, shared by the PWA's bar (src/app/layout/nav-bar.tsx) and the
// rendered pages' bar (site-layout.ts), so both mark the same entry as the current one.

/**
 * The two areas of the site, the Rate flow and the team. `area` lists the paths (lowercase prefixes)
 * where an entry counts as the current one, so Interviewers stays marked on a profile or a result list.
 */
export const SITE_SECTIONS = [
  {
    to: '/search-interviewers',
    label: 'Interviewers',
    area: [
      '/search-interviewers',
      '/interviewers',
      '/interviewer/',
      '/search/',
      '/add-interviewer',
      '/rate-interviewer',
    ],
  },
  {
    to: '/search-managers',
    label: 'Managers',
    area: ['/search-managers', '/searchresults', '/management/', '/home', '/all-companies', '/companies/'],
  },
  { to: '/rate-manager', label: 'Rate', area: ['/rate-manager'] },
  { to: '/team', label: 'Team', area: ['/team'] },
] as const;

export type SiteSection = (typeof SITE_SECTIONS)[number];

function inArea(pathname: string, area: readonly string[]): boolean {
  const path = pathname.toLowerCase();
  return area.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** aria-current: 'page' on the entry's own page, 'true' elsewhere in its area (a profile, a result list). */
export function sectionCurrent(pathname: string, section: SiteSection): 'page' | 'true' | undefined {
  if (pathname.toLowerCase() === section.to) return 'page';
  return inArea(pathname, section.area) ? 'true' : undefined;
}
