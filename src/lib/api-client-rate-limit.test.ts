// A write refused by a rate rule (429): the server's words said "Please try again later.", and when
// "later" was only in the Retry-After header a person never sees. The client says it in words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, api } from '@/lib/api-client';
import { retryWhen } from '@/lib/retry-words';

vi.mock('@/lib/firebase-auth', () => ({ currentIdToken: vi.fn(async () => 'token') }));

function answer(status: number, message: string, retryAfter?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (retryAfter !== undefined) headers['Retry-After'] = retryAfter;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message, code: 'rate_limited' }), { status, headers })),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await api('/manager-reviews/submit', { method: 'POST', auth: 'required', body: {} });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 14, 5, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a 429 says when to try again, in words', () => {
  it('a daily allowance: "later" becomes the clock time the Retry-After points at', async () => {
    answer(429, 'You can post at most 10 reviews a day. Please try again later.', String(3 * 3600));
    const error = await failure();
    expect(error.status).toBe(429);
    expect(error.message).toBe('You can post at most 10 reviews a day. You can try again at 5:05 PM.');
  });

  it('past midnight: the day is said too', async () => {
    answer(429, 'You can vote at most 100 times a day. Please try again later.', String(12 * 3600));
    expect((await failure()).message).toBe(
      'You can vote at most 100 times a day. You can try again at Nov 26, 2:05 AM.',
    );
  });

  it('a short wait (the burst rule): in seconds or minutes', async () => {
    answer(429, 'Too many attempts. Please try again later.', '40');
    expect((await failure()).message).toBe('Too many attempts. You can try again in 40 seconds.');
    answer(429, 'Too many messages. Please try again later.', '600');
    expect((await failure()).message).toBe('Too many messages. You can try again in 10 minutes.');
  });

  it('a message that already says when, or no Retry-After: the server’s words as they are', async () => {
    answer(429, 'Please wait 42 seconds before requesting another code.', '42');
    expect((await failure()).message).toBe('Please wait 42 seconds before requesting another code.');
    answer(429, 'Too many attempts. Please try again later.');
    expect((await failure()).message).toBe('Too many attempts. Please try again later.');
  });

  it('the wait in words', () => {
    const now = new Date(2026, 10, 25, 14, 5, 0);
    expect(retryWhen(1, now)).toBe('in 1 second');
    expect(retryWhen(59, now)).toBe('in 59 seconds');
    expect(retryWhen(60, now)).toBe('in 1 minute');
    expect(retryWhen(61, now)).toBe('in 2 minutes');
    expect(retryWhen(3600, now)).toBe('at 3:05 PM');
  });
});
