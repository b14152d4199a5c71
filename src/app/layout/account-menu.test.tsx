import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';
import { CLAIMS_FLAG_KEY, CLAIMS_FLAG_RECHECK_MS, forgetClaimsFlags } from '@/features/claims/claims-flag';
import { draftStorageKey, readDraft, writeDraft } from '@/lib/offline/draft-storage';
import { useOutboxSummary } from '@/lib/offline/outbox/outbox-summary';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import type { FakeCall } from '@/testing/fetch-routes';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp, testUser } from '@/testing/render-app';

vi.mock('@/features/auth/sign-out', () => ({ signOut: vi.fn(() => Promise.resolve()) }));
const { signOut } = await import('@/features/auth/sign-out');
signInFakeAuth();

/** The viewport as the nav bar's media query sees it: 1280 px wide (desktop bar) or 390 px (phone panel). */
function viewport(width: 390 | 1280) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: width >= 960 && query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  useOutboxSummary.setState({ pending: 0, failed: 0, lastSent: null });
  // Unmounted first: a menu still on screen would ask again at once.
  cleanup();
  forgetClaimsFlags();
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const accountButton = () => nav().getByRole('button', { name: /^Account/ });
const entryNames = (list: HTMLElement) => [...list.querySelectorAll('a, button')].map((el) => el.textContent);

function menuList(): HTMLElement {
  const id = accountButton().getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list) throw new Error('the Account button controls no list');
  return list;
}

