import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarmUpForTests, warmUpApi } from '@/features/landing/api/ping';
import { discardBody } from '@/lib/discard-body';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch stub handing out real Responses, kept so the test can see whether their bodies were read. */
function recordingFetch(answer: () => Response) {
  const responses: Response[] = [];
  const fetchStub = vi.fn(async () => {
    const response = answer();
    responses.push(response);
    return response;
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, responses };
}

describe('discardBody', () => {
  it('reads the body to its end', async () => {
    const response = new Response('{"ok":true}');
    await discardBody(response);
    expect(response.bodyUsed).toBe(true);
  });

  it('does not throw when the body fails midway (the connection dropped)', async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    await expect(discardBody(new Response(body))).resolves.toBeUndefined();
  });

  it('accepts an answer whose body was already read, and one without a body', async () => {
    const read = new Response('x');
    await read.text();
    await expect(discardBody(read)).resolves.toBeUndefined();
    await expect(discardBody(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});

describe('GET /api/ping from the PWA reads its answer', () => {
  it('the landing warm-up reads the body of its answer (an unread body keeps the request open)', async () => {
    resetWarmUpForTests();
    const { fetchStub, responses } = recordingFetch(() => new Response('{"ok":true}'));
    warmUpApi();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(responses[0]?.bodyUsed).toBe(true));
  });

  it('the landing warm-up reads error answers too', async () => {
    resetWarmUpForTests();
    const { responses } = recordingFetch(() => new Response('{"message":"x","code":"y"}', { status: 503 }));
    warmUpApi();
    await vi.waitFor(() => expect(responses[0]?.bodyUsed).toBe(true));
  });
});
