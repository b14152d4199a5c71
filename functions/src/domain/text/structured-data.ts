// A rating in JSON-LD, for the rendered pages' heads (pages/pages-app.ts) and the PWA's (company-page.tsx)
// alike, so one page never gives crawlers two ratings. schema.org has aggregateRating on Organization
// (and Brand, CreativeWork, Event, Offer, Place, Product, Service) but not on Person, so an interviewer's
// or a manager's Person carries none. Google's review snippets need ratingValue, and reviewCount or
// ratingCount; both are sent as JSON numbers, in the 1-5 scale said by bestRating and worstRating.
import { formatScore } from './display-text.ts';

/** `{aggregateRating}` to spread into an Organization, or nothing without reviews (a rating of none is not one). */
export function aggregateRatingJsonLd(average: number, reviewCount: number): Record<string, unknown> {
  if (!(reviewCount > 0)) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      // The score as the page shows it (one decimal), as a number: "4.0" would be text.
      ratingValue: Number(formatScore(average)),
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
