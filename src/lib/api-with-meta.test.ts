import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiWithMeta } from '@/lib/api-client';
import { isServerReachable, reportServerReachable } from '@/lib/offline/online-status';

vi.mock('@/lib/firebase-auth', () => ({
  currentIdToken: vi.fn(async (force?: boolean) => (force ? 'fresh-token' : 'cached-token')),
}));

function answer(headers: Record<string, string>, body: unknown = { name: 'Ada' }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiWithMeta', () => {
  it('says when the data was fetched (the Date header) and that it came from the network', async () => {
    answer({ Date: 'Tue, 03 Mar 2026 10:42:00 GMT' });
    const result = await apiWithMeta<{ name: string }>('/interviewers/i1');
    expect(result).toEqual({
      data: { name: 'Ada' },
      fetchedAt: new Date('2026-03-03T10:42:00Z'),
      fromCache: false,
    });
  });

  it('says when the service worker answered from its cache', async () => {
    answer({ Date: 'Tue, 03 Mar 2026 10:42:00 GMT', 'X-Served-From-Cache': '1' });
    expect((await apiWithMeta('/interviewers/i1')).fromCache).toBe(true);
  });

  it('uses the current time without a readable Date header', async () => {
    answer({});
    const before = Date.now();
    const { fetchedAt } = await apiWithMeta('/interviewers/i1');
    expect(fetchedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('api() still answers the data alone; forceTokenRefresh asks for a fresh token', async () => {
    const fetchMock = answer({});
    expect(await api('/interviewers/i1')).toEqual({ name: 'Ada' });
    await api('/user/profile', { auth: 'required', forceTokenRefresh: true });
    const headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('tells the offline indicator when nothing gets through, and when an answer comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/interviewers')).rejects.toBeInstanceOf(TypeError);
    expect(isServerReachable()).toBe(false);
    answer({ 'X-Served-From-Cache': '1' });
    await api('/interviewers');
    expect(isServerReachable()).toBe(false); // an answer from the cache proves nothing
    answer({});
    await api('/interviewers');
    expect(isServerReachable()).toBe(true);
    reportServerReachable(true);
  });
});
