import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, test } from 'vitest';

// Runs only where a Firestore emulator is reachable (it needs Java and a download, which our machines lack).
const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.log(
    'firestore.rules test NOT RUN: FIRESTORE_EMULATOR_HOST is not set (no Firestore emulator here).',
  );
}

describe.skipIf(!host)('firestore.rules: clients can neither read nor write anything', () => {
  let env: RulesTestEnvironment;
  const collections = ['users', 'interviewers', 'interviewerReviews', 'managerReviews', 'companies', 'votes'];

  beforeAll(async () => {
    const [hostname, port] = (host ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-rmi-rules',
      firestore: {
        rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
        host: hostname ?? '127.0.0.1',
        port: Number(port),
      },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  test.each(collections)('a visitor cannot read or write %s', async (name) => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(db.collection(name).doc('x').get());
    await assertFails(db.collection(name).get());
    await assertFails(db.collection(name).doc('x').set({ a: 1 }));
  });

  test.each(collections)('a signed-in user cannot read or write %s, not even their own', async (name) => {
    const db = env.authenticatedContext('alice', { email_verified: true }).firestore();
    await assertFails(db.collection(name).doc('alice').get());
    await assertFails(db.collection(name).where('authorKey', '==', 'alice').get());
    await assertFails(db.collection(name).doc('alice').set({ a: 1 }));
    await assertFails(db.collection(name).doc('alice').delete());
  });
});
