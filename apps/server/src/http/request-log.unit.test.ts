import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS } from './request-log.js';

describe('request log', () => {
  it('logs failed and slow requests with their route, status and time, and nothing of the fast ones', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/fast', async () => 'ok');
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 50));
      return 'ok';
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    for (const url of ['/fast', '/slow', '/broken']) await app.inject({ url });
    await app.close();
    const requests = lines.filter((l) => l.req);
    expect(requests.map((l) => [(l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual(
      [
        ['/slow', 200],
        ['/broken', 500],
      ],
    );
    expect(requests[0]?.msg).toBe('slow request');
    expect(requests[0]?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
  });
});
