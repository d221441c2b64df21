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

  it('shares one probe among the requests of 100 ms, and answers them the same bytes', async () => {
    const { database } = app;
    const ping = database.ping.bind(database);
    let pings = 0;
    database.ping = () => {
      pings++;
      return ping();
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 120)); // past the earlier tests' probe
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/interface/health' })),
      );
      expect(pings).toBe(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
      await new Promise((resolve) => setTimeout(resolve, 120));
      await app.inject({ method: 'GET', url: '/interface/health' });
      expect(pings).toBe(2);
    } finally {
      database.ping = ping;
    }
  });

  it('answers 503 when the database is gone', async () => {
    const other = await testApp();
    try {
      await other.database.close();
      const res = await other.inject({ method: 'GET', url: '/interface/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.status).toBe('down');
    } finally {
      // its files (the demo's banner images) go with it
      await other.close();
    }
  });

  it('answers the settings the web reads at start, from the server configuration', async () => {
    const other = await testApp({
      BRAND_NAME: 'Acme',
      UPLOAD_MAX_MB: '5',
      FILE_URL_REWRITE: 'http://minio:9000/b|https://files.example.com;http://10.0.0.5|https://cdn.example.com',
    });
    const res = await other.inject({ method: 'GET', url: '/interface/config' });
    await other.close();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      brandName: 'Acme',
      uploadMaxMb: 5,
      officeViewerUrl: 'https://view.officeapps.live.com/op/view.aspx?src=',
      fileUrlRewrite: [
        { from: 'http://minio:9000/b', to: 'https://files.example.com' },
        { from: 'http://10.0.0.5', to: 'https://cdn.example.com' },
      ],
      defaultLocale: 'zh',
    });
  });
});
