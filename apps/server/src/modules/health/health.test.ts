import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';

describe('GET /interface/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers ok when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/interface/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 when the database is gone', async () => {
    const other = await testApp();
    await other.database.close();
    const res = await other.inject({ method: 'GET', url: '/interface/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.status).toBe('down');
  });
});
