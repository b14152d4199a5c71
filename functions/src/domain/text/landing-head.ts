// The landing page's head, for the PWA's (src/features/landing/landing-page.tsx) and the rendered page's
// (pages/pages-app.ts) alike: a title that says what the site is, not its name alone (the name follows, as
// on every page), and the JSON-LD a search engine reads of the site (before, the app's head lacked the
// Organization the rendered page had, so a crawler running the app saw one and not the other).

/** Without the site name, which formatTitle appends: "Anonymous interviewer and manager reviews | Rate My Interviewer". */
export const LANDING_TITLE = 'Anonymous interviewer and manager reviews';

/**
 * The site's WebSite, with the search (/search?q=) as its SearchAction, and its Organization; `url` makes
 * a path absolute on the site's origin.
 */
export function landingJsonLd(
  site: { name: string; description: string },
  url: (path: string) => string,
): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: url('/'),
      description: site.description,
      potentialAction: {
        '@type': 'SearchAction',
        target: url('/search?q={search_term_string}'),
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: url('/'),
      logo: url('/icons/icon-512.png'),
      description: site.description,
    },
  ];
}
