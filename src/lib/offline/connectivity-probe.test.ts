import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConnectivityProbe } from '@/lib/offline/connectivity-probe';
import { isServerReachable } from '@/lib/offline/online-status';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the connectivity probe', () => {
  it('reads the body of every /api/ping answer, so the request finishes and the page can reach network idle', async () => {
    const responses: Response[] = [];
    const fetchStub = vi.fn(async () => {
      const response = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
      responses.push(response);
      return response;
    });
    vi.stubGlobal('fetch', fetchStub);

    startConnectivityProbe();
    expect(fetchStub).toHaveBeenCalledWith('/api/ping', expect.objectContaining({ cache: 'no-store' }));
    await vi.waitFor(() => expect(responses[0]?.bodyUsed).toBe(true));
    expect(isServerReachable()).toBe(true);

    // Probed again when the browser comes back online: that answer is read as well.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(responses[1]?.bodyUsed).toBe(true));
  });
});
