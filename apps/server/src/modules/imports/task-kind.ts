import { randomInt } from 'node:crypto';
import { type ImportColumn, importColumns } from '@console/domain/import-columns';
import { TaskBody, taskDatesInOrder } from '@console/domain/schemas/task';
import { dayStamp } from '@console/domain/stamps';
import { userActor, writeRecordEvents } from '../../db/record-events.js';
import { task, taskEvent } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import { actorOf } from '../../http/workflow-guard.js';
import type { StandingService } from '../lists/standing.js';
import { type Cells, type Checked, codeOf, columnError, type ImportKindDef, present, rowIssues } from './kind.js';

const columns: readonly ImportColumn[] = importColumns.tasks;

export type TaskValue = ReturnType<typeof TaskBody.parse>;

/**
 * Task numbers as the form's (tasks/service.ts): T + yyyyMMdd + 6 random digits, distinct within the batch so a
 * number the database refuses names exactly one row, which draws again.
 */
function taskNumbers(now: Date, n: number): string[] {
  const drawn = new Set<string>();
  while (drawn.size < n) drawn.add(`T${dayStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`);
  return [...drawn];
}

/** Task drafts of the importer's enterprise, checked by the form's TaskBody. */
export function taskKind(standing: StandingService): ImportKindDef<TaskValue> {
  return {
    kind: 'tasks',
    columns,
    allowed: (p) => actorOf(p) === 'enterprise' && p.enterpriseId !== null,
    parse(cells: Cells, locale): Checked<TaskValue> {
      const input = present(cells);
      for (const c of columns)
        if (c.choices && input[c.key]) input[c.key] = codeOf(c.choices, input[c.key] as string) as string;
      const parsed = TaskBody.safeParse(input);
      if (!parsed.success) return { errors: rowIssues(columns, parsed.error, locale) };
      if (!taskDatesInOrder(parsed.data))
        return { errors: [columnError(columns, 'endDate', locale, 'taskEndBeforeStart')] };
      return { value: parsed.data };
    },
    key: () => null,
    resolve: async (_db, _p, rows) => rows.map((value) => ({ value })),
    async begin(tx, p) {
      if (p.enterpriseId === null) throw forbidden();
      await standing.assertEnterpriseMayPublish(tx, p.enterpriseId);
    },
    async insert(tx, p, rows) {
      const enterpriseId = p.enterpriseId as number;
      const now = new Date();
      const numbers = taskNumbers(now, rows.length);
      let waiting = rows.map((b, i) => ({
        title: b.title,
        industry: b.industry,
        workMode: b.workMode,
        pricingUnit: b.pricingUnit,
        price: b.price.toFixed(2),
        headcount: b.headcount,
        place: b.place || null,
        startDate: b.startDate,
        endDate: b.endDate,
        description: b.description,
        attachments: b.attachments,
        whitelistOnly: b.whitelistOnly,
        enterpriseId,
        createdBy: p.userId,
        createdAt: now,
        taskNo: numbers[i] as string,
      }));
      let written = 0;
      for (let attempt = 0; waiting.length > 0; attempt++) {
        if (attempt === 5) throw new Error('no free task numbers after 5 attempts');
        const created = await tx
          .insert(task)
          .values(waiting)
          .onConflictDoNothing({ target: task.taskNo })
          .returning({ id: task.id, taskNo: task.taskNo, status: task.status });
        if (created.length > 0) {
          await tx.insert(taskEvent).values(
            created.map((c) => ({
              taskId: c.id,
              action: 'create',
              fromStatus: null,
              toStatus: c.status,
              actorType: actorOf(p),
              actorId: p.userId,
              createdAt: now,
            })),
          );
          // An import runs on the download centre's queue, not in a request: the importing user, no address.
          await writeRecordEvents(
            tx,
            created.map((c) => ({
              entity: 'task' as const,
              recordId: c.id,
              action: 'import',
              to: c.status,
              actor: userActor(p),
              at: now,
            })),
          );
        }
        written += created.length;
        const taken = new Set(created.map((c) => c.taskNo));
        waiting = waiting.filter((r) => !taken.has(r.taskNo));
        const again = taskNumbers(now, waiting.length);
        waiting = waiting.map((r, i) => ({ ...r, taskNo: again[i] as string }));
      }
      return written;
    },
  };
}
