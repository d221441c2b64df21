import {
  CONTACT_TAG_DEFAULTS,
  CONTACT_TAGS,
  foldWord,
  isContactTag,
  type ModerationAction,
} from '@console/domain/moderation';
import {
  type ChatFlagContextMessage,
  type ChatFlagListQuery,
  type ChatFlagRow,
  MODERATION_IMPORT_MAX,
  MODERATION_WORD_MAX,
  type ModerationImportResult,
  type ModerationTagBody,
  type ModerationTagRow,
  type ModerationWordBody,
  type ModerationWordListQuery,
} from '@console/domain/schemas/moderation';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import { keywordIn, paginate } from '../../db/list-query.js';
import { chatFlag, chatMessage, freelancer, moderationTag, moderationWord, sysUser } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

/** How many messages before and after a flagged one its review shows. */
const CONTEXT_BEFORE = 3;
const CONTEXT_AFTER = 2;

/**
 * The sensitive-word list as staff keep it (tags with their actions, words, an import from a text file) and the
 * review of flagged messages. Every change to the list is announced once committed, so each process's automaton
 * (ModerationService) is rebuilt. Writes answer the before and after for the operation log.
 */
export class ModerationAdmin {
  constructor(private readonly db: Db) {}

  /** Every tag: the built-in contact tags first (their default action when staff set none), then staff's by name. */
  async tags(): Promise<ModerationTagRow[]> {
    const rows = await this.db
      .select({ name: moderationTag.name, action: moderationTag.action, words: count(moderationWord.id) })
      .from(moderationTag)
      .leftJoin(moderationWord, eq(moderationWord.tagId, moderationTag.id))
      .groupBy(moderationTag.id)
      .orderBy(asc(moderationTag.name));
    const byName = new Map(rows.map((r) => [r.name, r]));
    const builtin = CONTACT_TAGS.map((name) => ({
      name,
      action: (byName.get(name)?.action ?? CONTACT_TAG_DEFAULTS[name]) as ModerationAction,
      builtin: true,
      words: 0,
    }));
    const own = rows
      .filter((r) => !isContactTag(r.name))
      .map((r) => ({ name: r.name, action: r.action as ModerationAction, builtin: false, words: Number(r.words) }));
    return [...builtin, ...own];
  }

  /** Sets a tag's action (a staff tag is made if new). Only a built-in tag may be left alone ('none'). */
  async setTagAction(body: ModerationTagBody) {
    if (body.action === 'none' && !isContactTag(body.name)) throw badRequest('moderationNoneBuiltinOnly');
    return this.db.transaction(async (tx) => {
      const before = await tx.query.moderationTag.findFirst({ where: eq(moderationTag.name, body.name) });
      await tx
        .insert(moderationTag)
        .values({ name: body.name, action: body.action })
        .onConflictDoUpdate({ target: moderationTag.name, set: { action: body.action, updatedAt: new Date() } });
      await announceChange(tx, { kind: 'moderation' });
      return {
        entityId: body.name,
        before: before ? { name: before.name, action: before.action } : undefined,
        after: { name: body.name, action: body.action },
      };
    });
  }

