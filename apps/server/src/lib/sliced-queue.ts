/**
 * Runs queued jobs in order, in slices of at most `sliceMs` of the event loop, with a turn of I/O between slices.
 * A fan-out of many messages at once (each a write to every socket of both parties) ran in one stretch of a few
 * hundred milliseconds, and every event that arrived meanwhile (the next senders' messages, their
 * acknowledgements) waited behind all of it.
 */
export function slicedQueue(sliceMs: number, onError: (err: unknown) => void): (job: () => void) => void {
  let jobs: (() => void)[] = [];
  let next = 0;
  let scheduled = false;
  const drain = () => {
    const until = performance.now() + sliceMs;
    while (next < jobs.length) {
      const job = jobs[next] as () => void;
      next += 1;
      try {
        job();
      } catch (err) {
        onError(err);
      }
      if (performance.now() >= until) break;
    }
    if (next < jobs.length) {
      // setImmediate from inside the check phase runs after the next poll: incoming events are read first.
      setImmediate(drain);
      return;
    }
    jobs = [];
    next = 0;
    scheduled = false;
  };
  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  };
}
