// Android Chrome offers to install the app from its manifest; iOS Safari never does, so an iPhone visitor
// had no way to learn the app installs at all. They now get one small hint, once, and nobody else does.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallHint } from '@/components/install-hint/install-hint';
import { renderApp } from '@/testing/render-app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';

/** The browser as the hint sees it: its user agent, touch points, and whether it runs installed. */
function visitAs(
  userAgent: string,
  { standalone = false, touchPoints = 5, displayModeStandalone = false } = {},
) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, get: () => touchPoints });
  Object.defineProperty(window.navigator, 'standalone', { configurable: true, get: () => standalone });
  // jsdom has no matchMedia of its own.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) =>
      ({
        matches: query.includes('display-mode: standalone') && displayModeStandalone,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  });
}

const HINT = /Add to Home Screen/;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('InstallHint (iOS Safari has no install prompt)', () => {
  it('tells an iPhone Safari visitor how to install, and Dismiss hides it for good', async () => {
    visitAs(IPHONE_SAFARI);
    const user = userEvent.setup();
    render(<InstallHint />);
    const hint = await screen.findByRole('region', { name: 'Install the app' });
    expect(hint.textContent).toMatch(/Share/);
    expect(hint.textContent).toMatch(HINT);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    cleanup();
    render(<InstallHint />);
    await Promise.resolve();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('appears in the app under the header, with the other banners', async () => {
    visitAs(IPHONE_SAFARI);
    renderApp('/terms');
    const hint = await screen.findByRole('region', { name: 'Install the app' });
    expect(hint.closest('main')).toBeNull();
  });

  it('is shown once: a later visit does not show it again', async () => {
    visitAs(IPHONE_SAFARI);
    render(<InstallHint />);
    await screen.findByText(HINT);
    cleanup();
    render(<InstallHint />);
    await Promise.resolve();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('is not shown once installed (navigator.standalone, or display-mode standalone)', async () => {
    visitAs(IPHONE_SAFARI, { standalone: true });
    render(<InstallHint />);
    await Promise.resolve();
    expect(screen.queryByText(HINT)).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    visitAs(IPHONE_SAFARI, { displayModeStandalone: true });
    render(<InstallHint />);
    await Promise.resolve();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it.each([
    ['desktop Safari', MAC_SAFARI, 0],
    ['Android Chrome (it offers its own install)', ANDROID_CHROME, 5],
    ['Chrome on iPhone (its menu differs)', IPHONE_CHROME, 5],
  ])('is not shown on %s', async (_, userAgent, touchPoints) => {
    visitAs(userAgent, { touchPoints });
    render(<InstallHint />);
    await Promise.resolve();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('is shown on an iPad, which calls itself a Mac but has a touch screen', async () => {
    visitAs(MAC_SAFARI, { touchPoints: 5 });
    render(<InstallHint />);
    expect(await screen.findByText(HINT)).toBeTruthy();
  });
});
