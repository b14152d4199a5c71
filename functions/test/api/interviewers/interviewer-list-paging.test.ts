// GET /interviewers a page at a time (issue 20 item 7): without ?page= it reads one page (and one
// more document) in name order and never counts the collection; ?page=N keeps numbered pages with
// X-Total-Count for the clients that use them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Query } from '../../../src/store/document-store.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { RoundTripCountingStore } from '../../support/round-trip-counter.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, type Interviewer } from './support.ts';

/** Notes what the app asks of the store. */
class ReadLog extends RoundTripCountingStore {
  queries: Query[] = [];
  counts = 0;
  override query<T extends import('../../../src/store/document-store.ts').DocData>(query: Query) {
    this.queries.push(query);
    return super.query<T>(query);
  }
  override count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>) {
    this.counts += 1;
    return super.count(query);
  }
}

let t: TestApp;
let log: ReadLog;
let alice: TestAccount;
const names = ['Zed Last', 'amy first', 'Émile Accent', 'Bob Middle', 'bob middle two'];

beforeAll(async () => {
  t = await createTestApp({
    publicReadCache: false,
    storeLayer: (store) => {
      log = new ReadLog(store);
      return log;
    },
  });
  alice = await createAccount();
  for (const name of names) await addInterviewer(t, alice.idToken, { name, company: 'Paging Co' });
});
afterAll(() => t.close());

describe('GET /interviewers with a cursor', () => {
  test('pages through every interviewer in name order, each once, reading one page and no count', async () => {
    const seen: string[] = [];
    let path = '/interviewers?limit=2';
    for (let page = 0; page < 10; page++) {
      log.queries = [];
      log.counts = 0;
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Total-Count')).toBeNull();
      const items = await json<Interviewer[]>(res);
      expect(items.length).toBeLessThanOrEqual(2);
      seen.push(...items.map((i) => i.name));
      expect(log.counts).toBe(0);
      expect(log.queries.map((q) => q.limit)).toEqual([3]);
      const next = res.headers.get('X-Next-Cursor');
      if (!next) break;
      path = `/api/interviewers?limit=2&cursor=${encodeURIComponent(next)}`;
    }
    expect(seen).toEqual(['amy first', 'Bob Middle', 'bob middle two', 'Émile Accent', 'Zed Last']);
  });

  test('without paging parameters: the documented array, a first page of 12 in name order', async () => {
    const res = await t.request('GET', '/interviewers');
    const items = await json<Interviewer[]>(res);
    expect(Array.isArray(items)).toBe(true);
    expect(items.map((i) => i.name)).toEqual([
      'amy first',
      'Bob Middle',
      'bob middle two',
      'Émile Accent',
      'Zed Last',
    ]);
    expect(res.headers.get('X-Next-Cursor')).toBeNull();
  });

  test('?page=N keeps numbered pages with the total', async () => {
    const res = await t.request('GET', '/interviewers?page=2&limit=2');
    expect(res.headers.get('X-Total-Count')).toBe('5');
    expect((await json<Interviewer[]>(res)).map((i) => i.name)).toEqual(['bob middle two', 'Émile Accent']);
  });

  test('a malformed cursor is a 400 naming the field', async () => {
    const res = await t.request('GET', '/interviewers?cursor=not%20a%20cursor!');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain('cursor must be an X-Next-Cursor value');
  });
});
