import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './testing/app.js';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    app = await testApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/login',
    '/client/order/orderList/index',
    '/profile/index?tab=1',
    '/redirect/dashboard',
    // the freelancer page's deep links
    '/m',
    '/m/login?redirect=%2Fm%2Forders',
    '/m/messages/B10001',
    '/m/orders/12',
  ])('answers index.html for the deep link %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year and other files as they are', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(asset.body).toBe('console.log(1)');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toMatch(/image\/svg/);
  });

  it('sends the pre-compressed asset to browsers that accept gzip', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('never falls back for API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/interface/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
  });

  it('does not serve files outside the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('sends the security headers on pages too', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a web app built after the server started', () => {
  it('is served as soon as it exists', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-late-'));
    const app = await testApp({ WEB_DIST: dist });
    try {
      expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(503);
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="root"');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
    // A whole server starts inside this test (not in a hook): on a loaded machine that alone can take half a minute.
  }, 90_000);
});

describe('the login page painted before the bundle runs', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-shell-'));
  const index = '<!doctype html><title>灵工服务平台</title><div id="root"></div>';
  const login =
    '<!doctype html><title>灵工服务平台</title><div id="root"><div class="login"><div class="login-logo" ' +
    'aria-hidden="true">灵</div><h1 class="login-title">灵工服务平台</h1></div></div>';
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  fs.writeFileSync(path.join(dist, 'login.html'), login);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sends /login with its first screen drawn and every other page with an empty root', async () => {
    const app = await testApp({ WEB_DIST: dist });
    try {
      const page = await app.inject({ method: 'GET', url: '/login?redirect=%2Fdashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 class="login-title">灵工服务平台</h1>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const other = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(other.body).toBe(index);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('puts a configured brand in the title, the heading and the logo, escaped', async () => {
    const app = await testApp({ WEB_DIST: dist, BRAND_NAME: 'Acme <Work>' });
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<title>Acme &lt;Work&gt;</title>');
      expect(page.body).toContain('<h1 class="login-title">Acme &lt;Work&gt;</h1>');
      expect(page.body).toContain('aria-hidden="true">A</div>');
      expect(page.body).not.toContain('灵');
      const other = await app.inject({ method: 'GET', url: '/client/order/orderList/index' });
      expect(other.body).toContain('<title>Acme &lt;Work&gt;</title>');
    } finally {
      await app.close();
    }
  }, 90_000);
});
