// A company with no managers and no reviews: the rendered page (pages/company-markup.ts) and the PWA
// (company-page.tsx) say so once, in the same words, instead of an empty note in each of four sections.

type CompanyCounts = { reviewCount: number; companyReviews?: { reviewCount: number } };

/** Nothing to show beyond the counts: no managers listed, no manager or company reviews. */
export function companyHasNothingYet(company: CompanyCounts, managersListed: number): boolean {
  return (
    managersListed === 0 && company.reviewCount === 0 && (company.companyReviews?.reviewCount ?? 0) === 0
  );
}

/** The one line, around its link to rate a manager there: before, link text, after. */
export function companyEmptyText(name: string): { before: string; link: string; after: string } {
  return {
    before: `Nobody has reviewed ${name} yet. `,
    link: 'Rate a manager here',
    after: ' to be the first; then you can review the company too.',
  };
}
