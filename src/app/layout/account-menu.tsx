import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSignOut } from '@/components/session-actions/use-sign-out';
import { useSessionStore } from '@/features/auth/session-store';
import { useHasClaims } from '@/features/claims/claims-flag';
import { describeOutbox } from '@/features/outbox/components/outbox-badge';
import { useOutboxSummary } from '@/lib/offline/outbox/outbox-summary';

type AccountMenuProps = {
  /**
   * In the phone's slide-in panel the entries are listed under "Your account", one tap away; in the
   * desktop bar they sit behind the Account menu button.
   */
  inline: boolean;
  /** Called when an entry is chosen (the slide-in panel closes). */
  onChoose: () => void;
};

const ENTRIES = [
  { to: '/profile', label: 'Profile' },
  { to: '/my-reviews', label: 'My reviews' },
  { to: '/saved', label: 'Saved' },
  // Only for accounts that have (or asked for) a claim: see claims-flag.ts.
  { to: '/claims', label: 'Claimed profiles', claimsOnly: true },
  { to: '/account-settings', label: 'Account settings' },
] as const;

/** The entries that take focus, in order: the links and the Logout button. */
function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
}

/**
 * The signed-in user's own pages: Profile, My reviews, Saved, Claimed profiles for accounts that claimed
 * (or asked to claim) a profile, Account settings, Outbox (with what is waiting to be sent), Moderation
 * for moderators, and Logout.
 *
 * Desktop: a disclosure button (Enter, Space or ArrowDown opens it and focuses the first entry,
 * ArrowUp the last; ArrowUp/ArrowDown/Home/End move between entries; Escape closes it and gives
 * focus back to the button; Tab out of it or a click elsewhere closes it).
 */
export function AccountMenu({ inline, onChoose }: AccountMenuProps) {
  const moderator = useSessionStore((s) => s.user?.moderator === true);
  const claimant = useHasClaims(useSessionStore((s) => s.user?.uid ?? null));
  const initial = useSessionStore((s) =>
    (s.user?.displayName || s.user?.email || '?').charAt(0).toUpperCase(),
  );
  const pending = useOutboxSummary((s) => s.pending);
  const failed = useOutboxSummary((s) => s.failed);
  const waiting = pending + failed;
  const outboxText = describeOutbox(pending, failed);

  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Which entry gets focus once the list is shown: the first, the last, or none (a pointer open). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const { pathname } = useLocation();

  const items = () => itemsOf(listRef.current);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = itemsOf(listRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Any navigation (including Back) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change only
  useEffect(() => setOpen(false), [pathname]);

  const choose = () => {
    setOpen(false);
    onChoose();
  };
  // The menu stays open behind the question about unfinished drafts: "Go back" returns to Logout.
  const signOut = useSignOut(choose);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = list[(at + 1) % list.length];
    else if (event.key === 'ArrowUp') next = list[(at - 1 + list.length) % list.length];
    else if (event.key === 'Home') next = list[0];
    else if (event.key === 'End') next = list.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const entries = (
    <>
      {ENTRIES.filter((entry) => claimant || !('claimsOnly' in entry)).map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} className="account-menu-item" onClick={choose}>
            {entry.label}
          </NavLink>
        </li>
      ))}
      <li>
        {/* The count is for the eye; the label says what it counts (one name in every browser). */}
        <NavLink
          to="/outbox"
          className="account-menu-item"
          aria-label={waiting > 0 ? `Outbox: ${outboxText}` : undefined}
          onClick={choose}
        >
          Outbox
          {waiting > 0 ? (
            <span className="account-menu-count" data-failed={failed > 0 ? 'true' : undefined}>
              {waiting}
            </span>
          ) : null}
        </NavLink>
      </li>
      {moderator ? (
        <li>
          <NavLink to="/moderation" className="account-menu-item" onClick={choose}>
            Moderation
          </NavLink>
        </li>
      ) : null}
      <li className="account-menu-separator">
        <button type="button" className="account-menu-item" disabled={signOut.busy} onClick={signOut.request}>
          Logout
        </button>
      </li>
    </>
  );

  if (inline) {
    return (
      <div className="account-menu" data-inline="true">
        <p className="account-menu-heading" id={headingId}>
          Your account
        </p>
        <ul className="account-menu-list" aria-labelledby={headingId}>
          {entries}
        </ul>
        {signOut.dialog}
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the menu (Tab out closes it)
    <div
      ref={rootRef}
      className="account-menu"
      onBlur={(event) => {
        // Focus moving elsewhere (Tab) closes it; focus dropped by a click inside it (relatedTarget
        // null) does not, and a click outside is the pointerdown listener's.
        const to = event.relatedTarget as Node | null;
        if (open && to && !rootRef.current?.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={waiting > 0 ? `Account (outbox: ${outboxText})` : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="account-menu-avatar" aria-hidden="true">
          {initial}
        </span>
        Account
        {waiting > 0 ? (
          <span className="account-menu-count" data-failed={failed > 0 ? 'true' : undefined}>
            {waiting}
          </span>
        ) : null}
        <span className="account-menu-caret" aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className="account-menu-list" hidden={!open} onKeyDown={onListKeyDown}>
        {entries}
      </ul>
      {signOut.dialog}
    </div>
  );
}
