import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { protectStoredData } from '../../db/protect-data.js';
import { column, searchHash } from '../../db/protected-columns.js';
import { rotateKeys } from '../../db/rotate-key.js';
import { authMfa, freelancer } from '../../db/schema/index.js';
import { KeyRing, totpContext } from '../../lib/key-ring.js';
import { seal } from '../../lib/sealed.js';
import { testApp } from '../../testing/app.js';
import { testConfig } from '../../testing/config.js';
import {
  as,
  createUser,
  FREELANCER_BANK_CARD,
  FREELANCER_ID_CARD,
  roleWith,
  stepUp,
  tokensFor,
  unique,
} from '../../testing/factories.js';
import { exporterFor } from '../exports/registry.js';
import { createOrder, enterpriseUser, staffUser } from '../orders/factories.js';

/** The demo seed's numbers (db/seed/seed.ts): none may be found plain in the database. */
const DEMO_NUMBERS = ['32010219881125002X', '6222021001112223334', '110101199003074514', '6214830012345678'];

describe('protected personal data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  }, 120_000);
  afterAll(() => app.close());

  /** Every text value of the tables that hold protected columns, and of the logs, as a raw reader sees them. */
  async function rawText(): Promise<string> {
    const tables = ['freelancer', 'invoice', 'onboarding_application', 'oper_log', 'pii_reveal_log', 'auth_mfa'];
    const parts: string[] = [];
    for (const t of tables) {
      const res = (await app.database.db.execute(sql.raw(`select * from ${t}`))) as unknown as { rows: unknown[] };
      parts.push(JSON.stringify(res.rows));
    }
    return parts.join('\n');
  }

  const reveal = (token: string, body: Record<string, unknown>) =>
    as(app, token, { method: 'POST', url: '/interface/system/pii/reveal', payload: body });

  it('a raw SELECT finds no ID or bank card number in plain text after the demo seed', async () => {
    await createOrder(app, (await enterpriseUser(app)).enterpriseId);
    const text = await rawText();
    for (const n of [...DEMO_NUMBERS, FREELANCER_BANK_CARD]) expect(text).not.toContain(n);
    const [row] = await app.database.db.select().from(freelancer).limit(1);
    expect(row?.idCard.startsWith('enc1.')).toBe(true);
    expect(row?.idCardHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the numbers masked in an order detail', async () => {
    const ent = await enterpriseUser(app);
    const order = await createOrder(app, ent.enterpriseId);
    const res = await as(app, ent.token, { method: 'GET', url: `/interface/client/order/${order.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.freelancerIdCard).toBe('110***********4514');
    expect(d.freelancerBankCard).toBe('*** **** **** **** 0123');
    expect(d.freelancerGender).toBe('male');
  });

  it('reveals a value only with the permission and a fresh step-up, and logs who saw what, when and from where', async () => {
    const order = await createOrder(app, (await enterpriseUser(app)).enterpriseId);
    const body = { entity: 'freelancer', id: order.freelancerId, field: 'idCard' };

    const lister = await staffUser(app, ['agent']);
    expect((await reveal(lister.token, body)).statusCode).toBe(403);

    const code = await roleWith(app, ['system:pii:reveal', 'system:pii:log:list']);
    const viewer = await createUser(app, { userType: '01', roles: [code] });
    const { access_token: token } = await tokensFor(app, viewer.username);
    const first = await reveal(token, body);
    expect(first.statusCode).toBe(403);
    expect(first.json().data.stepUp).toBe(true);

    await stepUp(app, token);
    const bad = await reveal(token, { ...body, field: 'bankAccount' });
    expect(bad.statusCode).toBe(400);
    expect((await reveal(token, { ...body, id: 999_999_999 })).statusCode).toBe(404);
    const res = await reveal(token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.value).toBe(FREELANCER_ID_CARD);

    const log = await as(app, token, {
      method: 'GET',
      url: `/interface/system/pii/reveal-log/list?entity=freelancer&recordId=${order.freelancerId}`,
    });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().data.rows as { username: string; field: string; ip: string | null }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: viewer.username, field: 'idCard', ip: '127.0.0.1' });
    // the one refused for want of a record wrote nothing; the plain value reached neither log
    expect(await rawText()).not.toContain(FREELANCER_ID_CARD);
    // the reveal log is staff's, under its own permission
    expect(
      (await as(app, lister.token, { method: 'GET', url: '/interface/system/pii/reveal-log/list' })).statusCode,
    ).toBe(403);
  });

  it('an enterprise user never reveals, whatever codes its role carries', async () => {
    const order = await createOrder(app, (await enterpriseUser(app)).enterpriseId);
    const code = await roleWith(app, ['system:pii:reveal']);
    const user = await createUser(app, { userType: '02', roles: [code] });
    const { access_token } = await tokensFor(app, user.username);
    await stepUp(app, access_token);
    const res = await reveal(access_token, { entity: 'freelancer', id: order.freelancerId, field: 'bankCard' });
    expect(res.statusCode).toBe(403);
  });

  it('seals the plain values of a database from before, once, and re-seals TOTP seeds of the former key', async () => {
    const phone = `137${String(Date.now()).slice(-8)}`;
    await app.database.db.execute(
      sql`insert into freelancer (name, phone, id_card, bank_card) values (${unique('旧')}, ${phone}, '11010519491231002X', '6222 0200 1122 3344')`,
    );
    const legacy = randomBytes(32);
    const user = await createUser(app);
    await app.database.db
      .insert(authMfa)
      .values({ userId: user.id, secret: seal(legacy, Buffer.from('seed-bytes'), totpContext(user.id)) });
    const keys = new KeyRing({ current: Buffer.from(app.config.pii.key as Buffer), legacy: [legacy] });
    const said: string[] = [];
    await protectStoredData(app.database.db, keys, { info: (m) => said.push(m) });

    const [row] = await app.database.db.select().from(freelancer).where(eq(freelancer.phone, phone));
    expect(row?.idCard.startsWith('enc1.')).toBe(true);
    expect(row?.bankCard?.startsWith('enc1.')).toBe(true);
    expect(row?.bankCardHash).toBe(searchHash(app.keys, column('freelancer', 'bankCard'), '6222020011223344'));
    expect(await rawText()).not.toContain('11010519491231002X');
    const [mfa] = await app.database.db.select().from(authMfa).where(eq(authMfa.userId, user.id));
    expect(mfa?.secret.startsWith('enc1.')).toBe(true);
    expect(app.keys.open(mfa?.secret as string, totpContext(user.id))?.toString()).toBe('seed-bytes');

    const staff = await staffUser(app);
    await stepUp(app, staff.token);
    const res = await reveal(staff.token, { entity: 'freelancer', id: row?.id, field: 'bankCard' });
    expect(res.json().data.value).toBe('6222020011223344');

    // a second run has nothing left to do
    const again: string[] = [];
    await protectStoredData(app.database.db, keys, { info: (m) => again.push(m) });
    expect(again).toEqual([]);
  });

  it('exports masked by default; unmasked columns need their own permission and a step-up', async () => {
    const ent = await enterpriseUser(app);
    const order = await createOrder(app, ent.enterpriseId);
    const start = (token: string) =>
      as(app, token, { method: 'POST', url: '/interface/client/export', payload: { kind: 'orders', unmasked: true } });

    const plainCode = await roleWith(app, ['client:order:export', 'client:order:list']);
    const plainUser = await createUser(app, { userType: '01', roles: [plainCode] });
    const plain = (await tokensFor(app, plainUser.username)).access_token;
    const first = await start(plain);
    expect(first.statusCode).toBe(403);
    expect(first.json().data.stepUp).toBe(true);
    await stepUp(app, plain);
    expect((await start(plain)).statusCode).toBe(403);

    const fullCode = await roleWith(app, ['client:order:export', 'client:order:export:unmasked', 'client:order:list']);
    const fullUser = await createUser(app, { userType: '01', roles: [fullCode] });
    const full = (await tokensFor(app, fullUser.username)).access_token;
    await stepUp(app, full);
    expect((await start(full)).statusCode).toBe(200);

    const exporter = exporterFor('orders');
    const principal = await app.auth.authenticate(full);
    const rowsOf = async (params: Record<string, unknown>) => {
      const out: Record<string, unknown>[] = [];
      for await (const r of exporter?.rows(app.database.db, principal, params, 'zh', app.keys) ?? []) out.push(r);
      return out.find((r) => r.id === order.id);
    };
    expect((await rowsOf({}))?.freelancerIdCard).toBe('110***********4514');
    expect((await rowsOf({ unmasked: true }))?.freelancerIdCard).toBe(FREELANCER_ID_CARD);
    expect((await rowsOf({ unmasked: true }))?.freelancerBankCard).toBe(FREELANCER_BANK_CARD);
  });

  it('refuses a key that is not the one the data was sealed under', async () => {
    await expect(
      protectStoredData(app.database.db, new KeyRing({ current: randomBytes(32) }), { info: () => {} }),
    ).rejects.toThrow(/PII_KEY/);
  });
});

describe('key rotation (npm run pii:rotate)', () => {
  it('re-seals every value under the new key in batches, keeps them readable and searchable, and moves the key check', async () => {
    // a database of its own: the shared one's key check value must stay the test key
    const own = await buildApp(testConfig());
    try {
      const ent = await enterpriseUser(own);
      const order = await createOrder(own, ent.enterpriseId);
      const oldKeys = own.keys;
      const next = randomBytes(32);
      const ring = new KeyRing({ current: next, previous: [own.config.pii.key as Buffer] });
      const report = await rotateKeys(own.database.db, ring);
      expect(report.unreadable).toBe(0);
      expect(report.resealed['freelancer.idCard']).toBeGreaterThan(0);
      const [row] = await own.database.db.select().from(freelancer).where(eq(freelancer.id, order.freelancerId));
      expect(ring.isCurrent(row?.idCard as string)).toBe(true);
      expect(oldKeys.open(row?.idCard as string, 'pii:freelancer.idCard')).toBeNull();
      expect(row?.idCardHash).toBe(searchHash(ring, column('freelancer', 'idCard'), FREELANCER_ID_CARD));
      // the old key alone is now refused; the new one is accepted
      await expect(protectStoredData(own.database.db, oldKeys, { info: () => {} })).rejects.toThrow(/PII_KEY/);
      await protectStoredData(own.database.db, new KeyRing({ current: next }), { info: () => {} });
      // a second run finds nothing left to re-seal
      const again = await rotateKeys(own.database.db, ring);
      expect(Object.values(again.resealed).every((n) => n === 0)).toBe(true);
    } finally {
      await own.close();
    }
  }, 120_000);
});

// The embedded mode's own key file: PGlite in a folder of its own, whichever database the other suites use.
describe('the embedded key in DATA_DIR', () => {
  it('is made on first start, and a changed one refuses the next start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pii-key-'));
    try {
      const config = () => loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'true', SEED_VOLUME: 'false' });
      const first = await buildApp(config());
      await first.close();
      expect(fs.existsSync(path.join(dir, 'pii.key'))).toBe(true);
      fs.writeFileSync(path.join(dir, 'pii.key'), randomBytes(32).toString('hex'));
      await expect(buildApp(config())).rejects.toThrow(/PII_KEY/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
