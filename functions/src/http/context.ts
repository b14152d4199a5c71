import type { IdentityVerifier } from '../identity/identity.ts';
import type { DocumentStore } from '../store/document-store.ts';

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** Everything the routes need from the outside world, injected once. */
export type AppDeps = {
  store: DocumentStore;
  identity: IdentityVerifier;
  log: Logger;
  clock: () => Date;
};

export type AppEnv = { Variables: Record<string, never> };
