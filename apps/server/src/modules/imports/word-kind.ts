import { USER_TYPE } from '@console/domain/enums';
import { type ImportColumn, importColumns } from '@console/domain/import-columns';
import { foldWord, isContactTag } from '@console/domain/moderation';
import { ModerationWordBody } from '@console/domain/schemas/moderation';
import { inArray } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import { moderationTag, moderationWord } from '../../db/schema/index.js';
import { type Checked, columnError, type ImportKindDef, present, rowIssues } from './kind.js';

const columns: readonly ImportColumn[] = importColumns.words;

export interface WordValue {
  word: string;
  tag: string;
}

/** The sensitive-word list (chat moderation), staff only; a new tag is made with the action 'block', as the form does. */
export const wordKind: ImportKindDef<WordValue> = {
  kind: 'words',
  columns,
  allowed: (p) => p.userType === USER_TYPE.system,
  parse(cells, locale): Checked<WordValue> {
    const parsed = ModerationWordBody.safeParse(present(cells));
    if (!parsed.success) return { errors: rowIssues(columns, parsed.error, locale) };
    if (isContactTag(parsed.data.tag)) return { errors: [columnError(columns, 'tag', locale, 'moderationTagBuiltin')] };
    return { value: { word: foldWord(parsed.data.word), tag: parsed.data.tag } };
  },
  key: (v) => v.word,
  async resolve(db, _p, rows, locale) {
    const listed = new Set(
      (
        await db
          .select({ word: moderationWord.word })
          .from(moderationWord)
          .where(
            inArray(
              moderationWord.word,
              rows.map((r) => r.word),
            ),
          )
      ).map((r) => r.word),
    );
    return rows.map((r) =>
      listed.has(r.word)
        ? { errors: [columnError(columns, 'word', locale, 'moderationWordExists', { word: r.word })] }
        : { value: r },
    );
  },
  async insert(tx, _p, rows) {
    const names = [...new Set(rows.map((r) => r.tag))];
    await tx
      .insert(moderationTag)
      .values(names.map((name) => ({ name, action: 'block' })))
      .onConflictDoNothing({ target: moderationTag.name });
    const tags = await tx
      .select({ id: moderationTag.id, name: moderationTag.name })
      .from(moderationTag)
      .where(inArray(moderationTag.name, names));
    const tagId = new Map(tags.map((t) => [t.name, t.id]));
    const created = await tx
      .insert(moderationWord)
      .values(rows.map((r) => ({ word: r.word, tagId: tagId.get(r.tag) as number })))
      .returning({ id: moderationWord.id });
    return created.length;
  },
  end: (tx) => announceChange(tx, { kind: 'moderation' }),
};
