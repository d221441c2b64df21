import { auditEntityLabels } from '@console/domain/audit-entities';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../testing/app.js';
import { pluginPublicPrefixes } from './access.js';

/**
 * The routes anyone may call. Adding a public route means adding it here, on purpose: a route made public by
 * accident fails this test.
 */
const PUBLIC_ROUTES = [
  'POST /interface/auth/oauth/token',
  // freelancer clients sign in with phone and password
  'POST /interface/freelancer/auth/token',
  // a company starts or resumes its onboarding application with a phone and a one-time code
  'POST /interface/onboarding/code',
  'POST /interface/onboarding/session',
  // the agreement texts (about us, privacy, platform service agreement) read before agreeing, signed in or not
  'GET /interface/public/agreement/:category',
  'HEAD /interface/public/agreement/:category',
  'GET /interface/health',
  'HEAD /interface/health',
  // the closing page's beacon takes the phone offline: authenticated by the HMAC-signed agent token it carries
  'POST /interface/callCenter/agent/offline',
  // brand, upload limit and file-viewer settings the login page needs before anyone signs in
  'GET /interface/config',
  'HEAD /interface/config',
  // stored files by their unguessable key, so links open in viewers that carry no token
  'GET /interface/files/*',
  'HEAD /interface/files/*',
  // the web app, with its history-mode fallback
  'GET /*',
  'HEAD /*',
];

/** Answer fields that name a secret: a route answering one declares it (`config.secretAnswer`). */
const SECRET_NAME = /password|token|secret|demoCode/i;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** The dot paths, under an envelope's `data`, of the text fields whose names look secret (arrays as `[]`). */
function secretLookingPaths(schema: JsonSchema, prefix = ''): string[] {
  const found: string[] = [];
  for (const branch of schema.anyOf ?? []) found.push(...secretLookingPaths(branch, prefix));
  if (schema.items) found.push(...secretLookingPaths(schema.items, `${prefix}[].`));
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const text = child.type === 'string' || (Array.isArray(child.type) && child.type.includes('string'));
    if (SECRET_NAME.test(name) && text) found.push(`${prefix}${name}`);
    else found.push(...secretLookingPaths(child, `${prefix}${name}.`));
  }
  return found;
}

/** A URL for a route pattern: every parameter and wildcard filled with a dummy value. */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x/y.png');

describe('route table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('has routes', () => {
    expect(app.routeDeclarations.length).toBeGreaterThan(10);
    for (const r of app.routeDeclarations) expect(app.hasRoute({ method: r.method as 'GET', url: r.url })).toBe(true);
  });

  it('declares public, signed-in, freelancer or a permission on every route', () => {
    const undeclared = app.routeDeclarations.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of app.routeDeclarations) {
      const a = r.access;
      const valid =
        a === 'public' ||
        a === 'user' ||
        a === 'freelancer' ||
        a === 'applicant' ||
        (typeof a === 'object' &&
          a !== null &&
          typeof a.permission === 'string' &&
          /^[\w-]+(:[\w-]+)+$/.test(a.permission));
      expect(valid, `${r.method} ${r.url}: ${JSON.stringify(a)}`).toBe(true);
    }
  });

  it('has exactly the allowed public routes, besides the OpenAPI pages', () => {
    const isDocs = (url: string) => pluginPublicPrefixes.some((p) => url === p || url.startsWith(`${p}/`));
    const publicRoutes = app.routeDeclarations
      .filter((r) => r.access === 'public' && !isDocs(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(publicRoutes)].sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(app.routeDeclarations.some((r) => isDocs(r.url))).toBe(true);
  });

  it("names every entity the operation log can write in both languages (the log page's entity column)", () => {
    const entities = new Set(app.routeDeclarations.flatMap((r) => (r.auditEntity ? [r.auditEntity] : [])));
    expect(entities.size).toBeGreaterThan(10);
    const unnamed = [...entities].filter((e) => !auditEntityLabels[e]?.zh || !auditEntityLabels[e]?.en);
    expect(unnamed).toEqual([]);
  });

  it('logs changes, not reads: opening a chat or reading a notice writes nothing', () => {
    const logged = new Set(app.routeDeclarations.filter((r) => r.auditEntity).map((r) => `${r.method} ${r.url}`));
    for (const side of ['system', 'freelancer']) {
      expect(logged).not.toContain(`POST /interface/${side}/oddMessageLog/exchangeOddMessageList`);
      expect(logged).not.toContain(`POST /interface/${side}/oddMessageLog/updateOddMessageLog`);
      expect(logged).not.toContain(`POST /interface/${side}/notice/read`);
      expect(logged).not.toContain(`POST /interface/${side}/notice/readAll`);
    }
    expect(logged).toContain('POST /interface/client/task');
  });

  it('keeps every API route under /interface/', () => {
    for (const r of app.routeDeclarations) {
      if (r.url === '/*') continue;
      expect(r.url.startsWith('/interface/'), r.url).toBe(true);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = app.routeDeclarations.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const res = await app.inject({ method: r.method as 'GET', url: sampleUrl(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      if (r.method !== 'HEAD') expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ code: 401, data: null });
    }
  });

  it('answers 401 with a garbage token on every route that is not public', async () => {
    for (const r of app.routeDeclarations.filter((d) => d.access !== 'public')) {
      const res = await app.inject({
        method: r.method as 'GET',
        url: sampleUrl(r.url),
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers public routes without a token', async () => {
    for (const r of app.routeDeclarations.filter((d) => d.access === 'public')) {
      const res = await app.inject({
        method: r.method as 'GET',
        url: sampleUrl(r.url),
        headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
        ...(r.method === 'POST' ? { payload: { grant_type: 'password' } } : {}),
      });
      // (the web fallback answers 503 while the web app is not built: still not a refusal)
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(500);
    }
  });

  it('declares every secret-looking answer field, so an idempotent replay store keeps it sealed', () => {
    const undeclared: string[] = [];
    let declared = 0;
    for (const r of app.routeDeclarations) {
      // only writes are stored, and a public one has no caller to scope an Idempotency-Key to
      const stored = !['GET', 'HEAD'].includes(r.method) && r.access !== 'public';
      if (!stored || !(r.answer instanceof z.ZodType)) continue;
      const data = (z.toJSONSchema(r.answer, { unrepresentable: 'any', io: 'output' }) as JsonSchema).properties?.data;
      for (const path of data ? secretLookingPaths(data) : []) {
        if (r.secretAnswer.includes(path)) declared++;
        else undeclared.push(`${r.method} ${r.url}: ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(declared).toBeGreaterThanOrEqual(4);
  });
});
