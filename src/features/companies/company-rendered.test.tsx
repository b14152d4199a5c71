// The server-rendered company page (functions/src/pages/company-markup.ts) leads with what the app leads
// with: the band's managers' rating, drawn the same, and the sections in the app's order.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aCompanyDetails, aCompanyReview } from '@/features/companies/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { companyMarkup } from '../../../functions/src/pages/company-markup.ts';

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

/** The company page as the server sends it (its answers in the page's data block), taken over by the app. */
async function openTakenOverCompany(
  company: ReturnType<typeof aCompanyDetails>,
  managers: unknown[],
  reviews: unknown[],
): Promise<void> {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify({
    '/companies/search/company/_/c1': { data: { company, managers }, headers: {} },
    '/company-reviews/company/c1?limit=20': { data: reviews, headers: {} },
  });
  document.body.append(block);
  await preloadPage('/companies/harbor-vine-bistro/c1');
  renderApp('/companies/harbor-vine-bistro/c1', { api: {} });
}

describe('/companies/{slug}/{id} taking over the server-rendered page', () => {
  it('the server leads with the band’s managers’ rating and the app’s sections, in the app’s order', async () => {
    const company = aCompanyDetails({ averageRating: 3.46, cities: ['Bengaluru'] });
    const reviews = [aCompanyReview()];
    await openTakenOverCompany(company, [], reviews);
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

describe('the reviews a server-rendered company page listed', () => {
  it('all stay when the app takes over (opened in the app, it shows 5: company-pages.test.tsx)', async () => {
    const company = aCompanyDetails({
      companyReviews: { ...aCompanyDetails().companyReviews, reviewCount: 30 },
    });
    const reviews = Array.from({ length: 20 }, (_, n) =>
      aCompanyReview({ _id: `cr${n}`, reviews: { ...aCompanyReview().reviews, pros: `Pro number ${n}` } }),
    );
    await openTakenOverCompany(company, [], reviews);
    const section = await screen.findByRole('region', { name: `Reviews of ${company.name}` });
    // The server listed 20 (functions/src/pages/pages-app.ts FIRST_PAGE); a reader may be reading the 12th.
    const template = document.createElement('template');
    template.innerHTML = companyMarkup(company, [], reviews);
    expect(template.content.querySelectorAll('.rk-review-list > li')).toHaveLength(20);
    expect(within(section).getAllByRole('article')).toHaveLength(20);
    expect(within(section).getByText('Pro number 19')).toBeTruthy();
  });
});

describe('the Leadership Team on the company page', () => {
  it('each card says how many reviews its rating rests on, in the app and on the server-rendered page alike', async () => {
    const company = aCompanyDetails();
    const member = {
      company: { _id: 'c1', name: company.name },
      branch: { _id: 'b1', name: '', city: 'Bengaluru', location: [] },
      department: { _id: 'd1', name: 'Kitchen' },
      position: 'Head Chef',
      createdAt: '2026-10-01T10:00:00.000Z',
    };
    const managers = [
      { ...member, _id: 'm1', name: 'Asha Rao', averageRating: 4.08, rating: 4.08, reviewCount: 12 },
      { ...member, _id: 'm2', name: 'Dev Iyer', averageRating: 0, rating: 0, reviewCount: 0 },
      { ...member, _id: 'm3', name: 'Rohan Mehta', averageRating: 3, rating: 3, reviewCount: 1 },
    ];
    await openTakenOverCompany(company, managers, []);
    const team = await screen.findByRole('region', { name: 'Leadership Team' });
    const cards = (root: ParentNode) =>
      Array.from(root.querySelectorAll('.co-team-member'), (card) => {
        const name = card.querySelector('.co-team-name')?.textContent;
        const score = Array.from(card.lastElementChild?.children ?? [], (part) => part.textContent).join(
          ' / ',
        );
        return `${name}: ${score}`;
      });
    expect(cards(team)).toEqual([
      'Asha Rao: Rating 4.1 out of 5 / 12 reviews',
      'Dev Iyer: No rating yet',
      'Rohan Mehta: Rating 3.0 out of 5 / 1 review',
    ]);
    const template = document.createElement('template');
    template.innerHTML = companyMarkup(company, managers, []);
    expect(cards(template.content)).toEqual(cards(team));
  });
});

describe('the company page’s Managers figure', () => {
  it('links to the Leadership Team below, as the Interviewers figure links to its list, in the app and on the server-rendered page alike', async () => {
    const company = aCompanyDetails({ managersCount: 1, interviewersCount: 2 });
    const managers = [
      {
        _id: 'm1',
        name: 'Asha Rao',
        position: 'Head Chef',
        company: { _id: 'c1', name: company.name },
        branch: { _id: 'b1', name: '', city: 'Bengaluru', location: [] },
        department: null,
        averageRating: 0,
        rating: 0,
        reviewCount: 0,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
    ];
    await openTakenOverCompany(company, managers, []);
    const team = await screen.findByRole('region', { name: 'Leadership Team' });
    const figures = (root: ParentNode) =>
      Array.from(root.querySelectorAll('.co-stat'), (stat) => {
        const link = stat.querySelector('dd a');
        return [
          stat.querySelector('dt')?.textContent,
          stat.querySelector('dd')?.textContent,
          link?.getAttribute('href'),
        ];
      });
    expect(figures(document)).toEqual([
      ['Managers', '1', `#${team.id}`],
      ['Interviewers', '2', `/search/${encodeURIComponent(company.name)}?searchMode=company`],
    ]);
    expect(team.id).not.toBe('');
    const template = document.createElement('template');
    template.innerHTML = companyMarkup(company, managers, []);
    expect(figures(template.content)).toEqual(figures(document));
    expect(template.content.querySelector('.co-team')?.id).toBe(team.id);
  });
});
