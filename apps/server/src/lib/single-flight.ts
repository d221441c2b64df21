/**
 * One run at a time of `run`, shared by every caller that asks while it is under way: a health check under load
 * costs one database round trip per round trip, not one per request. Each caller's answer is at most one round
 * trip old.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    current ??= run().finally(() => {
      current = null;
    });
    return current;
  };
}
