import { ACCOUNT_STATUS, LIST_TYPE, USER_TYPE } from '@console/domain/enums';
import type { MessageKey } from '@console/domain/messages';
import { type ContactTag, isContactTag } from '@console/domain/moderation';
import {
  CHAT_IMAGE,
  CHAT_RECALL_MS,
  CHAT_SEARCH_SHORT_WINDOW,
  CHAT_SEARCH_TRIGRAM_MIN,
  CHAT_TEXT,
  type ChatAroundPage,
  type ChatAroundQuery,
  type ChatDeliveredBody,
  type ChatFriend,
  type ChatHistoryPage,
  type ChatHistoryQuery,
  type ChatImage,
  type ChatMessage,
  type ChatReadEvent,
  type ChatRecallBody,
  type ChatReceiptEvent,
  type ChatReceipts,
  type ChatRole,
  type ChatSearchHit,
  type ChatSearchPage,
  type ChatSearchQuery,
  type ChatSettings,
  type ChatSubPayload,
  type ChatTypingEvent,
} from '@console/domain/schemas/chat';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type ChangeFeed, changeFeedOf } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import {
  chatConversation,
  chatMessage,
  enterprise,
  freelancer,
  platformList,
  sysUser,
  taskOrder,
} from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import type { FreelancerPrincipal, Principal } from '../../http/principal.js';
import { loadDataScope } from '../auth/grants.js';
import { entryCountsNow } from '../lists/standing.js';
import { DeliveryWriter } from './delivery-writer.js';
import { type FlagRow, MessageWriter } from './message-writer.js';
import { ModerationService } from './moderation.js';
import { containsPattern, snippetOf } from './snippet.js';

/** Who is chatting: a chat id and its side (B an enterprise user, C a freelancer). */
export type ChatIdentity =
  | {
      role: 'B';
      chatId: string;
      userId: number;
      enterpriseId: number;
      /** the signed-in user: their data scope limits the freelancers they may talk to (those of orders they see) */
      principal?: Principal;
    }
  | { role: 'C'; chatId: string; freelancerId: number };

/** The orders an enterprise user's data scope shows: the freelancers of those are the ones they may talk to. */
function ordersSeenBy(me: ChatIdentity): SQL | undefined {
  return me.role === 'B' && me.principal ? dataScope(me.principal, SCOPED.order) : undefined;
}

/** The other side of a conversation, as the friend list names it. */
interface Party {
  chatId: string;
  role: ChatRole;
  nickName: string;
  wxHead: string | null;
  enterpriseId: number;
  freelancerId: number | null;
  /** an enterprise user's id (sys_user): their data scope decides which freelancers may reach them */
  userId: number | null;
}

/** Why a text with a blocked contact detail is refused, as its sender reads it. */
const BLOCKED_CONTACT: Record<ContactTag, MessageKey> = {
  'contact:mobile': 'chatBlockedMobile',
  'contact:wechat': 'chatBlockedWechat',
  'contact:qq': 'chatBlockedQq',
  'contact:email': 'chatBlockedEmail',
  'contact:link': 'chatBlockedLink',
};

/** Friend lists name at most this many people: the newest conversations, then whom one may start with. */
const FRIENDS_MAX = 200;
/**
 * How long an allowed pair is remembered at most, and how many pairs. Any change to who may deal with whom (a
 * list entry, a freeze, a user's row) forgets them all at once, on every process (db/changes.ts); a list entry
 * that starts or ends meanwhile cuts the pair's time short.
 */
const PARTNER_CACHE_MS = 30_000;
const PARTNER_CACHE_MAX = 10_000;

/** Where stored messages are announced (the socket layer fans them out); `repeat`: a clientId sent before. */
export type StoredListener = (message: ChatMessage, how: { repeat: boolean }) => void;
/** Where a conversation marked read is announced (the reader's other sockets hear it). */
export type ReadListener = (read: ChatReadEvent) => void;
/** Where the other side's progress with a sender's messages is announced (the sender's sockets hear it). */
export type ReceiptListener = (receipt: ChatReceiptEvent) => void;
/** Where someone writing is announced (the receiver's sockets hear it). */
export type TypingListener = (typing: ChatTypingEvent) => void;
/** Where a recalled message is announced (both parties' sockets hear it). */
export type RecalledListener = (message: ChatMessage) => void;

/** What chat needs of the file store: whether a chat image may be sent, and deleting a recalled one's file. */
export interface ChatImages {
  /** whether a URL is a chat image stored here that the sender's side uploaded */
  isChatImage(url: string, sender: ChatIdentity): Promise<boolean>;
  /** deletes a chat image's file; never throws (a failure is logged by whoever implements it) */
  remove(url: string): Promise<void>;
}

