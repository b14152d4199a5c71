import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from '@/app/routes';
import type { CompanyInsights } from '@/features/insights/types';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';

// uPlot draws on a canvas jsdom lacks; the tables beside the chart carry the same figures.
vi.mock('@/features/insights/trend-chart', () => ({ TrendChart: () => null }));

const LONG = 'Indiranagar, 100 Feet Road, Bengaluru, opposite the old metro pillar 42, first floor';
const UNBROKEN = `Koramangala${'-5th-Block'.repeat(12)}`;
const MARKUP = '<b>Jayanagar</b> & 4th Block';

/** A company whose branches have long names, one unbroken and one that looks like markup, and many of them. */
function insights(branchNames: string[], aspects: CompanyInsights['aspects'] = []): CompanyInsights {
  return {
    companyId: 'c1',
    name: 'Harbor & Vine Bistro',
    minGroup: 5,
    trend: { interviewer: [], manager: [], company: [] },
    aspects,
    outcomes: null,
    branches: {
      groups: branchNames.map((name, i) => ({
        id: `b${i}`,
        name,
        average: [4.6, 3.5, 5, 1.25][i % 4] as number,
        reviewCount: 5 + i,
      })),
      others: { average: 2.9, reviewCount: 11, groupCount: 3 },
    },
    departments: { groups: [], others: null },
    managers: { rising: [], falling: [], lastYear: { from: '2025-12', to: '2026-11' } },
    themes: null,
  };
}

async function branchesSection(branchNames: string[]) {
  renderApp('/companies/harbor-vine-bistro/c1/insights', {
    api: { 'GET /api/companies/c1/insights': { body: insights(branchNames) } },
  });
  return screen.findByRole('region', { name: 'Branches compared' });
}

describe('Branches compared on the company insights page', () => {
  it('draws one bar per branch beside its whole name, however long, in the table that carries the figures', async () => {
    const names = [LONG, UNBROKEN, MARKUP, 'MG Road'];
    const section = await branchesSection(names);
    const table = within(section).getByRole('table', { name: 'Branches compared: average manager rating' });
    const rows = within(table).getAllByRole('row').slice(1);

    // Every branch named in full (never cut to fit under a bar), the pooled rest last.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      ...names,
      'Other branches (3)',
    ]);
    // Each row's bar is as long as its average out of 5, and the figure is written beside it.
    const bars = rows.map((row) => {
      const bar = row.querySelector<HTMLElement>('[data-bar]');
      expect(bar?.closest('[aria-hidden="true"]')).toBeTruthy();
      return [bar?.style.width, within(row).getAllByRole('cell')[0]?.textContent];
    });
    expect(bars).toEqual([
      ['92%', '4.6'],
      ['70%', '3.5'],
      ['100%', '5.0'],
      ['25%', '1.3'],
      ['58%', '2.9'],
    ]);
    // No second chart in the section whose axis would cut or overlap the names.
    expect(section.querySelector('.in-chart')).toBeNull();
  });

  it('keeps a bar and a whole name for each of many branches', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `Branch ${i + 1}, ${LONG}`);
    const section = await branchesSection(many);
    expect(section.querySelectorAll('[data-bar]')).toHaveLength(41);
    expect(within(section).getByText(many[39] as string)).toBeTruthy();
  });
});

