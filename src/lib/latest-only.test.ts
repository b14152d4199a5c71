import { describe, expect, it } from 'vitest';
import { latestOnly } from '@/lib/latest-only';

/** A read whose answer the test releases by hand, in any order. */
function deferredReads() {
  const pending: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => pending.push(resolve));
  return { read, pending };
}

describe('latestOnly', () => {
  it('an older read answering after a newer one never overwrites it', async () => {
    const { read, pending } = deferredReads();
    const applied: string[] = [];
    const load = latestOnly(read, (value) => applied.push(value));
    const first = load.run(); // started before the outbox changed
    const second = load.run(); // started after: sees the change
    pending[1]?.('sent');
    await second;
    pending[0]?.('pending');
    await first;
    expect(applied).toEqual(['sent']);
  });

  it('applies nothing once cancelled, and reports only the latest failure', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const load = latestOnly(
      async () => {
        calls += 1;
        throw new Error(`read ${calls}`);
      },
      () => {},
      (error) => failures.push((error as Error).message),
    );
    await Promise.all([load.run(), load.run()]);
    expect(failures).toEqual(['read 2']);
    const { read, pending } = deferredReads();
    const applied: string[] = [];
    const cancelled = latestOnly(read, (value) => applied.push(value));
    const run = cancelled.run();
    cancelled.cancel();
    pending[0]?.('late');
    await run;
    expect(applied).toEqual([]);
  });
});