  /** Deletes a staff tag and its words. */
  async removeTag(name: string) {
    if (isContactTag(name)) throw badRequest('moderationTagBuiltin');
    return this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(moderationTag).where(eq(moderationTag.name, name)).returning();
      if (!gone) throw notFound('moderationTagUnknown');
      await announceChange(tx, { kind: 'moderation' });
      return { entityId: name, before: { name: gone.name, action: gone.action } };
    });
  }

  async words(q: ModerationWordListQuery) {
    const where = and(q.tag ? eq(moderationTag.name, q.tag) : undefined, keywordIn(q.keyword, moderationWord.word));
    const page = await paginate(
      this.db
        .select({
          id: moderationWord.id,
          word: moderationWord.word,
          tag: moderationTag.name,
          at: moderationWord.createdAt,
        })
        .from(moderationWord)
        .innerJoin(moderationTag, eq(moderationTag.id, moderationWord.tagId))
        .where(where)
        .$dynamic(),
      this.db
        .select({ n: count() })
        .from(moderationWord)
        .innerJoin(moderationTag, eq(moderationTag.id, moderationWord.tagId))
        .where(where),
      q,
      [desc(moderationWord.id)],
    );
    return {
      rows: page.rows.map((r) => ({ id: r.id, word: r.word, tag: r.tag, createdAt: r.at.toISOString() })),
      total: page.total,
    };
  }

  async addWord(body: ModerationWordBody) {
    const word = foldWord(body.word);
    return this.db.transaction(async (tx) => {
      const tagId = await this.tagFor(tx, body.tag);
      const [row] = await tx
        .insert(moderationWord)
        .values({ word, tagId })
        .returning()
        .catch((err: unknown) => {
          throw uniqueViolation(err) ? badRequest('moderationWordExists', { word }) : err;
        });
      await announceChange(tx, { kind: 'moderation' });
      return { entityId: row?.id as number, after: { word, tag: body.tag } };
    });
  }

  async updateWord(id: number, body: ModerationWordBody) {
    const word = foldWord(body.word);
    return this.db.transaction(async (tx) => {
      const before = await this.wordOf(tx, id);
      const tagId = await this.tagFor(tx, body.tag);
      await tx
        .update(moderationWord)
        .set({ word, tagId })
        .where(eq(moderationWord.id, id))
        .catch((err: unknown) => {
          throw uniqueViolation(err) ? badRequest('moderationWordExists', { word }) : err;
        });
      await announceChange(tx, { kind: 'moderation' });
      return { entityId: id, before, after: { word, tag: body.tag } };
    });
  }

  async removeWord(id: number) {
    return this.db.transaction(async (tx) => {
      const before = await this.wordOf(tx, id);
      await tx.delete(moderationWord).where(eq(moderationWord.id, id));
      await announceChange(tx, { kind: 'moderation' });
      return { entityId: id, before };
    });
  }

  /**
   * Imports a text file: one word a line, optionally followed by a comma, a tab or spaces and its tag (else
   * `defaultTag`). Blank lines and lines starting with # are skipped; words already listed are counted as skipped.
   * All or nothing: a bad line refuses the file, naming its line number.
   */
  async importWords(bytes: Buffer, defaultTag: string): Promise<{ result: ModerationImportResult; after: unknown }> {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      throw badRequest('moderationImportNotText');
    }
    const entries = new Map<string, string>();
    let lines = 0;
    let repeated = 0;
    for (const [i, raw] of text.split(/\r?\n/).entries()) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const m = /^(.+?)(?:\s*[,，\t]\s*|\s+)([^,，\t]+)$/.exec(line);
      const word = foldWord((m ? m[1] : line)?.trim() ?? '');
      const tag = (m ? (m[2] as string) : defaultTag).trim();
      if (word.length > MODERATION_WORD_MAX || tag.length > 32 || isContactTag(tag))
        throw badRequest('moderationImportLine', { line: i + 1 });
      lines += 1;
      if (lines > MODERATION_IMPORT_MAX) throw badRequest('moderationImportTooMany', { n: MODERATION_IMPORT_MAX });
      if (entries.has(word)) repeated += 1;
      else entries.set(word, tag);
    }
    if (entries.size === 0) throw badRequest('moderationImportEmpty');
    return this.db.transaction(async (tx) => {
      const tagIds = new Map<string, number>();
      for (const tag of new Set(entries.values())) tagIds.set(tag, await this.tagFor(tx, tag));
      const values = [...entries].map(([word, tag]) => ({ word, tagId: tagIds.get(tag) as number }));
      let added = 0;
      for (let i = 0; i < values.length; i += 500) {
        const rows = await tx
          .insert(moderationWord)
          .values(values.slice(i, i + 500))
          .onConflictDoNothing({ target: moderationWord.word })
          .returning({ id: moderationWord.id });
        added += rows.length;
      }
      await announceChange(tx, { kind: 'moderation' });
      const result = { added, skipped: entries.size - added + repeated };
      return { result, after: { ...result, tags: [...tagIds.keys()] } };
    });
  }

  /** Flagged messages, newest first, each with the messages around it in its conversation. */
  async flags(q: ChatFlagListQuery): Promise<{ rows: ChatFlagRow[]; total: number }> {
    const where = q.reviewed === '1' ? isNotNull(chatFlag.reviewedAt) : isNull(chatFlag.reviewedAt);
    const page = await paginate(
      this.db
        .select({ flag: chatFlag, pair: chatMessage.pair, reviewer: sysUser.name })
        .from(chatFlag)
        .innerJoin(chatMessage, eq(chatMessage.id, chatFlag.messageId))
        .leftJoin(sysUser, eq(sysUser.id, chatFlag.reviewedBy))
        .where(where)
        .$dynamic(),
      this.db.select({ n: count() }).from(chatFlag).where(where),
      q,
      [desc(chatFlag.id)],
    );
    const contexts = await Promise.all(page.rows.map((r) => this.context(r.pair, r.flag.messageId)));
    const names = await this.namesOf(contexts.flat().map((m) => m.sender));
    return {
      rows: page.rows.map((r, i) => ({
        id: r.flag.id,
        messageId: r.flag.messageId,
        tags: r.flag.tags.split(','),
        matches: r.flag.matches.split('\n'),
        createdAt: r.flag.createdAt.toISOString(),
        reviewedAt: r.flag.reviewedAt?.toISOString() ?? null,
        reviewedByName: r.reviewer ?? null,
        context: (contexts[i] ?? []).map((m) => ({ ...m, senderName: names.get(m.sender) ?? m.sender })),
      })),
      total: page.total,
    };
  }

  /** Marks a flagged message reviewed (again: answers it unchanged). */
  async review(p: Principal, id: number) {
    const [row] = await this.db
      .update(chatFlag)
      .set({ reviewedAt: new Date(), reviewedBy: p.userId })
      .where(and(eq(chatFlag.id, id), isNull(chatFlag.reviewedAt)))
      .returning();
    if (!row) {
      const known = await this.db.query.chatFlag.findFirst({ where: eq(chatFlag.id, id) });
      if (!known) throw notFound('moderationFlagUnknown');
    }
    return { entityId: id, after: { reviewed: true } };
  }

  private async context(pair: string, messageId: number): Promise<Omit<ChatFlagContextMessage, 'senderName'>[]> {
    const m = chatMessage;
    const [before, after] = await Promise.all([
      this.db
        .select()
        .from(m)
        .where(and(eq(m.pair, pair), lte(m.id, messageId)))
        .orderBy(desc(m.id))
        .limit(CONTEXT_BEFORE + 1),
      this.db
        .select()
        .from(m)
        .where(and(eq(m.pair, pair), gt(m.id, messageId)))
        .orderBy(asc(m.id))
        .limit(CONTEXT_AFTER),
    ]);
    return [...before.reverse(), ...after].map((r) => ({
      id: r.id,
      sender: r.sender,
      messageType: r.messageType,
      message: r.recalledAt ? '' : r.messageType === 1 ? r.body : ((JSON.parse(r.body) as { url?: string }).url ?? ''),
      recalled: r.recalledAt !== null,
      createdAt: r.createdAt.toISOString(),
      flagged: r.id === messageId,
    }));
  }

  /** Chat ids' names: an enterprise user's (B…) or a freelancer's (C<id>). */
  private async namesOf(chatIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(chatIds)];
    const freelancerIds = ids.filter((c) => /^C\d+$/.test(c)).map((c) => Number(c.slice(1)));
    const [users, workers] = await Promise.all([
      ids.length === 0
        ? []
        : this.db
            .select({ id: sysUser.socketId, name: sysUser.name })
            .from(sysUser)
            .where(inArray(sysUser.socketId, ids)),
      freelancerIds.length === 0
        ? []
        : this.db
            .select({ id: freelancer.id, name: freelancer.name })
            .from(freelancer)
            .where(inArray(freelancer.id, freelancerIds)),
    ]);
    const names = new Map<string, string>();
    for (const u of users) if (u.id) names.set(u.id, u.name);
    for (const w of workers) names.set(`C${w.id}`, w.name);
    return names;
  }

  /** A staff tag's id, made with the action 'block' when new; a built-in name is refused. */
  private async tagFor(tx: Tx, name: string): Promise<number> {
    if (isContactTag(name)) throw badRequest('moderationTagBuiltin');
    const [made] = await tx
      .insert(moderationTag)
      .values({ name, action: 'block' })
      .onConflictDoNothing({ target: moderationTag.name })
      .returning({ id: moderationTag.id });
    if (made) return made.id;
    const row = await tx.query.moderationTag.findFirst({ where: eq(moderationTag.name, name) });
    return row?.id as number;
  }

  private async wordOf(tx: Tx, id: number) {
    const [row] = await tx
      .select({ word: moderationWord.word, tag: moderationTag.name })
      .from(moderationWord)
      .innerJoin(moderationTag, eq(moderationTag.id, moderationWord.tagId))
      .where(eq(moderationWord.id, id));
    if (!row) throw notFound('moderationWordUnknown');
    return row;
  }
}
