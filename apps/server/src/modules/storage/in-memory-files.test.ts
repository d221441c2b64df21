import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, tokensFor } from '../../testing/factories.js';
import { multipart, png } from '../../testing/samples.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
// closing twice is harmless: this only covers a failure before the test's own close
afterAll(() => app?.close());

it('an in-memory server keeps uploads in a temp folder of its own and removes it when it closes', async () => {
  const dir = app.config.dataDir;
  const { access_token: token } = await tokensFor(app, 'admin');
  const body = await multipart({ name: 'kept.png', bytes: png() });
  const res = await as(app, token, {
    method: 'POST',
    url: '/interface/files/upload',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(fs.existsSync(dir)).toBe(true);
  await app.close();
  expect(fs.existsSync(dir)).toBe(false);
});
