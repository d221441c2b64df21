import { t } from '@console/domain/messages';
import { ChatLoginBody } from '@console/domain/schemas/chat';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { badRequest, forbidden } from '../../http/errors.js';
import { answer, ownerOfSocket, refusal, rooms } from '../../realtime/socket-server.js';
import type { ChatIdentity, ChatService } from './service.js';

/**
 * The chat's socket events (docs/realtime.md): a handshake without chat is refused unless it asks for notices
 * only; `login` answers the friend list; `sub` stores a message and pushes `msg` to both parties' sockets.
 */
export function registerChatSocket(app: FastifyInstance, io: Server, chat: ChatService) {
  io.use(async (socket, next) => {
    const owner = ownerOfSocket(socket);
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
    const identity = () => {
      const me = socket.data.chat as ChatIdentity | null;
      if (!me) throw forbidden('chatUnavailable');
      return me;
    };

    socket.on('login', (body: unknown, ack: unknown) =>
      answer(socket, ack, app.log, async () => {
        const me = identity();
        const parsed = ChatLoginBody.safeParse(body);
        if (!parsed.success) throw badRequest('chatMessageInvalid');
        if (parsed.data.socketId !== me.chatId) throw forbidden('chatNotYours');
        await socket.join(rooms.chat(me.chatId));
        const friends = await chat.friends(me);
        socket.emit('login', friends);
        return friends;
      }),
    );

    socket.on('sub', (raw: unknown, ack: unknown) =>
      answer(socket, ack, app.log, async () => {
        const me = identity();
        const { message, created } = await chat.send(me, raw);
        // A repeat (a retry after a lost acknowledgement) reaches the sender's sockets again, not the receiver's.
        const to = created
          ? io.to(rooms.chat(me.chatId)).to(rooms.chat(message.receiverUserId))
          : io.to(rooms.chat(me.chatId));
        // The acknowledgement goes first: when a batch of messages is stored at once, their senders hear back
        // before the fan-out to every socket of both parties (clients merge ack and msg by clientId).
        setImmediate(() => {
          try {
            to.emit('msg', message);
          } catch (err) {
            // stored and acknowledged: the clients read it back from the history (reconnect, reopening)
            app.log.error({ err }, 'chat fan-out failed');
          }
        });
        return message;
      }),
    );
  });
}
