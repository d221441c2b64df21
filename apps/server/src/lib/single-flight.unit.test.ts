import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

describe('singleFlight', () => {
  it('shares one run among the callers that ask while it runs, and starts a new one after', async () => {
    let runs = 0;
    const probe = singleFlight(async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return runs;
    });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([1, 1, 1]);
    expect(await probe()).toBe(2);
  });

  it('gives a failure to the callers of that run only', async () => {
    let fail = true;
    const probe = singleFlight(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(Promise.all([probe(), probe()])).rejects.toThrow('down');
    fail = false;
    expect(await probe()).toBe('ok');
  });
});

describe('singleFlight with reuse', () => {
  it('answers a success again within reuseMs, runs again after it, and never reuses a failure', async () => {
    let runs = 0;
    let fail = false;
    const probe = singleFlight(
      async () => {
        runs += 1;
        if (fail) throw new Error('down');
        return runs;
      },
      { reuseMs: 50 },
    );
    expect(await probe()).toBe(1);
    expect(await probe()).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    fail = true;
    await expect(probe()).rejects.toThrow('down');
    await expect(probe()).rejects.toThrow('down');
    expect(runs).toBe(3);
  });
});
