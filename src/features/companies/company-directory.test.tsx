// The All-Companies directory (issue 14 item 10): rows with cities and counts, Show more by cursor,
// letter jumps and the name filter, all answered by the API (filtered in the browser only offline, from
// the pages this device saved, when the answer asked for was never saved).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { letterOf } from '@/features/companies/components/company-directory';
import { reportServerReachable } from '@/lib/offline/online-status';
import { LIST_CACHE_LIMITS } from '@/lib/offline/sw-routes';
import type { FakeRoute } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';
import { stubSavedListAnswers } from '@/testing/saved-answers';

afterEach(() => {
  vi.useRealTimers();
});

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  cities: [],
  branchCount: 0,
  managers: 0,
  interviewers: 0,
  reviews: 0,
  averageRating: 0,
  ...extra,
});

describe('/All-Companies directory', () => {
  it('lists companies A-Z with cities and counts, including one with only interviewers, and shows more by cursor', async () => {
    const rendered = renderApp('/All-Companies', {
      api: {
        'GET /api/companies/directory': {
          body: [
            row('c1', 'Alder Works', { interviewers: 2 }),
            row('c2', 'Birch & Co', {
              cities: ['Braga', 'Porto'],
              managers: 1,
              reviews: 3,
              averageRating: 4.33,
            }),
          ],
          headers: { 'X-Next-Cursor': 'abc' },
        },
        'GET /api/companies/directory?cursor=abc': { body: [row('c3', 'Cedar Labs')] },
      },
    });
    const directory = await screen.findByRole('region', { name: 'A–Z directory' });
    const alder = (await within(directory).findByRole('link', { name: 'Alder Works' })).closest(
      'li',
    ) as HTMLElement;
    expect(alder.textContent).toContain('0 managers');
    expect(alder.textContent).toContain('2 interviewers');
    expect(alder.textContent).toContain('No branches listed');
    const birch = within(directory).getByRole('link', { name: 'Birch & Co' });
    expect(birch.getAttribute('href')).toBe('/companies/birch-co/c2');
    expect(birch.closest('li')?.textContent).toContain('Braga, Porto');
    // The count is of its managers' reviews, and says so (the company page counts company reviews too).
    // The average leads the row with what it rests on, not a bare figure after the counts.
    const counts = birch.closest('li')?.querySelector('.co-directory-counts') as HTMLElement;
    expect(Array.from(counts.children, (part) => part.textContent)).toEqual([
      'Average rating 4.3 out of 5 from 3 manager reviews',
      '1 manager',
      '0 interviewers',
    ]);
    expect(
      Array.from(alder.querySelectorAll('.co-directory-counts > *'), (part) => part.textContent),
    ).toEqual(['No rating yet', '0 managers', '2 interviewers']);
    expect(within(directory).getByRole('heading', { level: 3, name: 'A' })).toBeTruthy();

    fireEvent.click(within(directory).getByRole('button', { name: 'Show more companies' }));
    expect(await within(directory).findByRole('link', { name: 'Cedar Labs' })).toBeTruthy();
    expect(within(directory).getByRole('link', { name: 'Alder Works' })).toBeTruthy();
    expect(within(directory).queryByRole('button', { name: 'Show more companies' })).toBeNull();
    expect(rendered.calls.map((c) => c.path)).toContain('/api/companies/directory?cursor=abc');
  });

  it('a letter link asks the API from that letter on; the filter asks for the typed name', async () => {
    const rendered = renderApp('/All-Companies', {
      api: {
        'GET /api/companies/directory': { body: [row('c1', 'Alder Works')] },
        'GET /api/companies/directory?from=h': { body: [row('c9', 'Helix Systems')] },
        'GET /api/companies/directory?q=hel&from=h': { body: [row('c9', 'Helix Systems')] },
      },
    });
    const directory = await screen.findByRole('region', { name: 'A–Z directory' });
    await within(directory).findByRole('link', { name: 'Alder Works' });
    const letters = within(directory).getByRole('navigation', { name: 'Jump to a letter' });
    fireEvent.click(within(letters).getByRole('link', { name: 'From H' }));
    expect(await within(directory).findByRole('link', { name: 'Helix Systems' })).toBeTruthy();
    expect(within(directory).queryByRole('link', { name: 'Alder Works' })).toBeNull();
    expect(within(letters).getByRole('link', { name: 'From H' }).getAttribute('aria-current')).toBe('true');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(within(directory).getByRole('searchbox', { name: 'Filter companies by name' }), {
      target: { value: 'hel' },
    });
    await act(async () => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    await waitFor(() =>
      expect(rendered.calls.map((c) => c.path)).toContain('/api/companies/directory?q=hel&from=h'),
    );
    expect(rendered.currentPath()).toContain('q=hel');
  });

  it('a failed load says so and offers Try again, not an empty directory', async () => {
    renderApp('/All-Companies', { api: { 'GET /api/companies/directory': { status: 500 } } });
    const directory = await screen.findByRole('region', { name: 'A–Z directory' });
    expect(await within(directory).findByRole('button', { name: /Try again/ })).toBeTruthy();
    expect(within(directory).queryByText(/No companies/)).toBeNull();
  });

  it('files names under their first letter, accents folded, others under #', () => {
    expect(['Ängström', 'birch', '7 Seas', 'Ωmega', ' zed'].map(letterOf)).toEqual(['A', 'B', '#', '#', 'Z']);
  });

  it('a letter no company files under is disabled text, not a link to a later letter', async () => {
    renderApp('/All-Companies', {
      api: {
        'GET /api/companies/directory': { body: [row('c1', 'Alder Works'), row('c2', 'Birch & Co')] },
        'GET /api/companies/directory/letters': { body: { letters: ['A', 'B'] } },
      },
    });
    const directory = await screen.findByRole('region', { name: 'A–Z directory' });
    const letters = within(directory).getByRole('navigation', { name: 'Jump to a letter' });
    const c = await within(letters).findByRole('link', { name: 'From C: no companies' });
    expect(c.getAttribute('aria-disabled')).toBe('true');
    expect(c.hasAttribute('href')).toBe(false);
    expect(within(letters).getByRole('link', { name: 'From B' }).getAttribute('href')).toBe(
      '/All-Companies?from=b#directory',
    );
    const linked = within(letters)
      .getAllByRole('link')
      .filter((a) => a.hasAttribute('href'))
      .map((a) => a.textContent);
    expect(linked).toEqual(['All', 'A', 'B']);
  });

  it('a directory the offline cache answered says when it was fetched, as other saved pages do', async () => {
    const fetched = new Date(Date.now() - 5 * 60_000);
    renderApp('/All-Companies', {
      api: {
        'GET /api/companies/directory': {
          body: [row('c1', 'Alder Works')],
          headers: { 'X-Served-From-Cache': '1', Date: fetched.toUTCString() },
        },
      },
    });
    const directory = await screen.findByRole('region', { name: 'A–Z directory' });
    const saved = await within(directory).findByText(/^Saved data from/);
    expect(saved.querySelector('time')?.getAttribute('dateTime')).toBe(
      new Date(Math.floor(fetched.getTime() / 1000) * 1000).toISOString(),
    );
  });

  describe('offline, a filter or a letter whose answer was never saved', () => {
    const fetched = new Date(Date.now() - 60 * 60_000);
    const savedFirstPage = [row('c1', 'Acme Corp'), row('c2', 'Alder Works'), row('c3', 'Birch & Co')];
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    // A failed fetch marks the server unreachable (the app is offline) until an answer comes.
    afterEach(() => reportServerReachable(true));
    const openOffline = (path: string, letterM: FakeRoute = offline) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      stubSavedListAnswers({ '/api/companies/directory': { body: savedFirstPage, fetchedAt: fetched } });
      return renderApp(path, {
        api: {
          // The service worker answers the visited first page from its cache; nothing else was saved.
          'GET /api/companies/directory': {
            body: savedFirstPage,
            headers: { 'X-Served-From-Cache': '1', Date: fetched.toUTCString() },
          },
          'GET /api/companies/directory?q=ac': offline,
          'GET /api/companies/directory?from=m': letterM,
          'GET /api/companies/directory/letters': { body: { letters: ['A', 'B', 'M'] } },
        },
      });
    };

    it('filters the companies saved on this device, says only those are shown, and how old they are', async () => {
      const { user } = openOffline('/All-Companies');
      const directory = await screen.findByRole('region', { name: 'A–Z directory' });
      await within(directory).findByRole('link', { name: 'Birch & Co' });
      await user.type(within(directory).getByLabelText('Filter companies by name'), 'ac');
      expect(
        await within(directory).findByText(/only the companies saved on this device are shown/),
      ).toBeTruthy();
      expect(within(directory).getByRole('link', { name: 'Acme Corp' })).toBeTruthy();
      expect(within(directory).queryByRole('link', { name: 'Birch & Co' })).toBeNull();
      expect(within(directory).queryByRole('link', { name: 'Alder Works' })).toBeNull();
      expect(within(directory).queryByText('Not saved for offline reading')).toBeNull();
      const saved = within(directory).getByText(/^Saved data from/);
      expect(saved.querySelector('time')?.getAttribute('dateTime')).toBe(
        new Date(Math.floor(fetched.getTime() / 1000) * 1000).toISOString(),
      );
    });

    it('leaves out saved pages older than the service worker keeps serving them', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const tooOld = new Date(Date.now() - (LIST_CACHE_LIMITS.maxAgeSeconds + 60) * 1000);
      stubSavedListAnswers({
        '/api/companies/directory': { body: savedFirstPage, fetchedAt: fetched },
        '/api/companies/directory?from=m': { body: [row('c9', 'Acme Mill')], fetchedAt: tooOld },
      });
      const { user } = renderApp('/All-Companies', {
        api: {
          'GET /api/companies/directory': {
            body: savedFirstPage,
            headers: { 'X-Served-From-Cache': '1', Date: fetched.toUTCString() },
          },
          'GET /api/companies/directory?q=ac': offline,
          'GET /api/companies/directory/letters': { body: { letters: ['A', 'B', 'M'] } },
        },
      });
      const directory = await screen.findByRole('region', { name: 'A–Z directory' });
      await within(directory).findByRole('link', { name: 'Birch & Co' });
      await user.type(within(directory).getByLabelText('Filter companies by name'), 'ac');
      await within(directory).findByText(/only the companies saved on this device are shown/);
      expect(within(directory).getByRole('link', { name: 'Acme Corp' })).toBeTruthy();
      expect(within(directory).queryByRole('link', { name: 'Acme Mill' })).toBeNull();
      // Dated by the pages it used: not by the one left out.
      const saved = within(directory).getByText(/^Saved data from/);
      expect(saved.querySelector('time')?.getAttribute('dateTime')).toBe(
        new Date(Math.floor(fetched.getTime() / 1000) * 1000).toISOString(),
      );
    });

    it('a letter with no saved company says so', async () => {
      openOffline('/All-Companies?from=m');
      const directory = await screen.findByRole('region', { name: 'A–Z directory' });
      expect(
        await within(directory).findByText('No companies from M on are saved on this device.'),
      ).toBeTruthy();
      expect(within(directory).queryByText('Not saved for offline reading')).toBeNull();
    });

    it("back online, the API's answer takes the place of the saved companies", async () => {
      let connected = false;
      openOffline('/All-Companies?from=m', () => {
        if (!connected) throw new TypeError('Failed to fetch');
        return { body: [row('c9', 'Maple Inc')] };
      });
      const directory = await screen.findByRole('region', { name: 'A–Z directory' });
      await within(directory).findByText('No companies from M on are saved on this device.');
      connected = true;
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      act(() => reportServerReachable(true));
      expect(await within(directory).findByRole('link', { name: 'Maple Inc' })).toBeTruthy();
      expect(within(directory).queryByText(/only the companies saved on this device/)).toBeNull();
      expect(within(directory).queryByText(/^Saved data from/)).toBeNull();
    });
  });
});
