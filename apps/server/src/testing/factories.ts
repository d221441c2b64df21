import { randomBytes } from 'node:crypto';
import { USER_TYPE } from '@console/domain/enums';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  enterprise,
  freelancer,
  sysMenu,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
  taxPark,
} from '../db/schema/index.js';
import { sealFreelancer } from '../db/sealed-as.js';
import { hashPassword } from '../lib/password.js';

export const CLIENT_AUTH = `Basic ${Buffer.from('console:console').toString('base64')}`;
export const DEMO_PASSWORD = 'demo1234';

/** A short unique suffix, so tests sharing one PostgreSQL database never collide. */
export const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

let passwordHash: Promise<string> | undefined;
const defaultHash = () => {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  return passwordHash;
};

export async function createEnterprise(app: FastifyInstance, name = unique('企业')) {
  const db = app.database.db;
  const [park] = await db
    .insert(taxPark)
    .values({ parkName: unique('园区') })
    .returning();
  const code = `91${randomBytes(8).toString('hex').toUpperCase()}`;
  const [row] = await db.insert(enterprise).values({ name, creditCode: code, taxParkId: park?.id }).returning();
  return row as typeof enterprise.$inferSelect;
}

export interface UserSpec {
  username?: string;
  userType?: '01' | '02';
  enterpriseId?: number | null;
  /** role codes from the seed: admin, enterprise, agent */
  roles?: string[];
  status?: '0' | '1';
  ipAllowList?: string[];
  password?: string;
  socketId?: string | null;
}

/** A user with the password demo1234 unless given; enterprise users get their own enterprise unless given. */
export async function createUser(app: FastifyInstance, spec: UserSpec = {}) {
  const db = app.database.db;
  const userType = spec.userType ?? '01';
  const enterpriseId =
    spec.enterpriseId !== undefined
      ? spec.enterpriseId
      : userType === USER_TYPE.enterprise
        ? (await createEnterprise(app)).id
        : null;
  const [user] = await db
    .insert(sysUser)
    .values({
      username: spec.username ?? unique('u'),
      name: unique('用户'),
      passwordHash: spec.password ? await hashPassword(spec.password) : await defaultHash(),
      userType,
      enterpriseId,
      status: spec.status ?? '1',
      ipAllowList: spec.ipAllowList ?? [],
      socketId: spec.socketId ?? null,
    })
    .returning();
  const u = user as typeof sysUser.$inferSelect;
  const roles = spec.roles ?? (userType === USER_TYPE.enterprise ? ['enterprise'] : ['agent']);
  if (roles.length > 0) {
    const found = await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.code, roles));
    await db.insert(sysUserRole).values(found.map((r) => ({ userId: u.id, roleId: r.id })));
  }
  return u;
}

/** A new role granting exactly these permission codes (their seeded menu rows); answers its code for createUser. */
export async function roleWith(app: FastifyInstance, perms: string[]): Promise<string> {
  const db = app.database.db;
  const [role] = await db
    .insert(sysRole)
    .values({ code: unique('role'), name: unique('角色') })
    .returning();
  const r = role as typeof sysRole.$inferSelect;
  if (perms.length > 0) {
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.perms, perms));
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: r.id, menuId: m.id })));
  }
  return r.code;
}

export async function userById(app: FastifyInstance, id: number) {
  return app.database.db.query.sysUser.findFirst({ where: eq(sysUser.id, id) });
}

/** Signs in through the real token endpoint; answers the whole response. */
export function passwordLogin(app: FastifyInstance, username: string, password = DEMO_PASSWORD, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/interface/auth/oauth/token',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

export async function tokensFor(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const res = await passwordLogin(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number };
}

/** The signed-in principal of a user, as a route would see it: for tests that call a service directly. */
export async function principalFor(app: FastifyInstance, username: string) {
  return app.auth.authenticate((await tokensFor(app, username)).access_token);
}

/** An inject call with a bearer token. */
export function as(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}

/** Every factory freelancer's ID and bank card numbers (stored sealed, as the services store them). */
export const FREELANCER_ID_CARD = '110101199003074514';
export const FREELANCER_BANK_CARD = '6222021234567890123';

/** A freelancer with the password demo1234 and a unique phone number. */
export async function createFreelancer(app: FastifyInstance, spec: { name?: string; status?: '0' | '1' } = {}) {
  const digits = String(randomBytes(4).readUInt32BE(0)).padStart(10, '0').slice(-8);
  const [row] = await app.database.db
    .insert(freelancer)
    .values({
      ...sealFreelancer(app.keys, {
        name: spec.name ?? unique('张'),
        phone: `139${digits}`,
        idCard: FREELANCER_ID_CARD,
        bankCard: FREELANCER_BANK_CARD,
      }),
      passwordHash: await defaultHash(),
      status: spec.status ?? '1',
    })
    .returning();
  if (!row) throw new Error('no freelancer inserted');
  // Every freelancer has a chat id (role C): C + their id.
  const [withChat] = await app.database.db
    .update(freelancer)
    .set({ socketId: `C${row.id}` })
    .where(eq(freelancer.id, row.id))
    .returning();
  return withChat as typeof freelancer.$inferSelect;
}

/** A freelancer client token through the real sign-in endpoint. */
export async function freelancerToken(app: FastifyInstance, phone: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/interface/freelancer/auth/token',
    payload: { phone, password },
  });
  if (res.statusCode !== 200) throw new Error(`freelancer login ${phone} failed: ${res.body}`);
  return (res.json() as { data: { access_token: string } }).data.access_token;
}

/** A fresh proof for the session of `token` (POST /auth/step-up): what sensitive actions need within minutes. */
export async function stepUp(app: FastifyInstance, token: string, proof: { password?: string; otp?: string } = {}) {
  const res = await as(app, token, {
    method: 'POST',
    url: '/interface/auth/step-up',
    payload: proof.otp ? { otp: proof.otp } : { password: proof.password ?? DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.body}`);
}
