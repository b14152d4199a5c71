// The site's one search box (issue 14 item 8): grouped suggestions per the ARIA combobox pattern,
// keyboard use, Enter to the results page with all three kinds, and the area toggle above the box.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '@/app/routes';
import { SUGGEST_DEBOUNCE_MS } from '@/components/review-kit/use-suggestions';
import { TOP_COMPANY } from '@/features/companies/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { expectSiteSearchEmptyState } from '@/testing/site-search-empty-state';
import { resultsTitle } from '../../../functions/src/pages/results-markup.ts';

afterEach(() => {
  vi.useRealTimers();
});

const hit = (
  kind: 'company' | 'interviewer' | 'manager',
  id: string,
  name: string,
  line: string,
  href: string,
) => ({
  kind,
  id,
  name,
  line,
  average: kind === 'interviewer' ? 0 : 4.25,
  reviewCount: kind === 'interviewer' ? 0 : 4,
  href,
});

const ANSWER = {
  query: 'helix',
  companies: {
    total: 1,
    items: [hit('company', 'c1', 'Helix Systems', 'Lisbon, Porto', '/companies/helix-systems/c1')],
  },
  interviewers: {
    total: 2,
    items: [
      hit('interviewer', 'i1', 'Ada Quill', 'Recruiter at Helix Systems', '/interviewers/i1'),
      hit('interviewer', 'i2', 'Bo Lind', 'Staff Engineer at Helix Systems', '/interviewers/i2'),
    ],
  },
  managers: {
    total: 1,
    items: [
      hit(
        'manager',
        'm1',
        'Oona Park',
        'Head of Ops · Helix Systems · Lisbon',
        '/management/managers/oona-park/m1',
      ),
    ],
  },
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/** Types into the box and lets the debounce run out, as a user pausing would. */
async function typeAndWait(box: HTMLElement, text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
  await flush();
  vi.useRealTimers();
}

describe('the site search box (landing hero)', () => {
  it('groups suggestions by kind and is usable with the keyboard alone', async () => {
    const rendered = renderApp('/', { api: { 'GET /api/search/all?q=helix&limit=4': { body: ANSWER } } });
    const box = await screen.findByRole('combobox', { name: 'Search companies, interviewers and managers' });
    await typeAndWait(box, 'helix');
    expect(rendered.calls.map((c) => c.path)).toContain('/api/search/all?q=helix&limit=4');

    const listbox = await screen.findByRole('listbox', {
      name: 'Matching companies, interviewers and managers',
    });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const companies = within(listbox).getByRole('group', { name: 'Companies' });
    const interviewers = within(listbox).getByRole('group', { name: 'Interviewers' });
    const managers = within(listbox).getByRole('group', { name: 'Managers' });
    expect(within(companies).getByRole('option', { name: /Helix Systems/ }).textContent).toContain(
      'Lisbon, Porto',
    );
    // A company's figures are its managers' reviews, and its suggestion says so; a person's are their own.
    expect(within(companies).getByRole('option', { name: /Helix Systems/ }).textContent).toContain(
      '4.3 out of 5· 4 manager reviews',
    );
    expect(
      within(interviewers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Ada Quill'), expect.stringContaining('Bo Lind')]);
    expect(within(managers).getByRole('option', { name: /Oona Park/ }).textContent).toContain(
      '4.3 out of 5· 4 reviews',
    );
    expect(within(listbox).getByRole('option', { name: 'See full results' })).toBeTruthy();

    // ArrowDown walks across the groups; the input keeps focus and names the highlighted option.
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()?.textContent).toContain('Helix Systems');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()?.textContent).toContain('Ada Quill');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()?.textContent).toBe('See full results');

    // Escape closes the list; ArrowDown opens it again; Enter on a hit opens its page.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()?.textContent).toContain('Bo Lind');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(rendered.currentPath()).toBe('/interviewers/i2'));
  });

  it('Enter with nothing highlighted opens the results page with all three kinds', async () => {
    const rendered = renderApp('/', {
      api: {
        'GET /api/search/all?q=helix&limit=4': { body: ANSWER },
        'GET /api/search/all?q=helix&limit=20': { body: ANSWER },
      },
    });
    const box = await screen.findByRole('combobox', { name: 'Search companies, interviewers and managers' });
    await typeAndWait(box, 'helix');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(rendered.currentPath()).toBe('/search?q=helix'));

    await screen.findByRole('heading', { level: 1, name: '4 results for “helix”' });
    for (const [heading, link, href] of [
      ['Companies 1', 'Helix Systems', '/companies/helix-systems/c1'],
      ['Interviewers 2', 'Ada Quill', '/interviewers/i1'],
      ['Managers 1', 'Oona Park', '/management/managers/oona-park/m1'],
    ] as const) {
      const section = screen.getByRole('region', { name: heading });
      expect(
        within(section)
          .getByRole('link', { name: new RegExp(link) })
          .getAttribute('href'),
      ).toBe(href);
    }
    // A company hit counts its managers' reviews, and says so (as its link preview does).
    const hitText = (section: string, name: string) =>
      within(screen.getByRole('region', { name: section })).getByRole('link', { name: new RegExp(name) })
        .textContent;
    expect(hitText('Companies 1', 'Helix Systems')).toMatch(/· 4 manager reviews$/);
    expect(hitText('Managers 1', 'Oona Park')).toMatch(/· 4 reviews$/);
    // The box on the results page holds the term searched.
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('helix');
  });

  it('a failed search says it could not load, not that nothing matched', async () => {
    renderApp('/search?q=helix', { api: { 'GET /api/search/all?q=helix&limit=20': { status: 500 } } });
    await screen.findByRole('heading', { name: /Could not load search results/ });
    expect(screen.queryByText('No results found')).toBeNull();
  });
});

