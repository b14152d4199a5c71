// Ids are checked at the edge by Firestore's own rules (reserved `__.*__`,
// at most 1,500 bytes of UTF-8, no '/', not '.' or '..', not empty), so a bad
// id is a 400 naming the field and never reaches a store; and should one
// reach a store anyway, its refusal (invalid-argument) is a 400, not a 500.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idField } from '../../../src/contract/ids.ts';
import { isDocId } from '../../../src/domain/shared/doc-id.ts';
import { storeErrorToApiError } from '../../../src/http/domain-errors.ts';
import { StoreError } from '../../../src/store/document-store.ts';
import { toStoreError } from '../../../src/store/firestore/convert.ts';
import { createTestApp, json, type Registered, type TestApp } from '../../support/test-app.ts';
import { openTestStore } from '../../support/test-store.ts';

const REFUSED_BY_FIRESTORE = [
  '__proto__',
  '__x__',
  '____',
  '__name__',
  'a/b',
  '.',
  '..',
  '',
  'a'.repeat(1501),
  'é'.repeat(751),
  '\uD800',
];

let t: TestApp;
let user: Registered;
beforeAll(async () => {
  t = await createTestApp();
  // Before any request: Hono builds its router on the first one. The real store, asked for a
  // reserved id, refuses it with invalid-argument, whatever the edge lets through.
  t.app.get('/test-only/store-refusal', async (c) => c.json(await t.deps.store.get('interviewers', '__x__')));
  user = await t.registerVerified();
});
afterAll(async () => {
  await t.close();
});

describe('the id schema', () => {
  test('refuses every id Firestore refuses', () => {
    for (const id of REFUSED_BY_FIRESTORE) {
      expect(idField.safeParse(id).success, JSON.stringify(id.slice(0, 20))).toBe(false);
      expect(isDocId(id)).toBe(false);
    }
  });

  test('accepts our ids, including ones with underscores that are not reserved', () => {
    for (const id of ['a', 'QZu9QFOlY8rWN7xM4LoZ', 'seed_interviewer-1', '_x', '__x', 'x__', '__']) {
      expect(idField.safeParse(id).success, id).toBe(true);
    }
  });

  test('the SQLite store refuses them too, as Firestore would', async () => {
    const store = await openTestStore();
    try {
      for (const id of REFUSED_BY_FIRESTORE) {
        await expect(store.get('interviewers', id), JSON.stringify(id.slice(0, 20))).rejects.toMatchObject({
          code: 'invalid-argument',
        });
      }
    } finally {
      await store.close();
    }
  });

  test('every id it accepts, the store accepts too (property)', async () => {
    const store = await openTestStore();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            fc.stringMatching(/^[A-Za-z0-9_-]{1,130}$/),
            fc.stringMatching(/^__[A-Za-z0-9_-]{0,20}__$/),
            fc.constantFrom(...REFUSED_BY_FIRESTORE),
          ),
          async (id) => {
            if (!isDocId(id)) return;
            await expect(store.get('interviewers', id)).resolves.toBeNull();
          },
        ),
        { numRuns: 500, seed: 13 },
      );
    } finally {
      await store.close();
    }
  });
});

describe('bad ids at the edge are a 400 naming the field, for visitors and accounts', () => {
  test('in a path', async () => {
    for (const token of [undefined, user.token]) {
      for (const path of [
        '/interviewers/__x__',
        '/api/managers/__proto__',
        '/company-reviews/company/__name__',
      ]) {
        const res = await t.request('GET', path, token ? { token } : {});
        expect(res.status, path).toBe(400);
        expect(await json(res), path).toEqual({
          message: expect.stringMatching(/ must be a valid id\.$/),
          code: 'invalid_request',
        });
      }
    }
  });

  test('in a query string', async () => {
    const res = await t.request('GET', '/api/reviews/rmi?interviewerId=__proto__');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'interviewerId must be a valid id.',
      code: 'invalid_request',
    });

    const list = await t.request('GET', `/branches?ids=abc,__x__`);
    expect(list.status).toBe(400);
    expect(await json(list)).toEqual({ message: 'ids.1 must be a valid id.', code: 'invalid_request' });
  });

  test('in a body', async () => {
    const res = await t.request('POST', '/api/reports', {
      token: user.token,
      body: { kind: 'interviewer', reviewId: '__x__', reason: 'spam' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'reviewId must be a valid id.', code: 'invalid_request' });
  });

  test('a department is looked up by id or slug: a reserved one is simply not found', async () => {
    const res = await t.request('GET', '/departments/__x__');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'not_found' });
  });
});

describe('a store refusing input is a 400, not a 500 (backstop)', () => {
  test('the SQLite store refusing an id through the app', async () => {
    const res = await t.app.request('/test-only/store-refusal');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toEqual({ message: expect.any(String), code: 'invalid_request' });
    // The store's own words (collection names, the id) stay inside.
    expect(body.message).not.toMatch(/interviewers|__x__/);
  });

  test("Firestore's INVALID_ARGUMENT (gRPC code 3), as the Firestore adapter reports it", () => {
    const grpc = Object.assign(new Error('3 INVALID_ARGUMENT: Document name is invalid'), { code: 3 });
    expect(storeErrorToApiError(toStoreError(grpc))).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  test('other store errors are not mistaken for bad input', () => {
    expect(storeErrorToApiError(new StoreError('aborted', 'contention'))).toBeNull();
    expect(storeErrorToApiError(new Error('disk full'))).toBeNull();
  });
});
