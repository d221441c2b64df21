import { once } from 'node:events';
import sonicBoom from 'sonic-boom';

/** Logs held in memory while the reader of stdout is not reading; beyond this they are dropped, not waited for. */
const MAX_BUFFERED = 16 * 1024 * 1024;

/**
 * Where the server's logs go: stdout, written off the main thread. Whatever the reader of stdout does (a parent
 * that stopped reading a full pipe, one that exited and broke it), a log line never blocks a request or the
 * shutdown: writes happen on libuv's thread pool, lines wait in a bounded buffer and are dropped past it, and a
 * broken pipe ends logging instead of the process. The default pino destination writes synchronously, so a full
 * pipe stopped the whole server, SIGTERM handlers included.
 */
export function stdoutLogSink() {
  // sonic-boom is CommonJS: its class is the module itself, also exported as .SonicBoom (what the types see).
  const stream = new sonicBoom.SonicBoom({ fd: 1, sync: false, maxLength: MAX_BUFFERED });
  let broken = false;
  stream.on('error', () => {
    // EPIPE and the like: nobody reads the logs any more; stop writing them.
    broken = true;
    stream.write = () => true;
  });
  return {
    stream,
    /** Waits for what is buffered to be written, at most `ms`, so the last lines usually get out before exit. */
    async flush(ms: number): Promise<void> {
      const pending = (stream as unknown as { _len: number })._len;
      if (broken || !pending) return;
      const timer = new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
      // once() rejects when the stream errs meanwhile (the reader went away): nothing more can be written then.
      const drained = once(stream, 'drain').then(
        () => undefined,
        () => undefined,
      );
      await Promise.race([drained, timer]);
    },
  };
}
