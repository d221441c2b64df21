import { describe, expect, it } from 'vitest';
import { slicedQueue } from './sliced-queue.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a job that takes `ms` of the event loop
  }
};

describe('slicedQueue', () => {
  it('runs every job in order, and an error stops none of the others', async () => {
    const errors: unknown[] = [];
    const run = slicedQueue(5, (err) => errors.push(err));
    const seen: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      run(() => {
        if (i === 3) throw new Error('boom');
        seen.push(i);
      });
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([...Array(100).keys()].filter((i) => i !== 3));
    expect(errors).toHaveLength(1);
  });

  it('gives the event loop a turn between slices', async () => {
    const run = slicedQueue(5, () => undefined);
    const order: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      run(() => {
        // A timer set by the first job, due at once, fires in the loop's next turn: after the first slice (which
        // ends after at most three jobs of 2 ms), long before the tenth job. Set here, not before the queue starts:
        // on a busy machine a timer set earlier may be due before the first slice is.
        if (i === 0) setTimeout(() => order.push('timer'), 0);
        busy(2);
        order.push(`job${i}`);
      });
    }
    await new Promise((r) => setTimeout(r, 60));
    const timerAt = order.indexOf('timer');
    expect(timerAt).toBeGreaterThan(0);
    expect(timerAt).toBeLessThan(6);
    expect(order.filter((o) => o.startsWith('job'))).toHaveLength(10);
  });
});
