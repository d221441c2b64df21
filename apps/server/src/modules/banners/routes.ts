import { BANNER_SIDE, USER_TYPE } from '@console/domain/enums';
import {
  ActiveBanner,
  BannerBody,
  BannerListQuery,
  BannerPage,
  BannerRow,
  BannerStatusBody,
} from '@console/domain/schemas/banner';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { freelancerOf, principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { seedDemoBanners } from './demo-banners.js';
import { BANNER_IMAGE_TYPES, BannerService } from './service.js';

const tags = ['banner'];
const audit = { entity: 'banner' };

/** Banners are the platform's: staff only, whatever codes an enterprise role might carry. */
function staff(request: FastifyRequest) {
  const p = principalOf(request);
  if (p.userType !== USER_TYPE.system) throw forbidden();
  return p;
}

/**
 * Banners (issue 13): staff keep them under /system/banner; the enterprise side's carousel reads
 * /client/banner/active (signed-in console users), the freelancer page /freelancer/banner/active.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const banners = new BannerService(app.database.db, (url) => app.files.isStoredImage(url, BANNER_IMAGE_TYPES));
  if (app.config.seedDemo) {
    // The demo's banners never stop a start: a storage that refuses them leaves the demo without banners.
    await seedDemoBanners(app.database.db, (name, bytes) =>
      app.files.upload({ userId: null, enterpriseId: null }, name, bytes, 'banner'),
    ).catch((err) => app.log.warn({ err }, 'demo banners not made'));
  }

  app.get(
    '/system/banner/list',
    {
      config: { access: { permission: 'system:banner:list' } },
      schema: {
        tags,
        summary: 'Banners (filters keyword, side, displayKind, linkType, status, dates; sort by sort, createdAt…)',
        querystring: BannerListQuery,
        response: { 200: envelopeOf(BannerPage) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await banners.list(request.query));
    },
  );

  app.get(
    '/system/banner/:id',
    {
      config: { access: { permission: 'system:banner:list' } },
      schema: { tags, summary: 'One banner', params: IdParams, response: { 200: envelopeOf(BannerRow) } },
    },
    async (request) => {
      staff(request);
      return ok(await banners.detail(request.params.id));
    },
  );

  app.post(
    '/system/banner',
    {
      config: { access: { permission: 'system:banner:add' }, audit },
      schema: {
        tags,
        summary: 'Create a banner: an image uploaded here, a route (I) or an http(s) URL (W), side, period, sort',
        body: BannerBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const created = await banners.create(staff(request), request.body);
      auditChange(request, { entityId: created.id, after: created.after });
      return ok({ id: created.id });
    },
  );

  app.put(
    '/system/banner/:id',
    {
      config: { access: { permission: 'system:banner:edit' }, audit },
      schema: {
        tags,
        summary: 'Edit a banner',
        params: IdParams,
        body: BannerBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      auditChange(request, await banners.update(staff(request), request.params.id, request.body));
      return ok(null);
    },
  );

  app.put(
    '/system/banner/:id/status',
    {
      config: { access: { permission: 'system:banner:edit' }, audit },
      schema: {
        tags,
        summary: 'Switch a banner on (1) or off (0)',
        params: IdParams,
        body: BannerStatusBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      auditChange(request, await banners.setStatus(staff(request), request.params.id, request.body.status));
      return ok(null);
    },
  );

  app.delete(
    '/system/banner/:id',
    {
      config: { access: { permission: 'system:banner:remove' }, audit },
      schema: { tags, summary: 'Delete a banner', params: IdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      staff(request);
      auditChange(request, await banners.remove(request.params.id));
      return ok(null);
    },
  );

  app.get(
    '/client/banner/active',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The enterprise side's banners now shown (on, within their period, by sort)",
        response: { 200: envelopeOf(z.array(ActiveBanner)) },
      },
    },
    async (request) => {
      principalOf(request);
      return ok(await banners.active(BANNER_SIDE.enterprise));
    },
  );

  app.get(
    '/freelancer/banner/active',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary: "The freelancer side's banners now shown (on, within their period, by sort)",
        response: { 200: envelopeOf(z.array(ActiveBanner)) },
      },
    },
    async (request) => {
      freelancerOf(request);
      return ok(await banners.active(BANNER_SIDE.freelancer));
    },
  );
};
