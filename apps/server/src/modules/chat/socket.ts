import { t } from '@console/domain/messages';
import {
  CHAT_TEXT,
  CHAT_TEXT_MAX,
  ChatDeliveredBody,
  ChatLoginBody,
  ChatRecallBody,
  ChatSubPayload,
  ChatTypingEvent,
} from '@console/domain/schemas/chat';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../../http/errors.js';
import { slicedQueue } from '../../lib/sliced-queue.js';
import { answerEvent } from '../../realtime/answered-events.js';
import { type RealtimeServer, refusal } from '../../realtime/contract.js';
import { rooms } from '../../realtime/sign-in-rooms.js';
import type { ChatIdentity, ChatService } from './service.js';

declare module '../../realtime/contract.js' {
  interface RootSocketData {
    /** the socket's chat identity; null for a notices-only socket (staff) */
    chat?: ChatIdentity | null;
  }
}

/** The longest stretch of fan-out before incoming events get a turn. */
const FAN_OUT_SLICE_MS = 10;

/** A `sub` payload longer than this is refused before it is parsed. */
const PAYLOAD_MAX = 8_000;

/**
 * The chat's socket adapter (docs/realtime.md): a handshake without chat is refused unless it asks for notices
 * only; `login` answers the friend list; `sub` is parsed here and stored by the service, `delivered` counts a
 * receipt, `recall` takes a message back, `typing` is passed on, and what the service announces (a stored message, a conversation read, a receipt,
 * a recall, someone writing) goes to the sockets of whoever it concerns.
 */
export function registerChatSocket(app: FastifyInstance, io: RealtimeServer, chat: ChatService) {
  io.use(async (socket, next) => {
    const { owner } = socket.data;
    try {
      const identity =
        owner.kind === 'freelancer'
          ? chat.identityOfFreelancer(owner.freelancer)
          : await chat.identityOfUser(owner.principal);
      const noticesOnly = (socket.handshake.auth as { notices?: unknown }).notices === true;
      if (!identity && !noticesOnly) return next(refusal('noChat', 403, t(owner.locale, 'chatUnavailable')));
      socket.data.chat = identity;
      next();
    } catch (err) {
      app.log.error({ err }, 'socket chat identity failed');
      next(refusal('unauthorized', 500, t(owner.locale, 'unauthorized')));
    }
  });

  io.on('connection', (socket) => {
    const context = { locale: socket.data.owner.locale, log: app.log };
    const identity = () => {
      const me = socket.data.chat;
      if (!me) throw forbidden('chatUnavailable');
      return me;
    };

    answerEvent(socket, 'login', context, async (body) => {
      const me = identity();
      const parsed = ChatLoginBody.safeParse(body);
      if (!parsed.success) throw badRequest('chatMessageInvalid');
      if (parsed.data.socketId !== me.chatId) throw forbidden('chatNotYours');
      await socket.join(rooms.chat(me.chatId));
      const friends = await chat.friends(me);
      socket.emit('login', friends);
      // The list reached this socket: its senders hear that what it carries is delivered (not awaited by login).
      chat.deliveredAll(me).catch((err: unknown) => app.log.error({ err }, 'chat delivery receipts failed'));
      return friends;
    });

    answerEvent(socket, 'sub', context, async (raw) => chat.send(identity(), parseSub(raw)));

    answerEvent(socket, 'delivered', context, async (body) => {
      const parsed = ChatDeliveredBody.safeParse(body);
      if (!parsed.success) throw badRequest('chatMessageInvalid');
      await chat.delivered(identity(), parsed.data);
      return null;
    });

    answerEvent(socket, 'recall', context, async (body) => {
      const parsed = ChatRecallBody.safeParse(body);
      if (!parsed.success) throw badRequest('chatMessageInvalid');
      return chat.recall(identity(), parsed.data);
    });

    answerEvent(socket, 'typing', context, async (body) => {
      const parsed = ChatTypingEvent.safeParse(body);
      if (!parsed.success) throw badRequest('chatMessageInvalid');
      await chat.typing(identity(), parsed.data);
      return null;
    });
  });

  // The acknowledgement goes first: when a batch of messages is stored at once, their senders hear back before
  // the fan-out to every socket of both parties (clients merge ack and msg by clientId). The fan-out runs in slices,
  // so the next messages are read and acknowledged between them.
  const fanOut = slicedQueue(FAN_OUT_SLICE_MS, (err) =>
    // stored and acknowledged: the clients read it back from the history (reconnect, reopening)
    app.log.error({ err }, 'chat fan-out failed'),
  );
  chat.onStored((message, { repeat }) => {
    // A repeat (a retry after a lost acknowledgement) reaches the sender's sockets again, not the receiver's.
    const to = repeat
      ? io.to(rooms.chat(message.userId))
      : io.to(rooms.chat(message.userId)).to(rooms.chat(message.receiverUserId));
    fanOut(() => to.emit('msg', message));
  });
  chat.onRead((read) => io.to(rooms.chat(read.userId)).emit('read', read));
  chat.onReceipt((receipt) => io.to(rooms.chat(receipt.userId)).emit('receipt', receipt));
  chat.onTyping((typing) => io.to(rooms.chat(typing.receiverUserId)).emit('typing', typing));
  chat.onRecalled((message) =>
    io.to(rooms.chat(message.userId)).to(rooms.chat(message.receiverUserId)).emit('recalled', message),
  );
}

/** A `sub` payload: the JSON string of a ChatSubPayload, a text neither blank nor too long. */
function parseSub(raw: unknown): ChatSubPayload {
  if (typeof raw !== 'string' || raw.length > PAYLOAD_MAX) throw badRequest('chatMessageInvalid');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('chatMessageInvalid');
  }
  if (json && typeof json === 'object' && (json as { message_type?: unknown }).message_type === CHAT_TEXT) {
    const text = (json as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim() === '') throw badRequest('chatBlank');
    if (typeof text === 'string' && text.length > CHAT_TEXT_MAX) throw badRequest('chatTooLong', { n: CHAT_TEXT_MAX });
  }
  const parsed = ChatSubPayload.safeParse(json);
  if (!parsed.success) throw badRequest('chatMessageInvalid');
  return parsed.data;
}
