import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anInterviewer } from '@/features/interviewers/test-fixtures';
import { reportServerReachable } from '@/lib/offline/online-status';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';

beforeAll(polyfillDialog);
// A failed fetch marks the server unreachable (the app is offline) until an answer comes.
afterEach(() => reportServerReachable(true));

// Cards show the plain average to one decimal (rating is the blended score the profile explains).
const page = [
  anInterviewer({ _id: 'a', name: 'Green Four', rating: 3.66, average: 3.96, reviewCount: 9 }),
  anInterviewer({ _id: 'b', name: 'Yellow Two', rating: 2.5, average: 2, reviewCount: 3 }),
  anInterviewer({ _id: 'c', name: 'Red Low', rating: 2.2, average: 1.94, reviewCount: 7, position: '' }),
  anInterviewer({ _id: 'd', name: 'Nobody Yet', rating: 0, average: 0, reviewCount: 0 }),
];

function renderList(path = '/interviewers', more = false) {
  return renderApp(path, {
    api: {
      'GET /api/interviewers?limit=12': { body: page, headers: more ? { 'X-Next-Cursor': 'c2' } : {} },
      'GET /api/interviewers?limit=12&cursor=c2': {
        body: page.slice(0, 1),
        headers: { 'X-Next-Cursor': 'c3' },
      },
      'GET /api/interviewers?limit=12&cursor=c3': { body: page.slice(1, 2) },
    },
  });
}

/** The failed-load state a heading belongs to (announced as an alert). */
const failure = (heading: HTMLElement) => heading.closest('[role="alert"]') as HTMLElement;

