import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AccountMenu } from '@/app/layout/account-menu';
import { LogoMark } from '@/components/logo/logo-mark';
import { SITE_NAME } from '@/config/site';
import { useSessionStore } from '@/features/auth/session-store';
import { SITE_SECTIONS, sectionCurrent } from '../../../functions/src/pages/site-sections.ts';

export const MENU_ID = 'primary-menu';
/** Viewport width from which the menu is shown inline; keep in sync with layout.css. */
const DESKTOP_QUERY = '(min-width: 60rem)';

/** Whether the bar is wide enough for the links to sit in it (else they live in the slide-in panel). */
function useDesktopWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}

type NavBarProps = {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
};

/**
 * Site navigation. From 60rem up the links sit in the bar; below that they live in a slide-in
 * panel opened by the menu button, which closes on Escape, on a link click and on a backdrop click.
 */
export function NavBar({ menuOpen, onMenuOpenChange }: NavBarProps) {
  const status = useSessionStore((s) => s.status);
  const desktop = useDesktopWidth();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Where focus goes when the menu closes: back to the button, or nowhere (a link click navigates). */
  const returnFocus = useRef(false);
  const wasOpen = useRef(menuOpen);
  const { pathname } = useLocation();

  const close = (restoreFocus: boolean) => {
    returnFocus.current = restoreFocus;
    onMenuOpenChange(false);
  };

  // Focus: into the panel on open; back to the button on Escape/backdrop close.
  useEffect(() => {
    if (menuOpen && !wasOpen.current) {
      menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    } else if (!menuOpen && wasOpen.current && returnFocus.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // While open: Escape closes, the page behind does not scroll, and growing to desktop width closes.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        returnFocus.current = true;
        onMenuOpenChange(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onMenuOpenChange(false);
    };
    desktop?.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
      desktop?.removeEventListener('change', onChange);
    };
  }, [menuOpen, onMenuOpenChange]);

  // Any navigation (including Back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change only
  useEffect(() => {
    onMenuOpenChange(false);
  }, [pathname]);

  const onLinkClick = () => close(false);

  let auth: ReactNode;
  if (status === 'signed-in') {
    auth = <AccountMenu inline={!desktop} onChoose={onLinkClick} />;
  } else if (status === 'signed-out') {
    auth = (
      <NavLink to="/signin" className="btn btn-accent nav-login" onClick={onLinkClick}>
        Login
      </NavLink>
    );
  } else {
    // Session not known yet: reserve the space so the bar does not jump.
    auth = <span className="nav-auth-pending" aria-hidden="true" />;
  }

  return (
    <header className="site-header">
      <nav className="container nav" aria-label="Main">
        <Link to="/" className="nav-brand" onClick={onLinkClick}>
          <LogoMark />
          <span>{SITE_NAME}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => (menuOpen ? close(true) : onMenuOpenChange(true))}
        >
          <span className="nav-toggle-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">Menu</span>
        </button>

        <div id={MENU_ID} ref={menuRef} className="nav-menu" data-open={menuOpen}>
          <ul className="nav-list">
            {SITE_SECTIONS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="nav-link"
                  aria-current={sectionCurrent(pathname, link)}
                  onClick={onLinkClick}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="nav-auth">{auth}</li>
          </ul>
        </div>

        {menuOpen ? (
          // Pointer convenience only (hidden from assistive tech); keyboard users close with Escape or the button.
          <div
            className="nav-backdrop"
            data-testid="nav-backdrop"
            aria-hidden="true"
            onClick={() => close(true)}
          />
        ) : null}
      </nav>
    </header>
  );
}