/**
 * Chat: who may talk, the friend list, sending, history and unread counts. It knows nothing of sockets: what
 * happened (a message stored, a conversation read) is announced to whoever listens, as notices do.
 */
export class ChatService {
  /** pairs found allowed to talk, for PARTNER_CACHE_MS */
  private readonly partners_ = new Map<string, { party: Party; until: number }>();
  private readonly storedListeners = new Set<StoredListener>();
  private readonly readListeners = new Set<ReadListener>();
  private readonly receiptListeners = new Set<ReceiptListener>();
  private readonly typingListeners = new Set<TypingListener>();
  private readonly recalledListeners = new Set<RecalledListener>();

  private readonly writes: MessageWriter;
  private readonly deliveries: DeliveryWriter;
  private readonly feed: ChangeFeed;
  private readonly moderation: ModerationService;

  constructor(
    private readonly db: Db,
    /** the storage service's part in chat images */
    private readonly images: ChatImages,
  ) {
    this.writes = new MessageWriter(db);
    this.deliveries = new DeliveryWriter(db);
    this.moderation = new ModerationService(db);
    this.feed = changeFeedOf(db);
    this.feed.on((change) => {
      if (change.kind !== 'session' && change.kind !== 'rows' && change.kind !== 'moderation') this.partners_.clear();
    });
  }

  onStored(listener: StoredListener) {
    this.storedListeners.add(listener);
  }

  onRead(listener: ReadListener) {
    this.readListeners.add(listener);
  }

  onReceipt(listener: ReceiptListener) {
    this.receiptListeners.add(listener);
  }

  onTyping(listener: TypingListener) {
    this.typingListeners.add(listener);
  }

  onRecalled(listener: RecalledListener) {
    this.recalledListeners.add(listener);
  }

  /** A console user's chat identity: enterprise users (02) with a socketId only. */
  async identityOfUser(p: Principal): Promise<ChatIdentity | null> {
    if (p.userType !== USER_TYPE.enterprise || p.enterpriseId === null) return null;
    const row = await this.db.query.sysUser.findFirst({
      where: eq(sysUser.id, p.userId),
      columns: { socketId: true },
    });
    return row?.socketId
      ? { role: 'B', chatId: row.socketId, userId: p.userId, enterpriseId: p.enterpriseId, principal: p }
      : null;
  }

  identityOfFreelancer(f: FreelancerPrincipal): ChatIdentity {
    return { role: 'C', chatId: f.socketId, freelancerId: f.freelancerId };
  }

  /** The friend list of the `login` event: conversations newest first, then people one may start with. */
  async friends(me: ChatIdentity): Promise<ChatFriend[]> {
    const conversations = await this.db
      .select({
        other: chatConversation.other,
        unread: chatConversation.unread,
        lastId: chatConversation.lastMessageId,
        type: chatMessage.messageType,
        body: chatMessage.body,
        createdAt: chatMessage.createdAt,
        recalledAt: chatMessage.recalledAt,
      })
      .from(chatConversation)
      .innerJoin(chatMessage, eq(chatMessage.id, chatConversation.lastMessageId))
      .where(and(eq(chatConversation.owner, me.chatId), this.inReach(me, chatConversation.other)))
      .orderBy(desc(chatConversation.updatedAt))
      .limit(FRIENDS_MAX);
    const others = conversations.map((c) => c.other);
    const talked = await this.parties(me, others);
    const fresh = await this.partners(me, others, FRIENDS_MAX - conversations.length);
    const friend = (party: Party, unread: number, content: string): ChatFriend => ({
      id: party.chatId,
      userId: me.chatId,
      receiverUserId: party.chatId,
      receiverWxRole: party.role,
      nickName: party.nickName,
      wxHead: party.wxHead,
      unReadCount: unread,
      content,
    });
    const list: ChatFriend[] = [];
    for (const c of conversations) {
      const party = talked.get(c.other);
      if (!party) continue;
      const last = {
        id: Number(c.lastId),
        message_type: c.type,
        message: bodyOf(c.type, c.body),
        createTime: c.createdAt.getTime(),
        ...(c.recalledAt ? { recalled: true } : {}),
      };
      list.push(friend(party, c.unread, JSON.stringify(last)));
    }
    for (const party of fresh) list.push(friend(party, 0, ''));
    return list;
  }

