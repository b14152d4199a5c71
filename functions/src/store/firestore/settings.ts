// The one Firestore client configuration: production (platform/firestore-store.ts) and the
// emulator run of the contract suite (test/store/firestore.test.ts) both use it, so the contract
// tests the client that is deployed.
import type { Firestore, Settings } from 'firebase-admin/firestore';

/**
 * `ignoreUndefinedProperties` stays off: the adapter refuses `undefined` (and every other value
 * SQLite refuses) before the SDK sees it, and the SDK refusing too is the safe fallback, whereas
 * dropping the field silently would make production differ from the contract.
 */
export const FIRESTORE_SETTINGS: Readonly<Settings> = Object.freeze({
  ignoreUndefinedProperties: false,
  // REST: no gRPC channel to set up on a cold start (issue 20).
  preferRest: true,
});

const configured = new WeakSet<Firestore>();

/**
 * Applies FIRESTORE_SETTINGS once per client. The SDK allows settings() only once, before first
 * use, and getFirestore() returns one cached client per app, so a second call must not apply them.
 */
export function configureFirestore(db: Firestore): Firestore {
  if (!configured.has(db)) {
    db.settings({ ...FIRESTORE_SETTINGS });
    configured.add(db);
  }
  return db;
}