describe('/search with a kind that matched nothing', () => {
  it('lists the kinds that matched, then says in one line which matched nothing', async () => {
    const answer = { ...ANSWER, interviewers: { total: 0, items: [] } };
    renderApp('/search?q=helix', { api: { 'GET /api/search/all?q=helix&limit=20': { body: answer } } });
    await screen.findByRole('heading', { name: /^Managers/ });
    // No heading for the empty kind between the others, on a phone a screenful of nothing.
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Companies 1',
      'Managers 1',
    ]);
    const line = screen.getByText('No interviewers match.');
    const managers = screen.getByRole('region', { name: 'Managers 1' });
    expect(managers.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the area search pages use the same box', () => {
  it.each([
    ['/search-interviewers', 'SEARCH BY COMPANY', 'Search interviewers by name'],
    ['/search-managers', 'Search by workplace', 'Search managers by name'],
  ])(
    '%s: the mode toggle sits above the field, where the suggestions (below it) cannot cover it',
    async (path, toggle, label) => {
      renderApp(path);
      const box = await screen.findByRole('combobox', { name: label });
      const button = screen.getByRole('button', { name: toggle });
      expect(box.closest('search')?.contains(button)).toBe(true);
      expect(button.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(box.closest('.sb')).not.toBeNull();
    },
  );
});

describe('/search taking over the server-rendered page', () => {
  it('draws the results from the embedded answer at once, with the server’s heading and no request', async () => {
    const path = '/search/all?q=helix&limit=20';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      [path]: { data: ANSWER, headers: { date: new Date().toUTCString() } },
    });
    document.body.append(block);
    resetEmbeddedAnswers();
    await preloadPage('/search');
    const { calls } = renderApp('/search?q=helix', { api: {} });
    // Synchronously after the first render: no "Results for" or "Searching..." came first.
    const total = ANSWER.companies.total + ANSWER.interviewers.total + ANSWER.managers.total;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(resultsTitle(total, 'helix'));
    expect(screen.getAllByRole('link', { name: /Helix Systems/ })[0]?.getAttribute('href')).toBe(
      '/companies/helix-systems/c1',
    );
    expect(calls.filter((call) => call.path.startsWith('/api/search/all'))).toEqual([]);
    // Not indexed, as the server's page says.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    document.getElementById(PAGE_DATA_ID)?.remove();
    resetEmbeddedAnswers();
  });
});

