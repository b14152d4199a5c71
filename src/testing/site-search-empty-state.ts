// What every search with no match offers (src/components/site-search/no-results.tsx), asserted once for
// the screens that show it: /search, /search/{query} and /searchresults.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The empty state under `heading`: its hint, the two next steps, and the top rated companies (answered with
 * TOP_COMPANY, features/companies/test-fixtures.ts). Answers the empty state's element.
 */
export async function expectSiteSearchEmptyState(heading: HTMLElement, hint: string): Promise<HTMLElement> {
  const status = heading.closest<HTMLElement>('[role="status"]') as HTMLElement;
  expect(within(status).getByText(hint)).toBeTruthy();
  // Next steps in the empty state itself, not only the band's buttons above it.
  expect(within(status).getByRole('link', { name: 'Add an interviewer' }).getAttribute('href')).toBe(
    '/add-interviewer',
  );
  expect(within(status).getByRole('link', { name: 'Rate a manager' }).getAttribute('href')).toBe(
    '/rate-manager',
  );
  const browse = await screen.findByRole('region', { name: 'Top rated companies' });
  expect(
    within(browse)
      .getByRole('link', { name: /Copper Kettle Café/ })
      .getAttribute('href'),
  ).toBe('/companies/copper-kettle-cafe/c9');
  return status;
}
