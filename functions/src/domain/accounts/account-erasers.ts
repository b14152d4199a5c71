import type { DocumentStore } from '../../store/document-store.ts';

// Deleting an account must remove everything the user wrote and fix every
// aggregate it touched (DESIGN.md section 9). Each feature that stores user
// data (reviews, votes, saved lists, ...) registers one eraser; account
// deletion runs them all before the profile and the Auth account go.

export type AccountErasure = {
  uid: string;
  /** What reviews and votes carry instead of the uid. */
  authorKey: string;
  store: DocumentStore;
  now: Date;
};

export type AccountEraser = {
  /** Unique, for logs and duplicate detection, e.g. 'interviewer-reviews'. */
  name: string;
  /**
   * Removes this feature's data for the user and repairs aggregates. Must be
   * idempotent: a deletion that failed half-way is retried from the start.
   */
  erase(erasure: AccountErasure): Promise<void>;
};

export type AccountEraserRegistry = {
  register(eraser: AccountEraser): void;
  list(): readonly AccountEraser[];
  /** Runs every eraser in registration order (votes before reviews, if order matters), stopping at the first failure. */
  eraseAll(erasure: AccountErasure): Promise<void>;
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
  };
  for (const eraser of erasers) registry.register(eraser);
  return registry;
}