describe('Aspects against all companies on the company insights page', () => {
  const median = (value: number, companyCount: number) => ({ median: value, companyCount });
  const aspects: CompanyInsights['aspects'] = [
    {
      kind: 'manager',
      aspect: 'leadership',
      average: 3.83,
      reviewCount: 12,
      allCompanies: median(3.6, 9),
      sameIndustry: null,
    },
    {
      kind: 'manager',
      aspect: 'communication',
      average: 4.09,
      reviewCount: 11,
      allCompanies: median(3.5, 9),
      sameIndustry: null,
    },
    {
      kind: 'company',
      aspect: 'workLifeBalance',
      average: 2.5,
      reviewCount: 7,
      allCompanies: median(5, 12),
      sameIndustry: null,
    },
    // An aspect the PWA has no label for yet is shown by its key, whole; a median that rests on too
    // few companies is said in words, with no bar.
    {
      kind: 'company',
      aspect: UNBROKEN,
      average: 1.25,
      reviewCount: 5,
      allCompanies: null,
      sameIndustry: null,
    },
  ];

  it('shows each aspect by its whole name with the company’s and all companies’ figures in one row, two bars, a legend', async () => {
    renderApp('/companies/harbor-vine-bistro/c1/insights', {
      api: { 'GET /api/companies/c1/insights': { body: insights([], aspects) } },
    });
    const section = await screen.findByRole('region', { name: 'Aspects against all companies' });
    const table = within(section).getByRole('table', {
      name: 'Aspect averages out of 5: Harbor & Vine Bistro against the median of all companies',
    });
    const rows = within(table).getAllByRole('row').slice(1);

    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Leadership (manager reviews)',
      'Communication (manager reviews)',
      'Work-life balance (company reviews)',
      `${UNBROKEN} (company reviews)`,
    ]);
    // The figures are text, each named for screen readers; the bars beside them are hidden from them.
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      'Harbor & Vine Bistro: 3.8Median of all companies: 3.612 reviews · median of 9 companies',
      'Harbor & Vine Bistro: 4.1Median of all companies: 3.511 reviews · median of 9 companies',
      'Harbor & Vine Bistro: 2.5Median of all companies: 5.07 reviews · median of 12 companies',
      'Harbor & Vine Bistro: 1.3Median of all companies: not enough companies yet5 reviews',
    ]);
    const bars = rows.map((row) =>
      [...row.querySelectorAll<HTMLElement>('[data-bar]')].map((bar) => {
        expect(bar.closest('[aria-hidden="true"]')).toBeTruthy();
        return `${bar.closest('[data-tone]')?.getAttribute('data-tone')} ${bar.style.width}`;
      }),
    );
    expect(bars).toEqual([
      ['primary 76.6%', 'reference 72%'],
      ['primary 81.8%', 'reference 70%'],
      ['primary 50%', 'reference 100%'],
      ['primary 25%'],
    ]);
    // The legend names the two colours; no uPlot chart cuts or drops the aspect names any more.
    expect(section.querySelector('.in-legend')?.textContent).toBe(
      'Harbor & Vine BistroMedian of all companies',
    );
    expect(section.querySelector('.in-chart')).toBeNull();
    // The aspects left out for want of reviews are named, not dropped without a word.
    expect(within(section).getByText(/^Not shown until at least 5 reviews rate them:/).textContent).toBe(
      'Not shown until at least 5 reviews rate them: Teamwork, Empathy, Fairness (manager reviews); ' +
        'Compensation, Culture, Career growth, Diversity (company reviews).',
    );
  });
});

describe('Interview outcomes on the company insights page', () => {
  it('shows each outcome by its whole name with a bar of its share and the share and count as text', async () => {
    const outcomes = { reviewCount: 18, cleared: 6, notCleared: 7, waiting: 0, noAnswer: 3, noInterview: 2 };
    renderApp('/companies/harbor-vine-bistro/c1/insights', {
      api: { 'GET /api/companies/c1/insights': { body: { ...insights([]), outcomes } } },
    });
    const section = await screen.findByRole('region', { name: 'Interview outcomes' });
    const table = within(section).getByRole('table', { name: 'Outcomes of 18 reviews that gave one' });
    const rows = within(table).getAllByRole('row').slice(1);

    // Every outcome, the tallest and the smallest alike, named in full with its share and count.
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['Cleared', '33%', '6'],
      ['Not cleared', '39%', '7'],
      ['Waiting', '0%', '0'],
      ['No answer (waiting over 30 days)', '17%', '3'],
      ['No interview', '11%', '2'],
    ]);
    // The bar is a share of 100 %, not an average out of 5, and hidden from screen readers.
    const bars = rows.map((row) => {
      const bar = row.querySelector<HTMLElement>('[data-bar]');
      expect(bar?.closest('[aria-hidden="true"]')).toBeTruthy();
      return bar?.style.width;
    });
    expect(bars).toEqual(['33%', '39%', '0%', '17%', '11%']);
    // No uPlot chart whose axis drops or cuts the names on a phone.
    expect(section.querySelector('.in-chart')).toBeNull();
  });
});

