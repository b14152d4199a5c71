// What the unit project's global setup (functions/test/support/global-setup.ts) provides, for the
// scripts' own tests (type-checked by tsconfig.node.json, which does not see functions/test).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the unit project's Auth emulator. */
    authEmulatorHost: string;
  }
}
