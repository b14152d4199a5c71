// POST /api/companies and /api/departments find a profile by name, or create it (counted against the
// daily allowance of new profiles). Finding one uses nothing, so an account may ask any number of times;
// but under a fresh Idempotency-Key each find wrote a key record kept a day, and that write emptied every
// cached public answer: one verified account looping over an existing name with new keys filled the
// store and sent everyone's reads to it, at no cost. A find now writes nothing, keyed or not; a creation
// is still recorded, so its resend is answered as a replay and its key cannot be reused for another name.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDEMPOTENCY, KEY_REUSED_MESSAGE } from '../../../src/http/idempotency.ts';
import type { WriteObservedStore } from '../../../src/store/write-observed-store.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { uniqueName } from '../interviewers/support.ts';

let t: TestApp;
let me: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  me = await createAccount();
});
afterAll(() => t.close());

const records = async () => (await t.deps.store.query({ collection: IDEMPOTENCY })).length;

describe.each(['companies', 'departments'])('POST /api/%s', (path) => {
  const add = (name: string, key: string) =>
    t.request('POST', `/api/${path}`, {
      token: me.idToken,
      headers: { 'Idempotency-Key': key },
      body: { name },
    });

  test('finding an existing profile under fresh keys writes nothing and keeps the cached answers', async () => {
    const name = uniqueName('Found');
    const made = await add(name, `${path}-make`);
    expect(made.status).toBe(201);
    const profile = await json<{ _id: string }>(made);
    const store = t.deps.store as WriteObservedStore;
    const [version, kept] = [store.writeVersion, await records()];
    for (let i = 0; i < 20; i += 1) {
      const found = await add(name, `${path}-find-${i}`);
      expect(found.status).toBe(200);
      expect(await json(found)).toMatchObject({ _id: profile._id });
    }
    // Before, twenty key records and twenty emptied caches.
    expect(await records()).toBe(kept);
    expect(store.writeVersion).toBe(version);
  });

  test('a creation is still recorded: its resend is a replay, and its key for another name a 409', async () => {
    const name = uniqueName('Keyed');
    const first = await add(name, `${path}-once`);
    expect(first.status).toBe(201);
    const again = await add(name, `${path}-once`);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(again)).toEqual(await json(first));
    const reused = await add(uniqueName('Other'), `${path}-once`);
    expect(reused.status).toBe(409);
    expect(await json(reused)).toMatchObject({ message: KEY_REUSED_MESSAGE });
  });
});