describe('/search with a typo', () => {
  it('finds nothing with shorter spellings either: no "Did you mean"', async () => {
    const none = { total: 0, items: [] };
    const empty = { query: 'x', companies: none, interviewers: none, managers: none };
    const { calls } = renderApp('/search?q=zzqxv', {
      api: {
        'GET /api/search/all?q=zzqxv&limit=20': { body: empty },
        'GET /api/search/all?q=zzqx&limit=20': { body: empty },
        'GET /api/search/all?q=zzq&limit=20': { body: empty },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
    // The last word is cut down to 3 letters; nothing found, nothing offered.
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/search/all?q=zzq&limit=20'));
    expect(calls.map((c) => c.path)).not.toContain('/api/search/all?q=zz&limit=20');
    expect(screen.queryByRole('region', { name: 'Did you mean' })).toBeNull();
  });

  it('an empty result says what to try, offers to add the person and lists the top rated companies', async () => {
    const none = { total: 0, items: [] };
    const empty = { query: 'x', companies: none, interviewers: none, managers: none };
    renderApp('/search?q=zzqxv', {
      api: {
        'GET /api/search/all?q=zzqxv&limit=20': { body: empty },
        'GET /api/search/all?q=zzqx&limit=20': { body: empty },
        'GET /api/search/all?q=zzq&limit=20': { body: empty },
        'GET /api/companies?sort=top': { body: [TOP_COMPANY] },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'No results found' });
    await expectSiteSearchEmptyState(
      heading,
      'Check the spelling, or type only the first letters of a name.',
    );
    const browse = screen.getByRole('region', { name: 'Top rated companies' });
    const card = within(browse).getByRole('link', { name: /Copper Kettle Café/ });
    // Its figures are its managers' reviews, as a company hit says.
    expect(card.textContent).toMatch(/4\.8 out of 5· 9 manager reviews$/);
    expect(within(browse).getByRole('link', { name: 'All companies' }).getAttribute('href')).toBe(
      '/All-Companies',
    );
  });

  it('links the close matches to their pages', async () => {
    const none = { total: 0, items: [] };
    const empty = { query: 'x', companies: none, interviewers: none, managers: none };
    renderApp('/search?q=helixx', {
      api: {
        'GET /api/search/all?q=helixx&limit=20': { body: empty },
        'GET /api/search/all?q=helix&limit=20': { body: ANSWER },
      },
    });
    const close = await screen.findByRole('region', { name: 'Did you mean' });
    expect(within(close).getByText('Names spelled like “helixx”:')).toBeTruthy();
    expect(
      within(close)
        .getByRole('link', { name: /^Helix Systems/ })
        .getAttribute('href'),
    ).toBe('/companies/helix-systems/c1');
    // People "helix" found through their company are no spelling of "helixx"; their company is offered.
    expect(within(close).getAllByRole('link')).toHaveLength(1);
  });

  it('offers no name that merely starts like the word typed: "lead" is not "Léa", though "lea" finds her', async () => {
    const none = { total: 0, items: [] };
    const empty = { query: 'x', companies: none, interviewers: none, managers: none };
    const lea = {
      query: 'lea',
      companies: none,
      interviewers: {
        total: 2,
        items: [
          hit('interviewer', 'i1', 'Léa Adeyemi', 'Frontend Lead at Torres Supply Co.', '/interviewers/i1'),
          hit('interviewer', 'i2', 'Leah Stone', 'Recruiter at Linden Cloud', '/interviewers/i2'),
        ],
      },
      managers: {
        total: 1,
        items: [hit('manager', 'm1', 'Léa Reyes', 'Director · Mehta', '/management/managers/lea-reyes/m1')],
      },
    };
    const onlyLea = { ...lea, interviewers: { total: 1, items: lea.interviewers.items.slice(0, 1) } };
    const stem = (body: unknown) => ({ 'GET /api/search/all?q=lea&limit=20': { body } });
    const first = renderApp('/search?q=lead', {
      api: { 'GET /api/search/all?q=lead&limit=20': { body: empty }, ...stem(onlyLea) },
    });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
    await waitFor(() =>
      expect(first.calls.some((c) => c.path.startsWith('/api/search/all?q=lea&'))).toBe(true),
    );
    await flush();
    expect(screen.queryByRole('region', { name: 'Did you mean' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Léa/ })).toBeNull();
    first.unmount();

    // A close spelling among them is offered, alone.
    renderApp('/search?q=lead', {
      api: { 'GET /api/search/all?q=lead&limit=20': { body: empty }, ...stem(lea) },
    });
    const close = await screen.findByRole('region', { name: 'Did you mean' });
    expect(
      within(close)
        .getByRole('link', { name: /Leah Stone/ })
        .getAttribute('href'),
    ).toBe('/interviewers/i2');
    expect(within(close).queryByRole('link', { name: /Léa/ })).toBeNull();
  });
});
