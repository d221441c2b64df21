import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprise } from './enterprise.js';

/** A console user: staff (userType 01) or enterprise user (02, linked to one enterprise). */
export const sysUser = pgTable(
  'sys_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 01 system user, 02 enterprise user */
    userType: varchar('user_type', { length: 2 }).notNull(),
    /** 0 frozen, 1 valid */
    status: varchar('status', { length: 1 }).notNull().default('1'),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprise.id),
    /** an enterprise user's department (one of their enterprise's) */
    deptId: bigint('dept_id', { mode: 'number' }).references((): AnyPgColumn => sysDept.id, { onDelete: 'set null' }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 100 }),
    /** avatar URL */
    wxHead: text('wx_head'),
    /** id of this user on the real-time chat channel; only enterprise users with one get chat */
    socketId: varchar('socket_id', { length: 64 }),
    isValidator: varchar('is_validator', { length: 1 }).notNull().default('0'),
    /** addresses or CIDR ranges the user may sign in from; empty = anywhere */
    ipAllowList: text('ip_allow_list').array().notNull().default([]),
    /** bumped when password, status or roles change, so cached principals are never trusted past it */
    securityStamp: integer('security_stamp').notNull().default(0),
    /** set by an administrator's create or reset: the sign-in says so and the console asks for a new password */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(t.username),
    index('sys_user_enterprise_idx').on(t.enterpriseId),
    index('sys_user_dept_idx').on(t.deptId),
    // a chat id names one user
    uniqueIndex('sys_user_socket_uq').on(t.socketId),
  ],
);

export const sysRole = pgTable('sys_role', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** a super role is granted every menu and permission, present and future */
  isSuper: boolean('is_super').notNull().default(false),
  /** its holders sign in with a second factor: those without TOTP may only enrol until they have it */
  requireMfa: boolean('require_mfa').notNull().default(false),
  /** which rows its holders see: 1 all, 2 assigned enterprises / my department and below, 3 only my own (enums dataScope) */
  dataScope: varchar('data_scope', { length: 1 }).notNull().default('1'),
  sort: integer('sort').notNull().default(0),
  status: varchar('status', { length: 1 }).notNull().default('1'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/**
 * The menu tree. menuType M = directory, C = page, F = button (a permission code only).
 * Pages and directories become the client's routes; F rows only contribute their perms code.
 */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }),
    menuType: varchar('menu_type', { length: 1 }).notNull(),
    path: varchar('path', { length: 200 }).notNull().default(''),
    /** route name; unique among pages */
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** component key the web maps to a page (e.g. client/order/orderList/index), or Layout for directories */
    component: varchar('component', { length: 200 }),
    title: varchar('title', { length: 100 }).notNull(),
    /** English title for the en locale */
    titleEn: varchar('title_en', { length: 100 }),
    icon: varchar('icon', { length: 100 }),
    affix: boolean('affix').notNull().default(false),
    noCache: boolean('no_cache').notNull().default(false),
    keepAlive: boolean('keep_alive').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** path is an external URL opened in a new tab */
    isExternal: boolean('is_external').notNull().default(false),
    /** the menu item to highlight when this (hidden) page is open */
    activeMenu: varchar('active_menu', { length: 200 }),
    perms: varchar('perms', { length: 100 }),
    status: varchar('status', { length: 1 }).notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId, t.sort), index('sys_menu_perms_idx').on(t.perms)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => sysMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.menuId)],
);

/** An enterprise's department tree; a user belongs to one, a "department" data scope covers it and those below. */
export const sysDept = pgTable(
  'sys_dept',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => sysDept.id),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_dept_enterprise_idx').on(t.enterpriseId, t.sort), index('sys_dept_parent_idx').on(t.parentId)],
);

/** An enterprise's account managers: staff whose "assigned" data scope covers it (several per enterprise). */
export const enterpriseManager = pgTable(
  'enterprise_manager',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] }), index('enterprise_manager_user_idx').on(t.userId)],
);

export type SysUser = typeof sysUser.$inferSelect;
export type SysMenu = typeof sysMenu.$inferSelect;

/** Facts about the database itself; `initialized` marks that the first-run seed has been applied. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
