import type { AuthUser, IdentityVerifier } from '../identity/identity.ts';
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

/** Per-request values: `user` is set by the signedIn middleware. */
export type AppEnv = { Variables: { user: AuthUser } };
