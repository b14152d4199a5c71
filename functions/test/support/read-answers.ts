// What the read-cache tests compare: an answer as read (status, headers, body text), the same read
// through an app with no read caches over the same store (the answer as it was before any cache),
// and how many store reads were made.
import { vi } from 'vitest';
import { createApiApp } from '../../src/http/app.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import type { TestApp } from './test-app.ts';

export type ReadAnswer = { status: number; headers: Headers; text: string };

const answerOf = async (res: Response): Promise<ReadAnswer> => ({
  status: res.status,
  headers: res.headers,
  text: await res.text(),
});

/** An answer as compared byte for byte: status, headers (but the date, which moves) and body text. */
export type ExactAnswer = { status: number; headers: [string, string][]; text: string };

export const exactAnswer = async (res: Response): Promise<ExactAnswer> => ({
  status: res.status,
  headers: [...res.headers.entries()].filter(([name]) => name !== 'date'),
  text: await res.text(),
});

/** GET `path` through the test app, signed in when a token comes. */
export async function readAnswer(t: TestApp, path: string, token?: string): Promise<ReadAnswer> {
  return answerOf(await t.request('GET', path, token ? { token } : {}));
}

/** The same signed-in read through an app without read caches, over the same store. */
export async function uncachedRequest(t: TestApp, path: string, token: string): Promise<Response> {
  const plain = createApiApp(t.deps, { callerReadCache: false, publicReadCache: false });
  return plain.request(path, { headers: { Authorization: `Bearer ${token}` } });
}

export async function uncachedAnswer(t: TestApp, path: string, token: string): Promise<ReadAnswer> {
  return answerOf(await uncachedRequest(t, path, token));
}

/** Counts the store reads made from now on. */
export function countReads(store: DocumentStore): () => number {
  const spies = (['get', 'getAll', 'query', 'count'] as const).map((method) => vi.spyOn(store, method));
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}
