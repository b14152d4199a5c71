import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavBar } from '@/app/layout/nav-bar';
import { PageLoading } from '@/app/layout/page-loading';
import { RouteError } from '@/app/layout/route-error';
import { SiteFooter } from '@/app/layout/site-footer';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { InstallHint } from '@/components/install-hint/install-hint';
import { OfflineIndicator } from '@/components/offline-indicator/offline-indicator';
import { ToastRegion } from '@/components/toast/toast-region';
import { UpdatePrompt } from '@/components/update-prompt/update-prompt';
import { OutboxBadge } from '@/features/outbox/components/outbox-badge';
import './layout.css';

const MAIN_ID = 'main';

/** Skip link, navigation bar, the page (<main>) and the footer. */
export function RootLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);

  // After a client-side navigation: start at the top of the new page and move focus to it, so keyboard
  // and screen-reader users begin at its content instead of on a link that may no longer exist.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (!hash) window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`} inert={menuOpen}>
        Skip to main content
      </a>
      <NavBar menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
      {/* Offline banner, outbox link, update prompt and iOS install hint (each only with something to say). */}
      <div inert={menuOpen}>
        <OfflineIndicator />
        <OutboxBadge />
        <UpdatePrompt />
        <InstallHint />
      </div>
      {/* While the slide-in menu is open, the rest of the page is inert (not focusable, hidden from AT). */}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="app-main" inert={menuOpen}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter inert={menuOpen} />
      {/* Notifications (the app's replacement for alerts); outside <main> so they survive navigation. */}
      <ToastRegion />
    </div>
  );
}
