import {
  ChatAroundPage,
  ChatAroundQuery,
  ChatHistoryPage,
  ChatHistoryQuery,
  ChatMarkReadBody,
  ChatSearchPage,
  ChatSearchQuery,
  ChatSettings,
  ChatSettingsBody,
} from '@console/domain/schemas/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freelancerOf, principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';
import type { ChatIdentity } from './service.js';

/**
 * Chat history and unread counts over HTTP (the spec's two oddMessageLog calls: exchangeOddMessageList reads a
 * page of history, updateOddMessageLog clears a conversation's unread count): the console's under /system
 * (enterprise users with a socketId, wxRole B), the freelancer page's under /freelancer (wxRole C); search in the
 * caller's messages and the page around a message found (ours, docs/chat.md#search); and the freelancer's chat
 * settings.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chat;
  const sides = [
    {
      prefix: '/system/oddMessageLog',
      access: 'user' as const,
      tag: 'chat',
      who: async (request: FastifyRequest): Promise<ChatIdentity> => {
        const me = await chat.identityOfUser(principalOf(request));
        if (!me) throw forbidden('chatUnavailable');
        return me;
      },
    },
    {
      prefix: '/freelancer/oddMessageLog',
      access: 'freelancer' as const,
      tag: 'freelancer',
      who: async (request: FastifyRequest): Promise<ChatIdentity> => chat.identityOfFreelancer(freelancerOf(request)),
    },
  ];
  for (const side of sides) {
    app.post(
      `${side.prefix}/exchangeOddMessageList`,
      {
        // A read (POST by the spec's contract): opening a chat is not a change for the operation log.
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary: 'One page of a conversation, newest first (content: the JSON of the message)',
          body: ChatHistoryQuery,
          response: { 200: envelopeOf(ChatHistoryPage) },
        },
      },
      async (request) => ok(await chat.history(await side.who(request), request.body)),
    );
    app.post(
      `${side.prefix}/searchOddMessageLog`,
      {
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary:
            "The caller's text messages holding a keyword (any case), newest first, in one conversation (receiverUserId) or all; `next` pages on",
          body: ChatSearchQuery,
          response: { 200: envelopeOf(ChatSearchPage) },
        },
      },
      async (request) => ok(await chat.search(await side.who(request), request.body)),
    );
    app.post(
      `${side.prefix}/exchangeOddMessageAround`,
      {
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary:
            'Messages of a conversation around one (a search hit in context), or a page before / after it; newest first',
          body: ChatAroundQuery,
          response: { 200: envelopeOf(ChatAroundPage) },
        },
      },
      async (request) => ok(await chat.around(await side.who(request), request.body)),
    );
    app.post(
      `${side.prefix}/updateOddMessageLog`,
      {
        // A read receipt, sent each time a conversation is opened or closed: not a change worth logging.
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary: "Clears the caller's unread count of one conversation; their other sockets hear `read`",
          body: ChatMarkReadBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await chat.markRead(await side.who(request), request.body);
        return ok(null);
      },
    );
  }

  app.get(
    '/freelancer/chat/settings',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary: "The freelancer's chat settings (whether read receipts are sent)",
        response: { 200: envelopeOf(ChatSettings) },
      },
    },
    async (request) => ok(await chat.settings(freelancerOf(request).freelancerId)),
  );
  app.put(
    '/freelancer/chat/settings',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary: "Changes the freelancer's chat settings; answers them as stored",
        body: ChatSettingsBody,
        response: { 200: envelopeOf(ChatSettings) },
      },
    },
    async (request) => ok(await chat.saveSettings(freelancerOf(request).freelancerId, request.body)),
  );
};
