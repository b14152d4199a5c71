// The server-rendered company page (functions/src/pages/company-markup.ts) leads with what the app leads
// with: the band's managers' rating, drawn the same, and the sections in the app's order.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aCompanyDetails, aCompanyReview } from '@/features/companies/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { companyMarkup } from '../../../functions/src/pages/company-markup.ts';

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('/companies/{slug}/{id} taking over the server-rendered page', () => {
  it('the server leads with the band’s managers’ rating and the app’s sections, in the app’s order', async () => {
    const company = aCompanyDetails({ averageRating: 3.46, cities: ['Bengaluru'] });
    const reviews = [aCompanyReview()];
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      '/companies/search/company/_/c1': { data: { company, managers: [] }, headers: {} },
      '/company-reviews/company/c1?limit=20': { data: reviews, headers: {} },
    });
    document.body.append(block);
    await preloadPage('/companies/harbor-vine-bistro/c1');
    renderApp('/companies/harbor-vine-bistro/c1', { api: {} });
    await screen.findByRole('heading', { level: 1, name: company.name });
    const template = document.createElement('template');
    template.innerHTML = companyMarkup(company, [], reviews);
    const server = template.content;
    // Normalised: React writes "· " and the count as two text nodes.
    const app = document.querySelector('.co-band-score')?.cloneNode(true) as Element;
    const drawn = server.querySelector('.co-band-score') as Element;
    app.normalize();
    expect(app.isEqualNode(drawn), `${app.outerHTML}\n!=\n${drawn.outerHTML}`).toBe(true);
    const headings = (root: ParentNode) =>
      Array.from(root.querySelectorAll('h2'), (h) => h.textContent).filter((text) =>
        [
          'How its managers are rated',
          'What employees say about the company',
          `Reviews of ${company.name}`,
          'Leadership Team',
        ].includes(text ?? ''),
      );
    expect(headings(server)).toEqual(headings(document));
    expect(headings(server)).toHaveLength(4);
  });
});