describe('account menu at 1280 px', () => {
  it('is closed at first, and opens on a click with its entries, focusing the first', async () => {
    viewport(1280);
    const { user } = renderApp('/', { session: 'signed-in' });
    const button = accountButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menuList().hidden).toBe(true);
    expect(nav().queryByRole('link', { name: 'Profile' })).toBeNull();

    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menuList().hidden).toBe(false);
    expect(entryNames(menuList())).toEqual([
      'Profile',
      'My reviews',
      'Saved',
      'Account settings',
      'Outbox',
      'Logout',
    ]);
    const href = (name: string) => within(menuList()).getByRole('link', { name }).getAttribute('href');
    expect(href('Profile')).toBe('/profile');
    expect(href('My reviews')).toBe('/my-reviews');
    expect(href('Saved')).toBe('/saved');
    expect(href('Account settings')).toBe('/account-settings');
    expect(href('Outbox')).toBe('/outbox');
    expect(document.activeElement).toBe(within(menuList()).getByRole('link', { name: 'Profile' }));
  });

  it('offers Moderation to moderators only', async () => {
    viewport(1280);
    const { user } = renderApp('/', { session: 'signed-in' });
    await user.click(accountButton());
    expect(within(menuList()).queryByRole('link', { name: 'Moderation' })).toBeNull();

    act(() => useSessionStore.getState().setUser({ ...testUser, moderator: true }));
    expect(within(menuList()).getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(
      '/moderation',
    );
    // A forged flag of any other kind is not a moderator.
    act(() => useSessionStore.getState().setUser({ ...testUser, moderator: 'true' as unknown as boolean }));
    expect(within(menuList()).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it("shows the outbox's pending count on the button and the Outbox entry, and what did not go out", async () => {
    viewport(1280);
    const { user } = renderApp('/', { session: 'signed-in' });
    act(() => useOutboxSummary.setState({ pending: 2, failed: 0 }));

    expect(accountButton().textContent).toContain('2');
    expect(accountButton().getAttribute('aria-label')).toBe('Account (outbox: 2 items waiting to be sent)');
    await user.click(accountButton());
    const outbox = within(menuList()).getByRole('link', { name: /^Outbox/ });
    expect(outbox.textContent).toContain('Outbox2');
    expect(within(menuList()).getByRole('link', { name: 'Outbox: 2 items waiting to be sent' })).toBe(outbox);

    act(() => useOutboxSummary.setState({ pending: 1, failed: 1 }));
    expect(
      within(menuList()).getByRole('link', { name: 'Outbox: 1 item waiting to be sent, 1 not sent' }),
    ).toBe(outbox);

    act(() => useOutboxSummary.setState({ pending: 0, failed: 0 }));
    expect(within(menuList()).getByRole('link', { name: 'Outbox' })).toBe(outbox);
    expect(accountButton().querySelector('.account-menu-count')).toBeNull();
  });

  it('works from the keyboard: Enter opens, arrows, Home and End move, Escape closes back to the button', async () => {
    viewport(1280);
    const { user } = renderApp('/', { session: 'signed-in' });
    const button = accountButton();
    button.focus();
    const entry = (name: string) =>
      within(menuList()).getByRole(name === 'Logout' ? 'button' : 'link', { name });

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(entry('Profile'));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entry('My reviews'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(entry('Logout'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entry('Profile'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(entry('Logout'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(entry('Profile'));

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menuList().hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    // ArrowUp on the closed button opens it at the last entry.
    await user.keyboard('{ArrowUp}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(entry('Logout'));
  });

  it('closes when focus leaves it (Tab) or on a click elsewhere', async () => {
    viewport(1280);
    const { user } = renderApp('/', { session: 'signed-in' });
    await user.click(accountButton());
    await user.click(within(menuList()).getByRole('button', { name: 'Logout' }).closest('ul') as HTMLElement);
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');

    await user.click(document.body);
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(accountButton());
    within(menuList()).getByRole('button', { name: 'Logout' }).focus();
    await user.tab();
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('an entry navigates and closes the menu; Logout signs out', async () => {
    viewport(1280);
    const { user, currentPath } = renderApp('/', {
      session: 'signed-in',
      api: { 'GET /api/user/saved-interviewers': { body: [] } },
    });
    await user.click(accountButton());
    await user.click(within(menuList()).getByRole('link', { name: 'Saved' }));
    await waitFor(() => expect(currentPath()).toBe('/saved'));
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(accountButton());
    await user.click(within(menuList()).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('Logout over unfinished drafts (sign-out deletes them from this device)', () => {
  beforeAll(polyfillDialog);
  afterEach(() => {
    localStorage.clear();
    vi.mocked(signOut).mockClear();
  });

  it('at 1280 px: says what signing out deletes and lets the user go back first, keeping the draft', async () => {
    viewport(1280);
    writeDraft(draftStorageKey('interviewer-review:iv1', 'u1'), {
      rating: 4,
      reviewText: 'Half-written thoughts',
    });
    const { user } = renderApp('/', { session: 'signed-in' });
    await user.click(accountButton());
    await user.click(within(menuList()).getByRole('button', { name: 'Logout' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Sign out and delete your unfinished draft?',
    });
    expect(question.textContent).toMatch(/kept on this device, not sent\. Signing out deletes it/);
    expect(signOut).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    expect(readDraft(draftStorageKey('interviewer-review:iv1', 'u1'))).not.toBeNull();
    expect(menuList().hidden).toBe(false);

    await user.click(within(menuList()).getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out and delete' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('at 390 px: asks in the slide-in panel too, counting every draft of this user (not those of others)', async () => {
    viewport(390);
    writeDraft(draftStorageKey('rate-manager', 'u1'), { reviewText: 'About my manager' });
    writeDraft(draftStorageKey('review-response:r1', 'u1'), 'Thank you for');
    writeDraft(draftStorageKey('rate-manager', 'u2'), { reviewText: 'Someone else' });
    const { user } = renderApp('/', { session: 'signed-in' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(nav().getByRole('list', { name: 'Your account' })).getByRole('button', { name: 'Logout' }),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'Sign out and delete your 2 unfinished drafts?' }),
    ).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('account menu at 390 px', () => {
  it('lists the account entries in the slide-in panel under "Your account", one tap after Menu', async () => {
    viewport(390);
    const { user, currentPath } = renderApp('/', {
      session: 'signed-in',
      api: { 'GET /api/user/profile': { body: { name: 'Ada' } } },
    });
    act(() => {
      useSessionStore.getState().setUser({ ...testUser, moderator: true });
      useOutboxSummary.setState({ pending: 3, failed: 0 });
    });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(nav().queryByRole('button', { name: /^Account/ })).toBeNull();

    await user.click(menuButton);
    const account = nav().getByRole('list', { name: 'Your account' });
    expect(entryNames(account)).toEqual([
      'Profile',
      'My reviews',
      'Saved',
      'Account settings',
      'Outbox3',
      'Moderation',
      'Logout',
    ]);

    expect(within(account).getByRole('link', { name: 'Outbox: 3 items waiting to be sent' })).toBeTruthy();

    await user.click(within(account).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the panel from an account entry and gives focus back to Menu', async () => {
    viewport(390);
    const { user } = renderApp('/', { session: 'signed-in' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    within(nav().getByRole('list', { name: 'Your account' }))
      .getByRole('link', { name: 'Saved' })
      .focus();
    await user.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('"Claimed profiles" in the account menu', () => {
  const MINE = 'GET /api/manager-claims/mine';
  const aClaim = {
    _id: 'cl1',
    managerId: 'm1',
    managerName: 'Rohan Mehta',
    companyName: 'Harbor & Vine Bistro',
    state: 'awaiting-review',
  };
  const asked = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/manager-claims/mine');
  const stored = () => JSON.parse(window.localStorage.getItem(CLAIMS_FLAG_KEY) ?? 'null');

  it('is absent for an account without claims, which this device then does not ask about again today', async () => {
    viewport(1280);
    const first = renderApp('/', { session: 'signed-in', api: { [MINE]: { body: { claims: [] } } } });
    await waitFor(() => expect(stored()).toMatchObject({ uid: testUser.uid, has: false }));
    await first.user.click(accountButton());
    expect(within(menuList()).queryByRole('link', { name: 'Claimed profiles' })).toBeNull();
    expect(asked(first.calls)).toHaveLength(1);
    expect(asked(first.calls)[0]?.headers.get('Authorization')).toBe('Bearer test-token');

    // The app opened again (a new page load) on the same device: no request, still no entry.
    first.unmount();
    forgetMemoryOnly();
    const again = renderApp('/', { session: 'signed-in', api: { [MINE]: { body: { claims: [aClaim] } } } });
    await again.user.click(accountButton());
    expect(within(menuList()).queryByRole('link', { name: 'Claimed profiles' })).toBeNull();
    expect(asked(again.calls)).toEqual([]);
  });

  it('is present for a claimant, with its link, and kept for the next load without asking', async () => {
    viewport(1280);
    const first = renderApp('/', { session: 'signed-in', api: { [MINE]: { body: { claims: [aClaim] } } } });
    await first.user.click(accountButton());
    const entry = await within(menuList()).findByRole('link', { name: 'Claimed profiles' });
    expect(entry.getAttribute('href')).toBe('/claims');
    expect(entryNames(menuList())).toEqual([
      'Profile',
      'My reviews',
      'Saved',
      'Claimed profiles',
      'Account settings',
      'Outbox',
      'Logout',
    ]);

    first.unmount();
    forgetMemoryOnly();
    const again = renderApp('/', { session: 'signed-in', api: { [MINE]: { body: { claims: [] } } } });
    await again.user.click(accountButton());
    // Shown from the first render (no entry popping in under the pointer), with no request.
    expect(within(menuList()).getByRole('link', { name: 'Claimed profiles' })).toBeTruthy();
    expect(asked(again.calls)).toEqual([]);
  });

  it('is in the phone panel too for a claimant', async () => {
    viewport(390);
    const { user } = renderApp('/', {
      session: 'signed-in',
      api: { [MINE]: { body: { claims: [aClaim] } } },
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const account = nav().getByRole('list', { name: 'Your account' });
    expect(
      (await within(account).findByRole('link', { name: 'Claimed profiles' })).getAttribute('href'),
    ).toBe('/claims');
  });

  it('costs visitors and signed-out users no request', async () => {
    viewport(1280);
    const { calls } = renderApp('/', { session: 'signed-out', api: {} });
    await screen.findByRole('link', { name: 'Login' });
    expect(asked(calls)).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('asks again once a "no" is a day old (the account may have claimed on another device)', async () => {
    viewport(1280);
    const dayOld = Date.now() - CLAIMS_FLAG_RECHECK_MS - 1000;
    window.localStorage.setItem(
      CLAIMS_FLAG_KEY,
      JSON.stringify({ uid: testUser.uid, has: false, at: dayOld }),
    );
    const { user, calls } = renderApp('/', {
      session: 'signed-in',
      api: { [MINE]: { body: { claims: [aClaim] } } },
    });
    await user.click(accountButton());
    await within(menuList()).findByRole('link', { name: 'Claimed profiles' });
    expect(asked(calls)).toHaveLength(1);
  });

  it('trusts no answer kept for another account, nor a malformed one', async () => {
    viewport(1280);
    for (const kept of [
      JSON.stringify({ uid: 'someone-else', has: true, at: Date.now() }),
      JSON.stringify({ uid: testUser.uid, has: 'yes', at: Date.now() }),
      '{not json',
    ]) {
      forgetClaimsFlags();
      window.localStorage.setItem(CLAIMS_FLAG_KEY, kept);
      const { user, calls, unmount } = renderApp('/', {
        session: 'signed-in',
        api: { [MINE]: { body: { claims: [] } } },
      });
      await waitFor(() => expect(stored()).toMatchObject({ uid: testUser.uid, has: false }));
      await user.click(accountButton());
      expect(within(menuList()).queryByRole('link', { name: 'Claimed profiles' })).toBeNull();
      expect(asked(calls)).toHaveLength(1);
      unmount();
    }
  });

  it('stays hidden when the check fails, and decides nothing until the next load', async () => {
    viewport(1280);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, calls } = renderApp('/', {
      session: 'signed-in',
      api: { [MINE]: { status: 503, body: { message: 'Try again.', code: 'unavailable' } } },
    });
    await waitFor(() => expect(asked(calls).length).toBeGreaterThan(0));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await user.click(accountButton());
    expect(within(menuList()).queryByRole('link', { name: 'Claimed profiles' })).toBeNull();
    expect(stored()).toBeNull();
  });
});

/** A new page load: the in-memory answers go, what the device kept stays. */
function forgetMemoryOnly() {
  const kept = window.localStorage.getItem(CLAIMS_FLAG_KEY);
  forgetClaimsFlags();
  if (kept !== null) window.localStorage.setItem(CLAIMS_FLAG_KEY, kept);
}