describe('Periods on the company insights page', () => {
  it('names quarters and months in words ("Q3 2024 – Q3 2026"), not as stored keys ("2024Q3–2026Q3")', async () => {
    const five = { average: 4.4, reviewCount: 9 };
    const trend = {
      interviewer: [],
      company: [],
      manager: [
        { from: '2024Q3', to: '2026Q3', ...five },
        { from: '2026Q4', to: '2026Q4', ...five },
      ],
    };
    const movers = {
      rising: [
        { id: 'm1', name: 'Dana', before: five, after: { average: 4.8, reviewCount: 6 }, change: 0.4 },
      ],
      falling: [],
      lastYear: { from: '2025-12', to: '2026-11' },
    };
    renderApp('/companies/harbor-vine-bistro/c1/insights', {
      api: {
        'GET /api/companies/c1/insights': { body: { ...insights([]), trend, managers: movers } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Rating trend by quarter' });
    const rows = within(within(section).getByRole('table', { name: 'Manager reviews' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Q3\u00a02024 – Q3\u00a02026',
      'Q4\u00a02026',
    ]);
    const moverSection = screen.getByRole('region', { name: 'Managers who rose or fell most' });
    expect(moverSection.textContent).toContain('over the last year (Dec\u00a02025 – Nov\u00a02026)');
    expect(document.body.textContent).not.toMatch(/\d{4}Q\d|\d{4}-\d{2}/);
  });
});

describe('What company reviews keep saying', () => {
  it('without themes, says they are the company reviews’ and where its managers’ themes are', async () => {
    renderApp('/companies/harbor-vine-bistro/c1/insights', {
      api: { 'GET /api/companies/c1/insights': { body: insights([]) } },
    });
    const section = await screen.findByRole('region', { name: 'What company reviews keep saying' });
    // Its managers' reviews have themes of their own, on their profiles: "No recurring themes yet" read
    // as if nobody had said anything recurring about the company at all.
    expect(within(section).getByText(/^No recurring themes in its company reviews yet\./).textContent).toBe(
      'No recurring themes in its company reviews yet. Themes of manager reviews are on each manager’s profile.',
    );
  });
});

describe('sections without figures yet', () => {
  it('are named in one card that says the rule once, not drawn each with the same line', async () => {
    renderApp('/companies/harbor-vine-bistro/c1/insights', {
      api: { 'GET /api/companies/c1/insights': { body: insights(['Indiranagar']) } },
    });
    const card = await screen.findByRole('region', { name: 'Not enough reviews yet' });
    expect(within(card).getByText(/published reviews:$/).textContent).toBe(
      'Each of these shows once it rests on at least 5 published reviews:',
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rating trend by quarter',
      'Aspects against all companies',
      'Interview outcomes',
      'Departments compared',
      'Managers who rose or fell most',
    ]);
    // Only the sections with figures (and the themes, with their own words) are drawn.
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Branches compared',
      'What company reviews keep saying',
      'Not enough reviews yet',
    ]);
  });
});

describe('/companies/:name/:id/insights taking over the server-rendered page', () => {
  it('draws the insights from the embedded answer at once, with no request for them', async () => {
    const path = '/companies/c1/insights';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      [path]: { data: insights(['MG Road']), headers: { date: new Date().toUTCString() } },
    });
    document.body.append(block);
    resetEmbeddedAnswers();
    await preloadPage('/companies/harbor-vine-bistro/c1/insights');
    const { calls } = renderApp('/companies/harbor-vine-bistro/c1/insights', { api: {} });
    // Synchronously after the first render: no "Loading insights..." came first.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbor & Vine Bistro');
    expect(screen.getByRole('region', { name: 'Branches compared' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/companies/c1/insights'))).toEqual([]);
    document.getElementById(PAGE_DATA_ID)?.remove();
    resetEmbeddedAnswers();
  });
});
