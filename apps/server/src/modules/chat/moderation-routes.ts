import { USER_TYPE } from '@console/domain/enums';
import {
  ChatFlagListQuery,
  ChatFlagPage,
  ModerationImportQuery,
  ModerationImportResult,
  ModerationTagBody,
  ModerationTagName,
  ModerationTagRow,
  ModerationWordBody,
  ModerationWordListQuery,
  ModerationWordPage,
} from '@console/domain/schemas/moderation';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { readUpload, requireExtension } from '../../http/upload.js';
import { ModerationAdmin } from './moderation-admin.js';

const tags = ['moderation'];
const audit = { entity: 'moderation' };

/** The word list is the platform's: staff only, whatever codes an enterprise role might carry. */
function staff(request: FastifyRequest) {
  const p = principalOf(request);
  if (p.userType !== USER_TYPE.system) throw forbidden();
  return p;
}

/**
 * Chat moderation as staff keep it under /system/moderation: tags and their actions, the words, an import from a
 * text file, and the review of flagged messages.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = new ModerationAdmin(app.database.db);
  const list = { access: { permission: 'system:moderation:list' } };
  const edit = { access: { permission: 'system:moderation:edit' }, audit };

  app.get(
    '/system/moderation/tags',
    {
      config: list,
      schema: {
        tags,
        summary: 'Every tag with its action: the built-in contact tags (contact:mobile, …), then staff’s',
        response: { 200: envelopeOf(z.array(ModerationTagRow)) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await admin.tags());
    },
  );

  app.put(
    '/system/moderation/tags',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Set a tag’s action (block, mask, flag; none for a built-in tag), making a staff tag if new',
        body: ModerationTagBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      staff(request);
      auditChange(request, await admin.setTagAction(request.body));
      return ok(null);
    },
  );

  app.delete(
    '/system/moderation/tags/:name',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a staff tag and its words',
        params: z.object({ name: ModerationTagName }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      staff(request);
      auditChange(request, await admin.removeTag(request.params.name));
      return ok(null);
    },
  );

  app.get(
    '/system/moderation/words',
    {
      config: list,
      schema: {
        tags,
        summary: 'Words, newest first (filters tag, keyword)',
        querystring: ModerationWordListQuery,
        response: { 200: envelopeOf(ModerationWordPage) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await admin.words(request.query));
    },
  );

  app.post(
    '/system/moderation/words',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a word under a tag (a new tag blocks until its action is set)',
        body: ModerationWordBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      staff(request);
      const added = await admin.addWord(request.body);
      auditChange(request, added);
      return ok({ id: added.entityId });
    },
  );

  app.put(
    '/system/moderation/words/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a word or move it to another tag',
        params: IdParams,
        body: ModerationWordBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      staff(request);
      auditChange(request, await admin.updateWord(request.params.id, request.body));
      return ok(null);
    },
  );

  app.delete(
    '/system/moderation/words/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a word', params: IdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      staff(request);
      auditChange(request, await admin.removeWord(request.params.id));
      return ok(null);
    },
  );

  app.post(
    '/system/moderation/words/import',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Import a UTF-8 .txt file (multipart field "file"): one word a line, optionally then a comma, tab or space and its tag (else the query’s tag); all or nothing',
        consumes: ['multipart/form-data'],
        querystring: ModerationImportQuery,
        response: { 200: envelopeOf(ModerationImportResult) },
      },
    },
    async (request) => {
      staff(request);
      const { file } = await readUpload(request);
      requireExtension(file, ['txt']);
      const imported = await admin.importWords(file.bytes, request.query.tag);
      auditChange(request, { after: imported.after });
      return ok(imported.result);
    },
  );

  app.get(
    '/system/moderation/flags',
    {
      config: list,
      schema: {
        tags,
        summary: 'Flagged messages, newest first (reviewed 0 waiting, 1 done), each with its conversation around it',
        querystring: ChatFlagListQuery,
        response: { 200: envelopeOf(ChatFlagPage) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await admin.flags(request.query));
    },
  );

  app.put(
    '/system/moderation/flags/:id/review',
    {
      config: { access: { permission: 'system:moderation:review' }, audit },
      schema: {
        tags,
        summary: 'Mark a flagged message reviewed',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      auditChange(request, await admin.review(staff(request), request.params.id));
      return ok(null);
    },
  );
};
