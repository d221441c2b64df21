/**
 * A hand-over between a producer that must run to its end inside a callback (a database transaction) and a
 * consumer that iterates: `push` waits while `limit` items are unread, so memory stays bounded.
 */
export class Channel<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private closed = false;
  private failure: unknown = null;
  private wakeReader: (() => void) | null = null;
  private wakeWriter: (() => void) | null = null;

  constructor(private readonly limit = 1000) {}

  async push(item: T): Promise<void> {
    while (this.items.length >= this.limit && !this.closed) {
      await new Promise<void>((r) => {
        this.wakeWriter = r;
      });
    }
    if (this.closed) throw new Error('channel closed');
    this.items.push(item);
    this.wake();
  }

  close(failure: unknown = null): void {
    this.closed = true;
    this.failure = failure;
    this.wake();
    this.wakeWriter?.();
  }

  private wake(): void {
    const r = this.wakeReader;
    this.wakeReader = null;
    r?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    try {
      for (;;) {
        const item = this.items.shift();
        if (item !== undefined) {
          const w = this.wakeWriter;
          this.wakeWriter = null;
          w?.();
          yield item;
          continue;
        }
        if (this.closed) {
          if (this.failure) throw this.failure;
          return;
        }
        await new Promise<void>((r) => {
          this.wakeReader = r;
        });
      }
    } finally {
      // The reader stopped early (the job was stopped): the writer must not wait for it any longer.
      if (!this.closed) this.close();
    }
  }
}
