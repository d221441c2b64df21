import { randomInt } from 'node:crypto';
import { USER_TYPE, type UserType } from '@console/domain/enums';
import type { MessageKey } from '@console/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { enterprise, sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';

/** A console account to create: a staff member (01) or a user of one enterprise (02). */
export interface NewAccount {
  username: string;
  name: string;
  passwordHash: string;
  userType: UserType;
  /** required for an enterprise user, none for staff */
  enterpriseId: number | null;
  phone?: string | null;
  email?: string | null;
  ipAllowList?: string[];
  /**
   * The chat id, enterprise users only: one chosen by an administrator (refused when taken), one drawn (newChatId;
   * drawn again while the one drawn is taken), or none.
   */
  chatId: { chosen: string } | { draw: () => string } | null;
  /** an administrator set the password: it is changed at the first sign-in */
  mustChangePassword: boolean;
  roleIds: readonly number[];
  /** refuses roles the creator may not hand out: run once they are known to exist, before anything is written */
  assertGrantable?: (tx: Tx, roleIds: number[]) => Promise<void>;
  /** what a taken username answers (409); the onboarding says the applicant's phone is already an account */
  usernameTaken?: MessageKey;
}

/** A new enterprise chat id: B and ten digits (the seed's are B and five). */
export function newChatId(): string {
  return `B${randomInt(1_000_000_000, 10_000_000_000)}`;
}

const CHAT_ID_ATTEMPTS = 5;

/**
 * Creates an account with its roles in the caller's transaction: user administration (POST /system/user) and
 * the approval of a company's application both create accounts here, so both keep the same rules. Every unique
 * clash of the account answers a translated 409 (the username, a chosen chat id), and a drawn chat id is drawn
 * again while it is taken, so no clash ends in a 500. Answers the new user's id and chat id.
 */
export async function createAccount(tx: Tx, a: NewAccount): Promise<{ id: number; socketId: string | null }> {
  const enterpriseUser = a.userType === USER_TYPE.enterprise;
  if (enterpriseUser && !a.enterpriseId) throw badRequest('enterpriseRequired');
  if (!enterpriseUser && a.chatId) throw badRequest('socketIdEnterpriseOnly');
  if (a.enterpriseId !== null) {
    const found = await tx.query.enterprise.findFirst({
      where: eq(enterprise.id, a.enterpriseId),
      columns: { id: true },
    });
    if (!found) throw badRequest('enterpriseRequired');
  }
  const roleIds = [...new Set(a.roleIds)];
  if (roleIds.length > 0) {
    const found = await tx.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
    if (found.length !== roleIds.length) throw notFound();
  }
  await a.assertGrantable?.(tx, roleIds);
  for (let attempt = 0; attempt < CHAT_ID_ATTEMPTS; attempt++) {
    const socketId = a.chatId === null ? null : 'draw' in a.chatId ? a.chatId.draw() : a.chatId.chosen;
    let inserted: { id: number }[];
    try {
      // A taken chat id inserts nothing (and leaves the transaction usable); a taken username fails the statement.
      inserted = await tx
        .insert(sysUser)
        .values({
          username: a.username,
          name: a.name,
          passwordHash: a.passwordHash,
          userType: a.userType,
          enterpriseId: a.enterpriseId,
          phone: a.phone ?? null,
          email: a.email ?? null,
          socketId,
          ipAllowList: a.ipAllowList ?? [],
          mustChangePassword: a.mustChangePassword,
        })
        .onConflictDoNothing({ target: sysUser.socketId })
        .returning({ id: sysUser.id });
    } catch (err) {
      if (uniqueViolation(err, 'sys_user_username_uq')) throw conflict(a.usernameTaken ?? 'usernameTaken');
      throw err;
    }
    const row = inserted[0];
    if (!row) {
      // Only a chat id clashes here (none never does): a drawn one is drawn again, a chosen one is refused.
      if (a.chatId && 'draw' in a.chatId) continue;
      throw conflict('socketIdTaken');
    }
    if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
    return { id: row.id, socketId };
  }
  throw new Error(`no free chat id after ${CHAT_ID_ATTEMPTS} attempts`);
}