const card = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('/interviewers', () => {
  it("shows 'Loading interviewers...' and then the cards with list badge colours", async () => {
    renderList();
    expect(await screen.findByText('Loading interviewers...')).toBeTruthy();
    await screen.findByText('Green Four');
    expect(card('Green Four').textContent).toContain('Engineering Manager at Northwind Analytics');
    expect(card('Red Low').textContent).toContain('Northwind Analytics');
    const tone = (name: string) => card(name).querySelector('.rating-badge')?.getAttribute('data-tone');
    expect(tone('Green Four')).toBe('good');
    expect(tone('Yellow Two')).toBe('fair'); // 2 is yellow in the list (red in search)
    expect(tone('Red Low')).toBe('poor');
    expect(tone('Nobody Yet')).toBe('none');
    // One score per card, to one decimal, with the count: the average 3.96 reads 4.0 (and is green).
    const badge = (name: string) => card(name).querySelector('.rating-badge')?.textContent;
    expect(badge('Green Four')).toBe('Rating 4.0 out of 5');
    expect(card('Green Four').textContent).toContain('9 reviews');
    expect(card('Green Four').textContent).not.toMatch(/3\.66|3\.7/);
    expect(badge('Red Low')).toBe('Rating 1.9 out of 5');
    expect(badge('Nobody Yet')).toBe('No rating yet');
    expect(card('Nobody Yet').textContent).not.toMatch(/0\.0|0 reviews/);
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Interviewer pages' })).toBeNull();
  });

  it("says 'No interviewers found.' when there are none", async () => {
    renderApp('/interviewers', {
      api: { 'GET /api/interviewers?limit=12': { body: [] } },
    });
    expect(await screen.findByText('No interviewers found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 500 says the list could not load, never "No interviewers found.", and Try again fetches again', async () => {
    let fail = true;
    const { user, calls } = renderApp('/interviewers', {
      api: {
        'GET /api/interviewers?limit=12': () =>
          fail
            ? { status: 500, body: { message: 'Something went wrong.', code: 'internal' } }
            : { body: page },
      },
    });
    const alert = failure(await screen.findByRole('heading', { name: 'Could not load interviewers' }));
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(screen.queryByText('No interviewers found.')).toBeNull();
    const listCalls = () => calls.filter((c) => c.path.startsWith('/api/interviewers?')).length;
    expect(listCalls()).toBe(1);

    // A retry that fails again says so again (and the button is usable again).
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Green Four')).toBeTruthy();
    expect(listCalls()).toBe(3);
    expect(screen.queryByRole('heading', { name: 'Could not load interviewers' })).toBeNull();
  });

  it('offline, a saved page says how old it is ("Saved data from …"), as profiles and All-Companies do', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetched = new Date(Date.now() - 2 * 60 * 60_000);
    renderApp('/interviewers', {
      api: {
        'GET /api/interviewers?limit=12': {
          body: page,
          headers: { 'X-Served-From-Cache': '1', Date: fetched.toUTCString() },
        },
      },
    });
    await screen.findByRole('link', { name: /^Green Four/ });
    const saved = screen.getByText(/^Saved data from/);
    expect(saved.querySelector('time')?.getAttribute('dateTime')).toBe(
      new Date(Math.floor(fetched.getTime() / 1000) * 1000).toISOString(),
    );
  });

  it('offline, a page never saved on this device says so instead of an empty list', async () => {
    const { user } = renderApp('/interviewers?after=c2', {
      api: {
        // What fetch does offline for an answer the service worker has not cached.
        'GET /api/interviewers?limit=12&cursor=c2': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const alert = failure(await screen.findByRole('heading', { name: 'Not saved for offline reading' }));
    expect(screen.queryByText('No interviewers found.')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Not saved for offline reading' })).toBeTruthy();
  });

  it('pages by cursor: Next follows X-Next-Cursor, Prev walks back, the page walked to says its number (no links to numbers, no total)', async () => {
    const { user, currentPath } = renderList('/interviewers', true);
    await screen.findByText('Green Four');
    const nav = () => screen.getByRole('navigation', { name: 'Interviewer pages' });
    // ux20: the pager said nothing of where the reader was.
    const where = () => nav().querySelector('[aria-current="page"]')?.textContent;
    expect(within(nav()).getByRole('link', { name: /Prev/ }).hasAttribute('href')).toBe(false);
    expect(within(nav()).queryByRole('link', { name: /Page 1/ })).toBeNull();
    expect(where()).toBe('Page 1');

    await user.click(within(nav()).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers?after=c2'));
    await waitFor(() => expect(screen.queryByText('Yellow Two')).toBeNull());
    expect(where()).toBe('Page 2');
    await user.click(within(nav()).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers?after=c3'));
    expect(await screen.findByText('Yellow Two')).toBeTruthy();
    expect(where()).toBe('Page 3');
    expect(within(nav()).getAllByRole('link')).toHaveLength(2);
    // The last page: Next is off.
    expect(within(nav()).getByRole('link', { name: /Next/ }).hasAttribute('href')).toBe(false);

    await user.click(within(nav()).getByRole('link', { name: /Prev/ }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers?after=c2'));
    expect(where()).toBe('Page 2');
    await user.click(within(nav()).getByRole('link', { name: /Prev/ }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers'));
    expect(await screen.findByText('Red Low')).toBeTruthy();
  });

  it('a shared link to a later page offers the first page instead of Prev', async () => {
    const { user, currentPath } = renderList('/interviewers?after=c2', true);
    const nav = await screen.findByRole('navigation', { name: 'Interviewer pages' });
    // Its place in the list was never counted: no number rather than a wrong one.
    expect(nav.querySelector('[aria-current="page"]')).toBeNull();
    await user.click(within(nav).getByRole('link', { name: /First page/ }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers'));
    expect(await screen.findByText('Red Low')).toBeTruthy();
  });

  it('an ?after= that is not a cursor asks for the first page', async () => {
    const { calls } = renderList('/interviewers?after=%3Cscript%3E', false);
    expect(await screen.findByText('Red Low')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/interviewers?')).map((c) => c.path)).toEqual([
      '/api/interviewers?limit=12',
    ]);
  });

  it("a card asks 'Are you here to...'; 'Just View Profile' opens the profile", async () => {
    const { user, currentPath } = renderList();
    await user.click(await screen.findByRole('link', { name: /^Green Four/ }));
    const dialog = screen.getByRole('dialog', { name: 'Are you here to...' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Submit a Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Just View Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers/a'));
  });

  it("'Submit a Review' asks 'How did your interview go?' and leads to the profile with ?status=", async () => {
    const { user, currentPath } = renderList();
    await user.click(await screen.findByRole('link', { name: /^Yellow Two/ }));
    await user.click(screen.getByRole('button', { name: 'Submit a Review' }));
    const dialog = screen.getByRole('dialog', { name: 'How did your interview go?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(
      ['Close', 'Cleared', 'Not Cleared', 'Waiting for Result', 'Did Not Have Interview', 'Back'].map(
        (label) => (label === 'Close' ? '' : label),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not Cleared' }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers/b?status=not+cleared'));
  });

  it('each card is a link to the profile: a new tab or window opens it without asking', async () => {
    const { user, currentPath } = renderList();
    const green = await screen.findByRole('link', { name: /^Green Four/ });
    expect(green.getAttribute('href')).toBe('/interviewers/a');
    expect(screen.getByRole('link', { name: /^Nobody Yet/ }).getAttribute('href')).toBe('/interviewers/d');
    // Ctrl+click (a new tab) and Shift+click (a new window) are the browser's: no dialog here.
    await user.keyboard('{Control>}');
    await user.click(green);
    await user.keyboard('{/Control}{Shift>}');
    await user.click(green);
    await user.keyboard('{/Shift}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/interviewers');
  });

  it('Enter or Space on a focused card asks, as the button it was did', async () => {
    const { user } = renderList();
    const green = await screen.findByRole('link', { name: /^Green Four/ });
    for (const key of ['{Enter}', ' ']) {
      green.focus();
      await user.keyboard(key);
      const dialog = screen.getByRole('dialog', { name: 'Are you here to...' });
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement, key).toBe(green);
    }
  });

  it('Escape closes the dialog and gives focus back to the card', async () => {
    const { user } = renderList();
    const green = await screen.findByRole('link', { name: /^Green Four/ });
    await user.click(green);
    const dialog = screen.getByRole('dialog', { name: 'Are you here to...' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(green);
  });
});
