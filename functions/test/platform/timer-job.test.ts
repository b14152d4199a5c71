// The embedded default's background jobs share one timer (platform/timer-job.ts): a run that outlasts
// its interval is never doubled, and stopping waits for the run in progress (shutdown must not cut a
// deletion or a mail in half).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startTimerJob } from '../../src/platform/timer-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a slow run is not started again while it runs; the next tick after it ends starts one', async () => {
  let started = 0;
  let finish: () => void = () => {};
  const stop = startTimerJob(() => {
    started += 1;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  }, 1_000);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(started).toBe(1);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(started).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(started).toBe(2);
  finish();
  await stop();
});

test('stop waits for the run in progress, and no run starts after it', async () => {
  let started = 0;
  let ended = false;
  let finish: () => void = () => {};
  const stop = startTimerJob(() => {
    started += 1;
    return new Promise<void>((resolve) => {
      finish = () => {
        ended = true;
        resolve();
      };
    });
  }, 1_000);
  await vi.advanceTimersByTimeAsync(1_000);
  let stopped = false;
  const stopping = stop().then(() => {
    stopped = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  expect(ended).toBe(true);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(started).toBe(1);
});
