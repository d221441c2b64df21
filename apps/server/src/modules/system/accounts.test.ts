import { USER_TYPE } from '@console/domain/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { testApp } from '../../testing/app.js';
import { as, createEnterprise, createUser, tokensFor, unique } from '../../testing/factories.js';
import { createAccount, type NewAccount, newChatId } from './accounts.js';

/** The one way an account is made: user administration and the approval of a company's application use it. */
describe('createAccount', () => {
  let app: FastifyInstance;
  let adminToken: string;
  let passwordHash: string;
  beforeAll(async () => {
    app = await testApp();
    const admin = await createUser(app, { roles: ['admin'] });
    adminToken = (await tokensFor(app, admin.username)).access_token;
    passwordHash = await hashPassword('Demo-1234');
  });
  afterAll(() => app.close());

  const enterpriseAccount = async (overrides: Partial<NewAccount> = {}): Promise<NewAccount> => ({
    username: unique('acct'),
    name: '企业用户',
    passwordHash,
    userType: USER_TYPE.enterprise,
    enterpriseId: (await createEnterprise(app)).id,
    chatId: { draw: newChatId },
    mustChangePassword: false,
    roleIds: [],
    ...overrides,
  });
  const create = (a: NewAccount) => app.database.db.transaction((tx) => createAccount(tx, a));
  const userNamed = (username: string) =>
    app.database.db.query.sysUser.findFirst({ where: eq(sysUser.username, username) });

  it('writes the user and its roles, with a drawn chat id of B and digits', async () => {
    const role = await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, 'enterprise') });
    const account = await enterpriseAccount({ roleIds: [role?.id as number, role?.id as number] });
    const created = await create(account);
    expect(created.socketId).toMatch(/^B\d{10}$/);
    expect(await userNamed(account.username)).toMatchObject({
      id: created.id,
      userType: '02',
      enterpriseId: account.enterpriseId,
      socketId: created.socketId,
      mustChangePassword: false,
    });
    const roles = await app.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, created.id));
    expect(roles).toEqual([{ userId: created.id, roleId: role?.id }]);
  });

  it('draws the chat id again while the one drawn is taken, instead of failing', async () => {
    const holder = await createUser(app, { userType: '02', socketId: unique('B') });
    const free = unique('B');
    const draws = [holder.socketId as string, holder.socketId as string, free];
    const account = await enterpriseAccount({ chatId: { draw: () => draws.shift() as string } });
    const created = await create(account);
    expect(created.socketId).toBe(free);
    expect((await userNamed(account.username))?.socketId).toBe(free);
  });

  it('answers each clash of the account with its own 409 and writes nothing', async () => {
    const holder = await createUser(app, { userType: '02', socketId: unique('B') });
    const chosen = await enterpriseAccount({ chatId: { chosen: holder.socketId as string } });
    await expect(create(chosen)).rejects.toMatchObject({ status: 409, key: 'socketIdTaken' });
    expect(await userNamed(chosen.username)).toBeUndefined();

    const sameName = await enterpriseAccount({ username: holder.username });
    await expect(create(sameName)).rejects.toMatchObject({ status: 409, key: 'usernameTaken' });
    // the onboarding's wording for the same clash
    await expect(create({ ...sameName, usernameTaken: 'applicantPhoneTaken' })).rejects.toMatchObject({
      status: 409,
      key: 'applicantPhoneTaken',
    });
  });

  it('keeps the account rules: an enterprise user needs an existing enterprise, staff have no chat id', async () => {
    await expect(create(await enterpriseAccount({ enterpriseId: null }))).rejects.toMatchObject({
      status: 400,
      key: 'enterpriseRequired',
    });
    await expect(create(await enterpriseAccount({ enterpriseId: -1 }))).rejects.toMatchObject({
      status: 400,
      key: 'enterpriseRequired',
    });
    const staff = await enterpriseAccount({ userType: USER_TYPE.system, enterpriseId: null });
    await expect(create(staff)).rejects.toMatchObject({ status: 400, key: 'socketIdEnterpriseOnly' });
    await expect(create(await enterpriseAccount({ roleIds: [-1] }))).rejects.toMatchObject({ status: 404 });
  });

  it('POST /system/user answers a chat id another user holds with 409 「该聊天 ID 已被使用」', async () => {
    const holder = await createUser(app, { userType: '02', socketId: unique('B') });
    const username = unique('e');
    const res = await as(app, adminToken, {
      method: 'POST',
      url: '/interface/system/user',
      payload: {
        username,
        name: '企业用户',
        userType: '02',
        enterpriseId: holder.enterpriseId,
        socketId: holder.socketId,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该聊天 ID 已被使用');
    expect(await userNamed(username)).toBeUndefined();
  });
});
