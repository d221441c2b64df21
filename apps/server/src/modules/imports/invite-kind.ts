import { type ImportColumn, importColumns } from '@console/domain/import-columns';
import type { MessageKey } from '@console/domain/messages';
import { OrderInviteBody } from '@console/domain/schemas/order';
import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { actorOf } from '../../http/workflow-guard.js';
import { type Checked, columnError, type ImportKindDef, present, rowIssues } from './kind.js';

const columns: readonly ImportColumn[] = importColumns.invitations;

/** A row as the single invitation's form checks it, the task named by its number instead of its id. */
const InvitationRow = OrderInviteBody.omit({ taskId: true }).extend({ taskNo: z.string().trim().min(1).max(32) });
export type InvitationValue = z.infer<typeof InvitationRow>;

/** What the import needs of the orders service (app.orders): the invitation on a given transaction, its notices. */
export type Inviter = Pick<FastifyInstance['orders'], 'inviteIn' | 'invited'>;

/** The column a refusal of the invitation's rules is about (the others name no column: the enterprise's standing). */
const columnOf: Partial<Record<MessageKey, string>> = {
  notFound: 'taskNo',
  orderTaskNotRecruiting: 'taskNo',
  orderFreelancerUnknown: 'phone',
  orderDuplicate: 'phone',
  standingFreelancerBlacklisted: 'phone',
  standingWhitelistOnly: 'phone',
};

/**
 * Invitations of freelancers, by phone, to the importer's recruiting tasks, by task number. Every row goes through
 * the single invitation itself (OrderService.inviteIn): checked by running it in a savepoint that is rolled back,
 * written by running it on the commit's transaction; the invited are told once the commit is committed.
 */
export function invitationKind(orders: Inviter): ImportKindDef<InvitationValue> {
  return {
    kind: 'invitations',
    columns,
    allowed: (p) => actorOf(p) === 'enterprise' && p.enterpriseId !== null,
    parse(cells, locale): Checked<InvitationValue> {
      const parsed = InvitationRow.safeParse(present(cells));
      if (!parsed.success) return { errors: rowIssues(columns, parsed.error, locale) };
      return { value: parsed.data };
    },
    key: (v) => `${v.taskNo}:${v.phone}`,
    async resolve(db, p, rows, locale) {
      const out: Checked<InvitationValue>[] = [];
      for (const value of rows) {
        try {
          // A transaction (the dry run) or a savepoint (the commit's transaction), rolled back whatever happens.
          await db.transaction(async (trial) => {
            await orders.inviteIn(trial, p, value);
            trial.rollback();
          });
        } catch (err) {
          if (err instanceof TransactionRollbackError) {
            out.push({ value });
            continue;
          }
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          // Another enterprise's task is not found, as in the form: the sheet says which number.
          const key: MessageKey = err.key === 'notFound' ? 'importTaskUnknown' : err.key;
          out.push({ errors: [columnError(columns, columnOf[err.key] ?? '', locale, key, err.params)] });
        }
      }
      return out;
    },
    async insert(tx, p, rows, afterCommit) {
      const ids: number[] = [];
      for (const row of rows) ids.push(await orders.inviteIn(tx, p, row));
      afterCommit(() => orders.invited(p, ids));
      return ids.length;
    },
  };
}