  /**
   * Stores one message (once per sender and clientId), answers it with the receiver's chat id and announces it.
   * The payload comes parsed (the socket adapter reads the wire); the rules are checked here.
   */
  async send(me: ChatIdentity, m: ChatSubPayload): Promise<ChatMessage> {
    if (m.userId !== me.chatId) throw forbidden('chatNotYours');
    if (m.clientId.includes('\u0000') || (m.message_type === CHAT_TEXT && m.message.includes('\u0000')))
      throw badRequest('chatMessageInvalid');
    const expectedRole: ChatRole = me.role === 'B' ? 'C' : 'B';
    if (m.receiverWxRole !== expectedRole) throw badRequest('chatNotAllowed');

    const party = await this.partner(me, m.receiverUserId);
    if (m.message_type !== CHAT_TEXT && !(await this.images.isChatImage(m.message.url, me)))
      throw badRequest('chatImageInvalid');

    // Text is moderated before anything is stored or sent on: a blocked one goes nowhere, masked matches (mobile
    // numbers by default) are starred in the history and on both sides, flagged ones are stored with the message.
    let content: string | ChatImage;
    let flag: FlagRow | undefined;
    if (m.message_type === CHAT_TEXT) {
      const verdict = await this.moderation.check(m.message);
      if (verdict.blocked) {
        const tag = verdict.blocked.tag;
        throw isContactTag(tag) ? badRequest(BLOCKED_CONTACT[tag]) : badRequest('chatBlockedWord', { tag });
      }
      content = verdict.text;
      if (verdict.flagged.length > 0)
        flag = {
          tags: [...new Set(verdict.flagged.map((h) => h.tag))].join(','),
          matches: verdict.flagged.map((h) => h.text).join('\n'),
        };
    } else content = imageOf(m.message);
    const body = typeof content === 'string' ? content : JSON.stringify(content);
    const row = await this.writes.write({
      pair: pairOf(me.chatId, party.chatId),
      sender: me.chatId,
      receiver: party.chatId,
      receiverRole: party.role,
      messageType: m.message_type,
      body,
      clientId: m.clientId,
      remindOffline: party.role === 'C' && m.remindOffline !== false,
      flag,
    });
    if (!row) {
      // The same clientId again (a retry, or two sends at once): the stored message answers.
      const again = await this.stored(me.chatId, m.clientId);
      if (!again) throw new AppError(409, 'conflict');
      this.announceStored(again, true);
      return again;
    }
    const message: ChatMessage = {
      id: Number(row.id),
      message_type: m.message_type,
      message: content,
      userId: me.chatId,
      receiverUserId: party.chatId,
      receiverWxRole: party.role,
      clientId: m.clientId,
      createTime: Number(row.ms),
    };
    this.announceStored(message, false);
    return message;
  }

  /** The caller is writing to someone they may talk to: the receiver hears it (nothing is stored). */
  async typing(me: ChatIdentity, body: ChatTypingEvent) {
    if (body.userId !== me.chatId) throw forbidden('chatNotYours');
    const party = await this.partner(me, body.receiverUserId);
    const typing: ChatTypingEvent = { userId: me.chatId, receiverUserId: party.chatId };
    for (const listener of this.typingListeners) listener(typing);
  }

  /**
   * The sender takes back their message within CHAT_RECALL_MS (the database's clock): its text leaves the row (the
   * friend lists' previews read it from there), a recalled image's file is deleted, and both parties hear it.
   * Recalling one already recalled answers it again.
   */
  async recall(me: ChatIdentity, body: ChatRecallBody): Promise<ChatMessage> {
    if (body.userId !== me.chatId) throw forbidden('chatNotYours');
    const row = await this.db.query.chatMessage.findFirst({ where: eq(chatMessage.id, body.id) });
    if (!row || (row.sender !== me.chatId && row.receiver !== me.chatId)) throw notFound('chatMessageUnknown');
    if (row.sender !== me.chatId) throw forbidden('chatRecallNotYours');
    if (row.recalledAt) return messageOf(row);
    const [recalled] = await this.db
      .update(chatMessage)
      .set({ body: '', recalledAt: sql`now()` })
      .where(
        and(
          eq(chatMessage.id, row.id),
          isNull(chatMessage.recalledAt),
          sql`${chatMessage.createdAt} > now() - make_interval(secs => ${CHAT_RECALL_MS / 1000})`,
        ),
      )
      .returning();
    if (!recalled) {
      // Recalled meanwhile by another tab, or too late.
      const now = await this.db.query.chatMessage.findFirst({ where: eq(chatMessage.id, row.id) });
      if (now?.recalledAt) return messageOf(now);
      throw badRequest('chatRecallTooLate', { n: CHAT_RECALL_MS / 60_000 });
    }
    if (row.messageType === CHAT_IMAGE) {
      const image = bodyOf(row.messageType, row.body);
      // The same file sent again in a message still standing keeps it.
      if (typeof image === 'object' && !(await this.imageStillSent(me.chatId, image.url)))
        await this.images.remove(image.url);
    }
    const message = messageOf(recalled);
    for (const listener of this.recalledListeners) listener(message);
    return message;
  }

