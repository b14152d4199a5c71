import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyLoadFailure, LoadError } from '@/components/load-error/load-error';
import { ApiError } from '@/lib/api-client';
import { reportServerReachable } from '@/lib/offline/online-status';

afterEach(() => {
  cleanup();
  reportServerReachable(true);
});

const offlineFetch = () => new TypeError('Failed to fetch');

describe('LoadError', () => {
  it('tells a page never saved (no answer while offline) from a failed load', () => {
    expect(classifyLoadFailure(offlineFetch(), false)).toBe('offline');
    expect(classifyLoadFailure(offlineFetch(), true)).toBe('failed');
    // An answer is never "not saved", even offline (the service worker may answer an error it kept).
    expect(classifyLoadFailure(new ApiError(500, 'internal', 'Boom'), false)).toBe('failed');
    expect(classifyLoadFailure(new ApiError(404, 'not_found', 'Not found.'), true)).toBe('failed');
  });

  it.each([
    [
      new ApiError(500, 'internal', 'Stack trace here'),
      'Something went wrong on our side. Please try again.',
    ],
    [new ApiError(503, 'http_error', 'HTTP 503'), 'Something went wrong on our side. Please try again.'],
    [new ApiError(401, 'unauthenticated', 'Please sign in again.'), 'Please sign in again.'],
    [new ApiError(400, 'http_error', 'HTTP 400'), 'Something went wrong on our side. Please try again.'],
    [offlineFetch(), 'Check your connection and try again.'],
    [new Error('a bug'), 'Check your connection and try again.'],
  ])('online, %s says "Could not load …" and %j', (error, detail) => {
    render(<LoadError error={error} what="interviewers" onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Could not load interviewers' })).toBeTruthy();
    expect(alert.textContent).toContain(detail);
    // A server's 5xx wording never reaches the reader.
    expect(alert.textContent).not.toContain('Stack trace');
  });

  it('offline says "Not saved for offline reading", and follows the connection as it comes back', () => {
    reportServerReachable(false);
    render(<LoadError error={offlineFetch()} what="interviewers" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Not saved for offline reading' })).toBeTruthy();
    act(() => reportServerReachable(true));
    expect(screen.getByRole('heading', { name: 'Could not load interviewers' })).toBeTruthy();
  });

  it('Try again calls onRetry once per press, says it is trying, and is usable again after a new failure', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <LoadError error={new ApiError(500, 'internal', 'x')} what="companies" onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Trying again…' });
    expect(busy).toHaveProperty('disabled', true);
    await userEvent.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<LoadError error={new ApiError(500, 'internal', 'x')} what="companies" onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
  });
});
