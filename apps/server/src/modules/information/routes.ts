import {
  AgreementParams,
  AgreementText,
  ArticleBody,
  ArticleDetail,
  ArticleIdParams,
  ArticleListQuery,
  ArticlePage,
} from '@console/domain/schemas/article';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { registerArticleExporter } from './exporter.js';
import { InformationService } from './service.js';

const tags = ['information'];

export const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  const articles = new InformationService(app.database.db);
  registerArticleExporter();

  app.get(
    '/public/agreement/:category',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An agreement text (A about us, Y privacy, F platform service agreement): the newest published one',
        params: AgreementParams,
        response: { 200: envelopeOf(AgreementText) },
      },
    },
    async (request) => ok(await articles.agreement(request.params.category)),
  );

  app.get(
    '/client/information/list',
    {
      config: { access: { permission: 'client:information:list' } },
      schema: {
        tags,
        summary: 'Articles: staff see all; enterprise users only published articles of their categories',
        querystring: ArticleListQuery,
        response: { 200: envelopeOf(ArticlePage) },
      },
    },
    async (request) => ok(await articles.list(principalOf(request), request.query)),
  );

  app.get(
    '/client/information/:id',
    {
      config: { access: { permission: 'client:information:list' } },
      schema: {
        tags,
        summary: 'One article with its HTML; a reading by an enterprise user counts a view',
        params: ArticleIdParams,
        response: { 200: envelopeOf(ArticleDetail) },
      },
    },
    async (request) => ok(await articles.detail(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/information',
    {
      config: { access: { permission: 'client:information:edit' } },
      schema: {
        tags,
        summary: 'Write a draft (the HTML is sanitised)',
        body: ArticleBody,
        response: { 200: envelopeOf(ArticleDetail) },
      },
    },
    async (request) => ok(await articles.create(principalOf(request), request.body)),
  );

  app.put(
    '/client/information/:id',
    {
      config: { access: { permission: 'client:information:edit' } },
      schema: {
        tags,
        summary: 'Edit a draft or a withdrawn article (409 when published)',
        params: ArticleIdParams,
        body: ArticleBody,
        response: { 200: envelopeOf(ArticleDetail) },
      },
    },
    async (request) => ok(await articles.update(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/client/information/:id',
    {
      config: { access: { permission: 'client:information:edit' } },
      schema: {
        tags,
        summary: 'Delete a draft (409 otherwise)',
        params: ArticleIdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await articles.remove(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/client/information/:id/publish',
    {
      config: { access: { permission: 'client:information:publish' } },
      schema: {
        tags,
        summary: 'Publish a draft or a withdrawn article',
        params: ArticleIdParams,
        response: { 200: envelopeOf(ArticleDetail) },
      },
    },
    async (request) => ok(await articles.publish(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/information/:id/withdraw',
    {
      config: { access: { permission: 'client:information:publish' } },
      schema: {
        tags,
        summary: 'Withdraw a published article (readers no longer see it)',
        params: ArticleIdParams,
        response: { 200: envelopeOf(ArticleDetail) },
      },
    },
    async (request) => ok(await articles.withdraw(principalOf(request), request.params.id)),
  );
};
