// The allowance a write counts in its own transaction can count several at once (rate-manager adds up
// to four profiles in one commit): all of them fit or the write is refused whole, counting nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storeRateLimiter } from '../../src/rate-limit/store-rate-limiter.ts';
import type { SqliteStore } from '../../src/store/sqlite/index.ts';
import { openTestStore } from '../support/test-store.ts';

const RULE = { limit: 5, windowSeconds: 3600 };
let store: SqliteStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

class Refused extends Error {}

async function take(key: string, amount?: number): Promise<'counted' | 'refused'> {
  const limiter = storeRateLimiter({ store, clock: () => new Date(), secret: 'test' });
  const allowance = limiter.counted('test', key, RULE, () => new Refused());
  try {
    await store.runTransaction(async (tx) => {
      await allowance.read(tx);
      allowance.write(tx, amount);
    });
    return 'counted';
  } catch (error) {
    if (error instanceof Refused) return 'refused';
    throw error;
  }
}

test('write(tx, n) counts n; refused whole when they do not all fit; write(tx) still counts one', async () => {
  expect(await take('a', 3)).toBe('counted');
  expect(await take('a', 3)).toBe('refused');
  expect(await take('a', 2)).toBe('counted');
  expect(await take('a')).toBe('refused');
  expect(await take('b')).toBe('counted');
  expect(await take('b', 4)).toBe('counted');
  expect(await take('b')).toBe('refused');
});

test('more than a whole window allows is refused even on a fresh counter, and counts nothing', async () => {
  expect(await take('c', RULE.limit + 1)).toBe('refused');
  expect(await take('c', RULE.limit)).toBe('counted');
});
