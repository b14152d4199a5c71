import { create } from 'zustand';

/**
 * Counts for the layout's outbox badge, for the signed-in user (or visitor) on this device. Updated by
 * the outbox module once it has loaded; tiny on purpose, since the layout is in the initial bundle.
 */
export type OutboxSummary = {
  pending: number;
  failed: number;
  /** The newest entry sent since the page loaded (in any tab), so the badge can say it went out. */
  lastSent: { id: string; label: string } | null;
};

export const useOutboxSummary = create<OutboxSummary>(() => ({ pending: 0, failed: 0, lastSent: null }));
