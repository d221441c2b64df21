import { LIST_TYPE, type ListType, listType, USER_TYPE } from '@console/domain/enums';
import { type ImportColumn, importColumns } from '@console/domain/import-columns';
import { ListEntryBody, listsFreelancers } from '@console/domain/schemas/lists';
import { and, inArray, isNull } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import { enterprise, freelancer, platformList } from '../../db/schema/index.js';
import { type Checked, codeOf, columnError, type ImportKindDef, present, rowIssues } from './kind.js';

const columns: readonly ImportColumn[] = importColumns.lists;

export interface ListValue {
  listType: ListType;
  subject: string;
  reason: string;
  startAt: Date;
  endAt: Date | null;
}
export interface ListRow extends ListValue {
  subjectId: number;
}

/** A day of the sheet as the start of that day on the server's clock (the form sends the start of the day picked). */
const dayStart = (cell: string | undefined) =>
  cell && /^\d{4}-\d{2}-\d{2}/.test(cell) ? new Date(`${cell.slice(0, 10)}T00:00:00`).toISOString() : cell;

const opposite: Partial<Record<ListType, ListType>> = {
  [LIST_TYPE.freelancerWhitelist]: LIST_TYPE.freelancerBlacklist,
  [LIST_TYPE.freelancerBlacklist]: LIST_TYPE.freelancerWhitelist,
};

/** Black and white list entries, staff only: a freelancer by phone (types 1, 2) or an enterprise by name (3). */
export const listKind: ImportKindDef<ListValue, ListRow> = {
  kind: 'lists',
  columns,
  allowed: (p) => p.userType === USER_TYPE.system,
  parse(cells, locale): Checked<ListValue> {
    const input = present(cells);
    const type = input.listType ? codeOf(listType, input.listType) : undefined;
    const subjectKey = type && listsFreelancers(type) ? 'freelancerId' : 'enterpriseId';
    // The form's schema, with the subject standing in as id 1: the sheet names it, resolve() finds it.
    const parsed = ListEntryBody.safeParse({
      listType: type,
      [subjectKey]: input.subject ? 1 : undefined,
      reason: input.reason,
      startAt: dayStart(input.startAt),
      endAt: dayStart(input.endAt),
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) =>
        i.path[0] === 'freelancerId' || i.path[0] === 'enterpriseId' ? { ...i, path: ['subject'] } : i,
      );
      return { errors: rowIssues(columns, { issues } as typeof parsed.error, locale) };
    }
    const b = parsed.data;
    return {
      value: {
        listType: b.listType,
        subject: input.subject as string,
        reason: b.reason,
        startAt: b.startAt ? new Date(b.startAt) : new Date(),
        endAt: b.endAt ? new Date(b.endAt) : null,
      },
    };
  },
  key: (v) => `${v.listType}:${v.subject}`,
  async resolve(db, _p, rows, locale) {
    const phones = rows.filter((r) => listsFreelancers(r.listType)).map((r) => r.subject);
    const names = rows.filter((r) => !listsFreelancers(r.listType)).map((r) => r.subject);
    const [people, firms] = await Promise.all([
      phones.length
        ? db
            .select({ id: freelancer.id, key: freelancer.phone })
            .from(freelancer)
            .where(inArray(freelancer.phone, phones))
        : [],
      names.length
        ? db.select({ id: enterprise.id, key: enterprise.name }).from(enterprise).where(inArray(enterprise.name, names))
        : [],
    ]);
    const personId = new Map(people.map((r) => [r.key, r.id]));
    const firmId = new Map(firms.map((r) => [r.key, r.id]));
    const ids = [...personId.values(), ...firmId.values()];
    const live = ids.length
      ? await db
          .select({
            type: platformList.listType,
            subjectId: platformList.subjectId,
            startAt: platformList.startAt,
            endAt: platformList.endAt,
          })
          .from(platformList)
          .where(and(inArray(platformList.subjectId, ids), isNull(platformList.removedAt)))
      : [];
    return rows.map((r): Checked<ListRow> => {
      const forFreelancer = listsFreelancers(r.listType);
      const subjectId = (forFreelancer ? personId : firmId).get(r.subject);
      if (subjectId === undefined) {
        return {
          errors: [
            columnError(
              columns,
              'subject',
              locale,
              forFreelancer ? 'orderFreelancerUnknown' : 'importEnterpriseUnknown',
            ),
          ],
        };
      }
      const same = live.filter((l) => l.subjectId === subjectId);
      if (same.some((l) => l.type === r.listType))
        return { errors: [columnError(columns, 'subject', locale, 'listDuplicate')] };
      const other = opposite[r.listType];
      // The periods overlap: each starts before the other ends (no end: never ends), as the form checks.
      const clash = same.some(
        (l) => l.type === other && (!r.endAt || l.startAt < r.endAt) && (!l.endAt || l.endAt > r.startAt),
      );
      if (clash) {
        const key = other === LIST_TYPE.freelancerWhitelist ? 'listAlreadyWhitelisted' : 'listAlreadyBlacklisted';
        return { errors: [columnError(columns, 'subject', locale, key)] };
      }
      return { value: { ...r, subjectId } };
    });
  },
  async insert(tx, p, rows) {
    const created = await tx
      .insert(platformList)
      .values(
        rows.map((r) => ({
          listType: r.listType,
          subjectId: r.subjectId,
          reason: r.reason,
          startAt: r.startAt,
          endAt: r.endAt,
          createdBy: p.userId,
        })),
      )
      .returning({ id: platformList.id });
    return created.length;
  },
  end: (tx) => announceChange(tx, { kind: 'standing' }),
};
