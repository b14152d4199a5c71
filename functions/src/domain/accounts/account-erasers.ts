import type { DocumentStore } from '../../store/document-store.ts';
import type { Departures } from './review-departures.ts';

// Deleting an account must remove everything the user wrote and fix every
// aggregate it touched (DESIGN.md section 9). Each feature that stores user
// data (reviews, votes, saved lists, ...) registers one eraser; account
// deletion runs them all, in bounded steps, before the profile and the Auth
// account go (see account-deletion.ts).

export type AccountErasure = {
  uid: string;
  /** What reviews and votes carry instead of the uid. */
  authorKey: string;
  store: DocumentStore;
  now: Date;
  /** Erase at most about this many items in this call (unset: all); the rest in later calls. */
  limit?: number;
  /** When each published review may go (review-departures.ts); unset: all at once. */
  departures?: Departures;
};

export type AccountEraser = {
  /** Unique, for logs and duplicate detection, e.g. 'interviewer-reviews'. */
  name: string;
  /**
   * Removes this feature's data for the user (up to `limit` items) and repairs aggregates; returns
   * how many items went (nothing: it erased all in one go). Must be idempotent: a deletion that
   * stopped half-way is continued from the start.
   */
  erase(erasure: AccountErasure): Promise<number | undefined>;
};

export type AccountEraserRegistry = {
  register(eraser: AccountEraser): void;
  list(): readonly AccountEraser[];
  /** Runs every eraser in registration order (votes before reviews, if order matters), stopping at the first failure. */
  eraseAll(erasure: AccountErasure): Promise<void>;
  /**
   * One bounded step: the erasers in order share a budget of `limit` items. Returns how many
   * items went; 0 means nothing of the account is left (every eraser found nothing).
   */
  eraseSome(erasure: Omit<AccountErasure, 'limit'>, limit: number): Promise<number>;
};

export function createAccountEraserRegistry(erasers: AccountEraser[] = []): AccountEraserRegistry {
  const registered: AccountEraser[] = [];
  const registry: AccountEraserRegistry = {
    register(eraser) {
      if (registered.some((e) => e.name === eraser.name)) {
        throw new Error(`Account eraser "${eraser.name}" is registered twice.`);
      }
      registered.push(eraser);
    },
    list: () => [...registered],
    async eraseAll(erasure) {
      for (const eraser of registered) await eraser.erase(erasure);
    },
    async eraseSome(erasure, limit) {
      let erased = 0;
      for (const eraser of registered) {
        if (erased >= limit) break;
        erased += (await eraser.erase({ ...erasure, limit: limit - erased })) ?? 0;
      }
      return erased;
    },
  };
  for (const eraser of erasers) registry.register(eraser);
  return registry;
}
