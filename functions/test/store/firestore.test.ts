// The contract on the Firestore adapter, against the Firestore emulator.
// Runs whenever FIRESTORE_EMULATOR_HOST is set; otherwise says so and skips.
import { describe, it } from 'vitest';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { runDocumentStoreContract } from './contract.ts';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-store-contract';

if (!host) {
  console.log(
    '[store] Firestore contract suite NOT run: FIRESTORE_EMULATOR_HOST is not set ' +
      '(start the Firestore emulator, which needs Java 21, and set it to run these tests).',
  );
  describe('DocumentStore contract: Firestore (emulator)', () => {
    it.skip('runs only when FIRESTORE_EMULATOR_HOST points at a Firestore emulator', () => {});
  });
} else {
  // Loaded only here: firebase-admin/firestore needs @google-cloud/firestore at load time.
  const { Firestore } = await import('firebase-admin/firestore');
  const { FirestoreStore, FIRESTORE_SETTINGS } = await import('../../src/store/firestore/index.ts');

  const makeStore = async (): Promise<DocumentStore> => {
    // Every test starts from an empty database (the emulator's reset endpoint).
    const reset = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    if (!reset.ok) throw new Error(`Could not clear the Firestore emulator: ${reset.status}`);
    // Production's client settings (store/firestore/settings.ts), so the contract states what is deployed.
    return new FirestoreStore(new Firestore({ ...FIRESTORE_SETTINGS, projectId }));
  };

  // The emulator does not enforce composite indexes, so those checks are SQLite's alone.
  runDocumentStoreContract('Firestore (emulator)', { makeStore, enforcesIndexes: false });
}