  /** Whether the sender has another message standing with this image (read through the sender's index). */
  private async imageStillSent(sender: string, url: string): Promise<boolean> {
    const m = chatMessage;
    const [row] = await this.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.sender, sender),
          isNull(m.recalledAt),
          // the case keeps the JSON cast away from text bodies, whatever order the planner checks in
          sql`(case when ${m.messageType} = ${CHAT_IMAGE} and ${m.body} <> '' then (${m.body})::jsonb ->> 'url' end) = ${url}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  private announceStored(message: ChatMessage, repeat: boolean) {
    for (const listener of this.storedListeners) listener(message, { repeat });
  }

  /**
   * The receiver, when the pair may talk. Kept for a short while per pair: a busy conversation checks once,
   * not at every message.
   */
  private async partner(me: ChatIdentity, receiver: string): Promise<Party> {
    const key = `${me.chatId}>${receiver}`;
    const cached = this.partners_.get(key);
    if (cached && cached.until > Date.now()) return cached.party;
    // A change heard while this check reads may not be in what it read: then it is not kept.
    const mark = this.feed.generation;
    const party = (await this.parties(me, [receiver])).get(receiver);
    if (!party) throw notFound('chatReceiverUnknown');
    const until = await this.mayTalkUntil(me, party);
    if (until === null) throw forbidden('chatNotAllowed');
    if (mark !== this.feed.generation || !this.feed.live) return party;
    if (this.partners_.size >= PARTNER_CACHE_MAX) this.partners_.delete(this.partners_.keys().next().value as string);
    this.partners_.set(key, { party, until: Math.min(until, Date.now() + PARTNER_CACHE_MS) });
    return party;
  }

  /**
   * One page of a conversation, newest first; only the caller's own, and for an enterprise user only with a
   * freelancer their data scope reaches (as search and the friend list have it): another conversation reads empty.
   */
  async history(me: ChatIdentity, q: ChatHistoryQuery): Promise<ChatHistoryPage> {
    this.assertOwn(me, q.userId, q.wxRole);
    const pair = pairOf(me.chatId, q.receiverUserId);
    const scoped = and(eq(chatMessage.pair, pair), this.inReach(me, sql`${q.receiverUserId}`));
    const [rows, [count], [theirs]] = await Promise.all([
      this.db
        .select()
        .from(chatMessage)
        .where(scoped)
        .orderBy(desc(chatMessage.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: sql<number>`count(*)::int` }).from(chatMessage).where(scoped),
      // the other side's view of the conversation: how far they got with the caller's messages
      this.db
        .select({ delivered: chatConversation.deliveredId, read: chatConversation.readId })
        .from(chatConversation)
        .where(
          and(
            eq(chatConversation.owner, q.receiverUserId),
            eq(chatConversation.other, me.chatId),
            this.inReach(me, sql`${q.receiverUserId}`),
          ),
        ),
    ]);
    return {
      rows: rows.map((r) => ({ id: r.id, content: JSON.stringify(messageOf(r)) })),
      total: count?.n ?? 0,
      receipts: receiptsFor(me.role, theirs ?? { delivered: 0, read: 0 }),
    };
  }

  /**
   * The caller's text messages holding `keyword` (any case, a substring: Chinese has no spaces to split words at),
   * newest first, in one conversation or all of theirs. Recalled messages never match (their text is gone). An
   * enterprise user finds only conversations with the freelancers their data scope lets them reach, as the partner
   * list offers them (a freelancer of an order they see); a hit whose other party is gone (frozen) is left out, as
   * the friend list leaves their conversation out.
   */
  async search(me: ChatIdentity, q: ChatSearchQuery): Promise<ChatSearchPage> {
    this.assertOwn(me, q.userId, q.wxRole);
    const m = chatMessage;
    const other = sql<string>`case when ${m.sender} = ${me.chatId} then ${m.receiver} else ${m.sender} end`;
    const mine = q.receiverUserId
      ? eq(m.pair, pairOf(me.chatId, q.receiverUserId))
      : or(eq(m.sender, me.chatId), eq(m.receiver, me.chatId));
    const reachable = this.reachableBy(me);
    const matches = and(
      eq(m.messageType, CHAT_TEXT),
      isNull(m.recalledAt),
      sql`${m.body} ilike ${containsPattern(q.keyword)}`,
      q.cursor ? lt(m.id, q.cursor) : undefined,
      reachable ? sql`${other} in ${reachable}` : undefined,
    );
    const short = [...q.keyword].length < CHAT_SEARCH_TRIGRAM_MIN;
    // A short keyword has no trigram: only the newest messages are read (both index ranges of the caller's, or the
    // conversation's), then filtered.
    const source = short ? this.newestOf(me.chatId, q.receiverUserId) : m;
    const rows = await this.db
      // Read as SQL, not as columns: a short keyword reads them from the subquery standing in for the table.
      .select({
        id: sql`${m.id}`.mapWith(Number),
        sender: sql<string>`${m.sender}`,
        other,
        body: sql<string>`${m.body}`,
        createdAt: sql`${m.createdAt}`.mapWith(m.createdAt),
      })
      .from(source)
      .where(and(short ? undefined : mine, matches))
      .orderBy(desc(m.id))
      .limit(q.pageSize + 1);
    const page = rows.slice(0, q.pageSize);
    const parties = await this.parties(me, [...new Set(page.map((r) => r.other))]);
    const hits: ChatSearchHit[] = page.flatMap((r) => {
      const party = parties.get(r.other);
      if (!party) return [];
      return [
        {
          id: Number(r.id),
          receiverUserId: party.chatId,
          receiverWxRole: party.role,
          nickName: party.nickName,
          createTime: r.createdAt.getTime(),
          identify: r.sender === me.chatId ? ('user' as const) : ('other' as const),
          ...snippetOf(r.body, q.keyword),
        },
      ];
    });
    const last = page[page.length - 1];
    return { rows: hits, next: rows.length > q.pageSize && last ? Number(last.id) : null, limited: short };
  }

  /**
   * The newest CHAT_SEARCH_SHORT_WINDOW messages of a conversation of the caller's, or of all theirs, as a subquery under
   * the table's own name (the search's conditions read it as the table).
   */
  private newestOf(chatId: string, receiverUserId: string | undefined): SQL {
    const m = chatMessage;
    if (receiverUserId)
      return sql`(select * from ${m} where ${m.pair} = ${pairOf(chatId, receiverUserId)} order by ${m.id} desc limit ${CHAT_SEARCH_SHORT_WINDOW}) as ${m}`;
    // Each side read newest first through its own index, then merged: no sort of all the caller's messages.
    return sql`(select * from (
      (select * from ${m} where ${m.sender} = ${chatId} order by ${m.id} desc limit ${CHAT_SEARCH_SHORT_WINDOW})
      union all
      (select * from ${m} where ${m.receiver} = ${chatId} order by ${m.id} desc limit ${CHAT_SEARCH_SHORT_WINDOW})
    ) as newest order by id desc limit ${CHAT_SEARCH_SHORT_WINDOW}) as ${m}`;
  }

  /**
   * The chat ids an enterprise user may reach under their data scope (freelancers of the orders they see, as the
   * partner list has them), as a subquery; undefined for a freelancer or a user without a principal (no limit).
   */
  private reachableBy(me: ChatIdentity): SQL | undefined {
    const scope = ordersSeenBy(me);
    if (me.role !== 'B' || !scope) return undefined;
    return sql`(select ${freelancer.socketId} from ${freelancer} where ${freelancer.id} in (select ${taskOrder.freelancerId} from ${taskOrder} where ${taskOrder.enterpriseId} = ${me.enterpriseId} and ${scope}))`;
  }

  /** The condition that the chat id `other` is one the caller's data scope reaches (reachableBy); none: any. */
  private inReach(me: ChatIdentity, other: SQL | typeof chatConversation.other): SQL | undefined {
    const reachable = this.reachableBy(me);
    return reachable ? sql`${other} in ${reachable}` : undefined;
  }

  /**
   * Messages of one of the caller's conversations near message `id` (a search hit opened in its conversation):
   * the message with up to half a page either side, or a page before or after it; newest first, as history is.
   */
  async around(me: ChatIdentity, q: ChatAroundQuery): Promise<ChatAroundPage> {
    this.assertOwn(me, q.userId, q.wxRole);
    const m = chatMessage;
    const pair = pairOf(me.chatId, q.receiverUserId);
    // A conversation outside an enterprise user's data scope is not found, as its history reads empty.
    const [anchor] = await this.db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, q.id), eq(m.pair, pair), this.inReach(me, sql`${q.receiverUserId}`)));
    if (!anchor) throw notFound('chatMessageUnknown');
    const after = q.direction === 'around' ? Math.floor(q.pageSize / 2) : q.direction === 'after' ? q.pageSize : 0;
    const before = q.pageSize - after;
    const older = (n: number) =>
      n === 0
        ? Promise.resolve([])
        : this.db
            .select()
            .from(m)
            .where(and(eq(m.pair, pair), q.direction === 'around' ? lte(m.id, q.id) : lt(m.id, q.id)))
            .orderBy(desc(m.id))
            .limit(n + 1);
    const newer = (n: number) =>
      n === 0
        ? Promise.resolve([])
        : this.db
            .select()
            .from(m)
            .where(and(eq(m.pair, pair), gt(m.id, q.id)))
            .orderBy(asc(m.id))
            .limit(n + 1);
    const [olderRows, newerRows, [theirs]] = await Promise.all([
      older(before),
      newer(after),
      this.db
        .select({ delivered: chatConversation.deliveredId, read: chatConversation.readId })
        .from(chatConversation)
        .where(and(eq(chatConversation.owner, q.receiverUserId), eq(chatConversation.other, me.chatId))),
    ]);
    const rows = [...newerRows.slice(0, after).reverse(), ...olderRows.slice(0, before)];
    return {
      rows: rows.map((r) => ({ id: r.id, content: JSON.stringify(messageOf(r)) })),
      // Paging before or after: the other way lies at least the message it started from.
      older: q.direction === 'after' || olderRows.length > before,
      newer: q.direction === 'before' || newerRows.length > after,
      receipts: receiptsFor(me.role, theirs ?? { delivered: 0, read: 0 }),
    };
  }

  /**
   * Clears the caller's unread count of one conversation, and announces it: to the caller's other sockets, and to
   * the other party as a receipt (all delivered; read unless the caller is a freelancer who sends no read receipts).
   */
  async markRead(me: ChatIdentity, body: { userId: string; receiverUserId: string; wxRole: ChatRole }) {
    this.assertOwn(me, body.userId, body.wxRole);
    const sendsReads = me.role === 'B' || (await this.settings(me.freelancerId)).readReceipts;
    const c = chatConversation;
    const rows = await this.db
      .update(c)
      .set({
        unread: 0,
        deliveredId: sql`greatest(${c.deliveredId}, ${c.lastMessageId})`,
        ...(sendsReads ? { readId: sql`greatest(${c.readId}, ${c.lastMessageId})` } : {}),
      })
      .where(and(eq(c.owner, me.chatId), eq(c.other, body.receiverUserId)))
      .returning({ other: c.other, delivered: c.deliveredId, read: c.readId });
    const read: ChatReadEvent = { userId: me.chatId, receiverUserId: body.receiverUserId };
    for (const listener of this.readListeners) listener(read);
    this.announceReceipts(me, rows);
  }

  /**
   * A socket of the caller got the other party's messages up to `id`: the other party hears they are delivered.
   * Capped at the conversation's latest message; an id already counted changes nothing and announces nothing.
   */
  async delivered(me: ChatIdentity, body: ChatDeliveredBody) {
    if (body.userId !== me.chatId) throw forbidden('chatNotYours');
    const row = await this.deliveries.mark(me.chatId, body.receiverUserId, body.id);
    if (row) this.announceReceipts(me, [row]);
  }

  /**
   * The caller's friend list reached a socket of theirs (`login`): it carries each conversation's latest message
   * and unread count, so everything in them counts as delivered.
   */
  async deliveredAll(me: ChatIdentity) {
    const c = chatConversation;
    const rows = await this.db
      .update(c)
      .set({ deliveredId: sql`${c.lastMessageId}` })
      .where(and(eq(c.owner, me.chatId), sql`${c.deliveredId} < ${c.lastMessageId}`))
      .returning({ other: c.other, delivered: c.deliveredId, read: c.readId });
    this.announceReceipts(me, rows);
  }

  /** Tells each other party how far `me` got with their messages. */
  private announceReceipts(me: ChatIdentity, rows: { other: string; delivered: number; read: number }[]) {
    // The receipt goes to the other side: an enterprise user hears reads, a freelancer deliveries only.
    const hearer: ChatRole = me.role === 'B' ? 'C' : 'B';
    for (const row of rows) {
      const receipt: ChatReceiptEvent = { userId: row.other, receiverUserId: me.chatId, ...receiptsFor(hearer, row) };
      for (const listener of this.receiptListeners) listener(receipt);
    }
  }

  /** A freelancer's chat settings. */
  async settings(freelancerId: number): Promise<ChatSettings> {
    const row = await this.db.query.freelancer.findFirst({
      where: eq(freelancer.id, freelancerId),
      columns: { chatReadReceipts: true },
    });
    return { readReceipts: row?.chatReadReceipts ?? true };
  }

  async saveSettings(freelancerId: number, settings: ChatSettings): Promise<ChatSettings> {
    await this.db
      .update(freelancer)
      .set({ chatReadReceipts: settings.readReceipts })
      .where(eq(freelancer.id, freelancerId));
    return this.settings(freelancerId);
  }

  private assertOwn(me: ChatIdentity, userId: string, wxRole: ChatRole) {
    if (userId !== me.chatId || wxRole !== me.role) throw forbidden('chatNotYours');
  }

  private async stored(sender: string, clientId: string): Promise<ChatMessage | null> {
    const row = await this.db.query.chatMessage.findFirst({
      where: and(eq(chatMessage.sender, sender), eq(chatMessage.clientId, clientId)),
    });
    return row ? messageOf(row) : null;
  }

  /**
   * A freelancer and an enterprise may talk when they share an order (applied for or invited to), the enterprise
   * is not frozen and the freelancer is not on the platform's blacklist. Answers until when that holds for sure
   * (the next start or end of one of the freelancer's blacklist entries, ms), or null when they may not.
   */
  private async mayTalkUntil(me: ChatIdentity, party: Party): Promise<number | null> {
    const enterpriseId = me.role === 'B' ? me.enterpriseId : party.enterpriseId;
    const freelancerId = me.role === 'C' ? me.freelancerId : party.freelancerId;
    if (freelancerId === null) return null;
    const blacklist = and(
      eq(platformList.listType, LIST_TYPE.freelancerBlacklist),
      eq(platformList.subjectId, freelancerId),
      isNull(platformList.removedAt),
    );
    const [row] = await this.db
      .select({
        shared: sql<boolean>`exists (select 1 from ${taskOrder} where ${taskOrder.freelancerId} = ${freelancerId} and ${taskOrder.enterpriseId} = ${enterpriseId} and ${ordersSeenBy(me) ?? sql`true`})`,
        open: sql<boolean>`exists (select 1 from ${enterprise} where ${enterprise.id} = ${enterpriseId} and ${enterprise.status} = ${ACCOUNT_STATUS.valid})`,
        blacklisted: sql<boolean>`exists (select 1 from ${platformList} where ${blacklist} and ${entryCountsNow()})`,
        nextBoundary: sql<
          string | null
        >`(select extract(epoch from min(b)) * 1000 from (select ${platformList.startAt} as b from ${platformList} where ${blacklist} union all select ${platformList.endAt} from ${platformList} where ${blacklist}) t where b > now())`,
      })
      .from(sql`(select 1) as one`);
    if (!row?.shared || !row.open || row.blacklisted) return null;
    // A freelancer reaches only the enterprise users whose data scope shows an order of theirs.
    if (me.role === 'C' && party.userId !== null && !(await this.userSees(party.userId, enterpriseId, freelancerId)))
      return null;
    return row.nextBoundary === null ? Number.POSITIVE_INFINITY : Number(row.nextBoundary);
  }

  /**
   * Whether an enterprise user's data scope shows an order of theirs with this freelancer: the freelancers they may
   * talk to, whichever side writes first.
   */
  private async userSees(userId: number, enterpriseId: number, freelancerId: number): Promise<boolean> {
    const grant = await loadDataScope(this.db, userId);
    if (grant.all) return true;
    const holder = { userId, userType: USER_TYPE.enterprise, enterpriseId, dataScope: grant } as const;
    const [row] = await this.db
      .select({ id: taskOrder.id })
      .from(taskOrder)
      .where(and(eq(taskOrder.freelancerId, freelancerId), dataScope(holder, SCOPED.order)))
      .limit(1);
    return row !== undefined;
  }

  /** The named chat ids on the other side, as parties (unknown or frozen ones left out). */
  private async parties(me: ChatIdentity, chatIds: string[]): Promise<Map<string, Party>> {
    const found = new Map<string, Party>();
    if (chatIds.length === 0) return found;
    if (me.role === 'B') {
      const rows = await this.db
        .select({ id: freelancer.id, socketId: freelancer.socketId, name: freelancer.name, wxHead: freelancer.wxHead })
        .from(freelancer)
        .where(and(inArray(freelancer.socketId, chatIds), eq(freelancer.status, '1')));
      for (const r of rows) if (r.socketId) found.set(r.socketId, this.freelancerParty(me.enterpriseId, r));
      return found;
    }
    const rows = await this.enterpriseUsers().where(
      and(inArray(sysUser.socketId, chatIds), eq(sysUser.userType, USER_TYPE.enterprise), eq(sysUser.status, '1')),
    );
    for (const r of rows) if (r.socketId && r.enterpriseId) found.set(r.socketId, enterpriseParty(r));
    return found;
  }

  /** People one may start a conversation with and has not yet. */
  private async partners(me: ChatIdentity, except: string[], limit: number): Promise<Party[]> {
    if (limit <= 0) return [];
    if (me.role === 'B') {
      const ids = this.db
        .selectDistinct({ id: taskOrder.freelancerId })
        .from(taskOrder)
        .where(and(eq(taskOrder.enterpriseId, me.enterpriseId), ordersSeenBy(me)));
      const rows = await this.db
        .select({ id: freelancer.id, socketId: freelancer.socketId, name: freelancer.name, wxHead: freelancer.wxHead })
        .from(freelancer)
        .where(
          and(
            inArray(freelancer.id, ids),
            eq(freelancer.status, '1'),
            isNotNull(freelancer.socketId),
            except.length ? notInArray(freelancer.socketId, except) : undefined,
          ),
        )
        .orderBy(freelancer.name, freelancer.id)
        .limit(limit);
      return rows.map((r) => this.freelancerParty(me.enterpriseId, r));
    }
    const enterprises = this.db
      .selectDistinct({ id: taskOrder.enterpriseId })
      .from(taskOrder)
      .where(eq(taskOrder.freelancerId, me.freelancerId));
    const rows = await this.enterpriseUsers()
      .where(
        and(
          inArray(sysUser.enterpriseId, enterprises),
          eq(sysUser.userType, USER_TYPE.enterprise),
          eq(sysUser.status, '1'),
          isNotNull(sysUser.socketId),
          except.length ? notInArray(sysUser.socketId, except) : undefined,
        ),
      )
      .orderBy(enterprise.name, sysUser.id)
      .limit(limit);
    const reachable = await Promise.all(
      rows.map(async (r) =>
        r.socketId && r.enterpriseId && (await this.userSees(r.id, r.enterpriseId, me.freelancerId))
          ? [enterpriseParty(r)]
          : [],
      ),
    );
    return reachable.flat();
  }

  private enterpriseUsers() {
    return this.db
      .select({
        id: sysUser.id,
        socketId: sysUser.socketId,
        name: sysUser.name,
        wxHead: sysUser.wxHead,
        enterpriseId: sysUser.enterpriseId,
        enterpriseName: enterprise.name,
      })
      .from(sysUser)
      .innerJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
      .$dynamic();
  }

  private freelancerParty(
    enterpriseId: number,
    r: { id: number; socketId: string | null; name: string; wxHead: string | null },
  ): Party {
    return {
      chatId: r.socketId ?? '',
      role: 'C',
      nickName: r.name,
      wxHead: r.wxHead,
      enterpriseId,
      freelancerId: r.id,
      userId: null,
    };
  }
}

function enterpriseParty(r: {
  id: number;
  socketId: string | null;
  name: string;
  wxHead: string | null;
  enterpriseId: number | null;
  enterpriseName: string;
}): Party {
  return {
    chatId: r.socketId ?? '',
    role: 'B',
    // Freelancers deal with a company: its name first, then the person writing for it.
    nickName: `${r.enterpriseName} · ${r.name}`,
    wxHead: r.wxHead,
    enterpriseId: r.enterpriseId ?? 0,
    freelancerId: null,
    userId: r.id,
  };
}

/** What the side `hearer` is told of the other's progress with its messages: reads for the enterprise side only. */
function receiptsFor(hearer: ChatRole, row: { delivered: number; read: number }): ChatReceipts {
  const delivered = Number(row.delivered);
  return hearer === 'B' ? { delivered, read: Number(row.read) } : { delivered };
}

/** The two chat ids of a conversation in a fixed order, whichever side asks. */
export function pairOf(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function imageOf(m: ChatImage): ChatImage {
  return { url: m.url, width: m.width, height: m.height };
}

function bodyOf(type: number, body: string): string | ChatImage {
  // a recalled message's body is '' whatever its type
  if (type === CHAT_TEXT || body === '') return body;
  try {
    return JSON.parse(body) as ChatImage;
  } catch {
    return body;
  }
}

function messageOf(r: typeof chatMessage.$inferSelect): ChatMessage {
  return {
    id: r.id,
    message_type: r.messageType as ChatMessage['message_type'],
    message: bodyOf(r.messageType, r.body),
    userId: r.sender,
    receiverUserId: r.receiver,
    receiverWxRole: r.receiverRole as ChatRole,
    clientId: r.clientId,
    createTime: r.createdAt.getTime(),
    ...(r.recalledAt ? { recalled: true as const } : {}),
  };
}
