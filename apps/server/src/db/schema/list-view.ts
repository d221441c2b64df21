import type { ListViewSettings } from '@console/domain/schemas/list-view';
import { bigint, index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sysRole, sysUser } from './system.js';

/** A user's own view of one list (issue 23): columns, page size and named filters, on whatever machine. */
export const userListView = pgTable(
  'user_list_view',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    listKey: varchar('list_key', { length: 80 }).notNull(),
    settings: jsonb('settings').$type<ListViewSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] })],
);

/** A role's default view of one list, set by an administrator: what its holders see until they save their own. */
export const roleListView = pgTable(
  'role_list_view',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    listKey: varchar('list_key', { length: 80 }).notNull(),
    settings: jsonb('settings').$type<ListViewSettings>().notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.listKey] }), index('role_list_view_key_idx').on(t.listKey)],
);
