import type { Mock } from 'vitest';

/** What a fake API route answers: a status, a JSON body and extra headers. */
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A function may answer later (a promise), to hold a request while the test looks at the page. */
export type FakeRoute =
  | FakeAnswer
  | ((request: { body: unknown; headers: Headers }) => FakeAnswer | Promise<FakeAnswer>);

/** One call the app made, as the fake saw it. */
export type FakeCall = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Answers the app's fetch calls from a table keyed "METHOD /path" (query string included), e.g.
 *   const calls = routeFetch(fetchMock, { 'GET /api/user/profile': { body: profile } });
 * Unlisted calls answer 404 in the API's error shape. Returns the list of calls made.
 */
export function routeFetch(fetchMock: Mock, routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? await route({ body, headers })
        : route
      : { status: 404, body: { message: 'Not found.', code: 'not_found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return calls;
}
