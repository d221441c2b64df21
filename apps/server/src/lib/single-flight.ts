/**
 * One run at a time of `run`, shared by every caller that asks while it is under way, and a success reused by the
 * callers of the next `reuseMs`: a health check polled under load costs a database round trip now and then, not
 * one per request. A failure is never reused: the next caller runs it again.
 */
export function singleFlight<T>(run: () => Promise<T>, { reuseMs = 0 } = {}): () => Promise<T> {
  let current: Promise<T> | null = null;
  let last: { value: T; at: number } | null = null;
  return () => {
    if (last && performance.now() - last.at < reuseMs) return Promise.resolve(last.value);
    current ??= run().then(
      (value) => {
        current = null;
        last = { value, at: performance.now() };
        return value;
      },
      (err: unknown) => {
        current = null;
        last = null;
        throw err;
      },
    );
    return current;
  };
}
