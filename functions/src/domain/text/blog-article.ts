// The blog article's head, one source for the app's page (src/features/blog/toxic-workplace-page.tsx) and
// the rendered page (pages/static-pages.ts), so crawlers without JavaScript get the same Article as the app.

export const TOXIC_WORKPLACE_ARTICLE = {
  path: '/Toxic-Workplace-Blog',
  headline: 'How to spot a toxic workplace before you accept the offer',
  /**
   * The document title: short enough (with " | Rate My Interviewer" appended, at most 60 characters)
   * that tabs and search results still show whose blog it is; the long headline is the page's h1.
   */
  documentTitle: 'Spotting a toxic workplace · Blog',
  description:
    'The warning signs of a toxic workplace in the job ad, the interview and your first weeks, what to do if you are already in one, and why honest reviews of managers help.',
  published: '2025-08-04',
} as const;

/** The article's share card (1200x630, drawn as the profiles' are: http/routes/share-images.ts). */
export const ARTICLE_IMAGE_PATH = '/og/articles/Toxic-Workplace-Blog.png';

/** The article's schema.org Article; `url` makes a path absolute on the site's origin. */
export function articleJsonLd(siteName: string, url: (path: string) => string): Record<string, unknown> {
  const a = TOXIC_WORKPLACE_ARTICLE;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    datePublished: a.published,
    mainEntityOfPage: url(a.path),
    // Google's Article rich result wants an image: the page's own share card.
    image: url(ARTICLE_IMAGE_PATH),
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName },
  };
}
