// Issue 20 item 4: a 503 with Retry-After (contention the server's store could not resolve, or a
// dependency briefly down) is sent again after the wait it asks for, when the request may be
// repeated (a read, or a write under an Idempotency-Key, which the server applies once).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, MAX_RETRY_WAIT_SECONDS, UNAVAILABLE_RETRIES } from '@/lib/api-client';

vi.mock('@/lib/firebase-auth', () => ({ currentIdToken: vi.fn(async () => 'token') }));

type Answer = { status: number; body: unknown; retryAfter?: string };

const BUSY: Answer = {
  status: 503,
  body: { message: 'Many people are changing this right now.', code: 'unavailable' },
  retryAfter: '1',
};
const OK: Answer = { status: 200, body: { likes: 1, myVote: 'like' } };

function answerWith(...answers: Answer[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift() ?? OK;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (next.retryAfter !== undefined) headers['Retry-After'] = next.retryAfter;
    return new Response(JSON.stringify(next.body), { status: next.status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs the call while letting its waits pass; returns its outcome. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const vote = () =>
  api('/interviewers/i1/reviews/r1/like', { method: 'POST', auth: 'required', idempotencyKey: 'k1' });

describe('api(): 503 with Retry-After', () => {
  it('sends a write under an Idempotency-Key again after the wait, with the same key', async () => {
    const fetchMock = answerWith(BUSY, OK);
    const started = Date.now();
    const { value } = await settle(vote());
    expect(value).toEqual({ likes: 1, myVote: 'like' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['k1', 'k1']);
    // It waited what the server asked for (fake clock: no real time passes).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('reads are retried too', async () => {
    const fetchMock = answerWith(BUSY, { status: 200, body: [] });
    expect((await settle(api('/interviewers'))).value).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${UNAVAILABLE_RETRIES} retries with the server's error and its Retry-After`, async () => {
    const fetchMock = answerWith(BUSY, BUSY, BUSY, OK);
    const { error } = await settle(vote());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', retryAfter: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(UNAVAILABLE_RETRIES + 1);
  });

  it('never repeats a write without an Idempotency-Key, a 503 without Retry-After, or a long wait', async () => {
    for (const [answers, request] of [
      [[BUSY, OK], { method: 'DELETE' as const, auth: 'required' as const }],
      [[{ ...BUSY, retryAfter: undefined }, OK], { method: 'POST' as const, idempotencyKey: 'k2' }],
      [
        [{ ...BUSY, retryAfter: String(MAX_RETRY_WAIT_SECONDS + 1) }, OK],
        { method: 'POST' as const, idempotencyKey: 'k3' },
      ],
      [[{ status: 500, body: { message: 'x', code: 'internal' }, retryAfter: '1' }, OK], {}],
    ] as const) {
      const fetchMock = answerWith(...(answers as unknown as Answer[]));
      const { error } = await settle(api('/user/account', request));
      expect(error).toBeInstanceOf(ApiError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when the caller aborts', async () => {
    answerWith(BUSY, OK);
    const controller = new AbortController();
    const call = api('/interviewers', { signal: controller.signal });
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new DOMException('stop', 'AbortError'));
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });
});
