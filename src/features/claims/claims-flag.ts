// Whether the signed-in account has (or has asked for) a claim of a manager profile, for the account
// menu's "Claimed profiles" entry (issue 17). Few accounts ever claim, so the entry is shown only to
// those, at the cost of one GET /manager-claims/mine per account and device now and then: visitors
// and signed-out users never ask; a "yes" is kept (a claim stays in the account's list whatever
// becomes of it); a "no" is asked again after a day, or at once when this device asks for a claim.
import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@/features/auth/session-store';

export const CLAIMS_FLAG_KEY = 'rmi.claims-flag';
/** How long a "no" is believed before this device asks again (another device may have claimed). */
export const CLAIMS_FLAG_RECHECK_MS = 24 * 60 * 60 * 1000;

/** One account's answer (a single key: another account signing in here replaces it). */
type Stored = { uid: string; has: boolean; at: number };

const useFlags = create<{ byUid: Record<string, boolean> }>(() => ({ byUid: {} }));

function read(uid: string): Stored | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CLAIMS_FLAG_KEY) ?? 'null') as Stored | null;
    return stored && stored.uid === uid && typeof stored.has === 'boolean' && Number.isFinite(stored.at)
      ? stored
      : null;
  } catch {
    return null;
  }
}

function remember(uid: string, has: boolean): void {
  try {
    window.localStorage.setItem(CLAIMS_FLAG_KEY, JSON.stringify({ uid, has, at: Date.now() }));
  } catch {
    // Storage full or blocked: the answer still holds for this page.
  }
  useFlags.setState((s) => ({ byUid: { ...s.byUid, [uid]: has } }));
}

/** Called with what the account's claims are known to be (its claim list, or a claim just asked for). */
export function rememberClaims(has: boolean): void {
  const uid = useSessionStore.getState().user?.uid;
  if (uid) remember(uid, has);
}

const asking = new Map<string, Promise<void>>();

function ask(uid: string): void {
  if (asking.has(uid)) return;
  // A failure (offline, an error answer) decides nothing: the entry stays hidden and the next start asks.
  // Loaded when asked: the claims API client is the claim pages' (lazy) code, and the account menu that
  // asks is in the initial route, whose JavaScript budget (check:bundle) it would take 0.7 KB of.
  const done = import('@/features/claims/api')
    .then(({ fetchMyClaims }) => fetchMyClaims())
    .then((claims) => {
      // The account may have signed out (or another signed in) while asking.
      if (useSessionStore.getState().user?.uid === uid) remember(uid, claims.length > 0);
    })
    .catch((error: unknown) => console.warn('Could not check for claimed profiles:', error));
  asking.set(uid, done);
  void done.finally(() => asking.delete(uid));
}

/** Whether the account `uid` (null: nobody signed in) has or has asked for a claim; false until known. */
export function useHasClaims(uid: string | null): boolean {
  const known = useFlags((s) => (uid ? s.byUid[uid] : undefined));
  // Read on this device before: decided at once, without a request and without the entry popping in.
  const stored = uid && known === undefined ? read(uid) : null;
  const fresh = stored !== null && (stored.has || Date.now() - stored.at < CLAIMS_FLAG_RECHECK_MS);
  const storedHas = fresh && stored?.has === true;
  useEffect(() => {
    if (!uid || known !== undefined) return;
    if (fresh) useFlags.setState((s) => ({ byUid: { ...s.byUid, [uid]: storedHas } }));
    else ask(uid);
  }, [uid, known, fresh, storedHas]);
  return known ?? storedHas;
}

/** Forgets every answer, kept and in memory (tests start from a device that never asked). */
export function forgetClaimsFlags(): void {
  asking.clear();
  useFlags.setState({ byUid: {} });
  try {
    window.localStorage.removeItem(CLAIMS_FLAG_KEY);
  } catch {
    // Nothing kept.
  }
}
