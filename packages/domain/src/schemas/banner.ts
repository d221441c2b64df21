import { z } from 'zod';
import { BANNER_LINK_TYPE } from '../enums.js';
import { TimeBound } from './dates.js';
import { FileUrl } from './file.js';
import { PageQuery, pageSchema } from './list.js';

/** Banners (issue 13): the enterprise side's carousel on the dashboard, the freelancer side's on its page. */

export const BANNER_LINK_TYPES = ['I', 'W'] as const;
export const BANNER_DISPLAY_KINDS = ['S', 'L'] as const;
export const BANNER_SIDES = ['B', 'C'] as const;
export const BANNER_STATUSES = ['0', '1'] as const;
export const BANNER_TITLE_MAX = 60;
export const BANNER_LINK_MAX = 500;
export const BANNER_SORT_MAX = 9999;

/** An internal link: a route of this console (`/client/task/taskList?x=1`), never `//host` or a backslash. */
const ROUTE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** An external link: http(s) with a host, nothing else (never javascript:, data:, mailto:…). */
const WEB_URL = /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i;

/** Whether a banner's link fits its link type (I: a route path; W: an http(s) URL). */
export function isBannerLink(linkType: string, link: string): boolean {
  return linkType === BANNER_LINK_TYPE.internal ? ROUTE_PATH.test(link) : WEB_URL.test(link);
}

const nullableTime = z.preprocess((v) => (v === '' ? null : v), TimeBound.nullable().optional());

/** POST /system/banner and PUT /system/banner/:id */
export const BannerBody = z
  .object({
    title: z.string().trim().min(1).max(BANNER_TITLE_MAX),
    /** an image stored through the console's uploader */
    imageUrl: FileUrl.pipe(z.string().min(1)),
    linkType: z.enum(BANNER_LINK_TYPES),
    link: z.string().trim().min(1).max(BANNER_LINK_MAX),
    displayKind: z.enum(BANNER_DISPLAY_KINDS),
    side: z.enum(BANNER_SIDES),
    /** shown from (inclusive); empty = always */
    startAt: nullableTime,
    /** shown until (exclusive); empty = always */
    endAt: nullableTime,
    sort: z.coerce.number().int().min(0).max(BANNER_SORT_MAX).default(0),
    status: z.enum(BANNER_STATUSES).default('1'),
  })
  .superRefine((b, ctx) => {
    if (!isBannerLink(b.linkType, b.link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: b.linkType === BANNER_LINK_TYPE.internal ? 'bannerRouteInvalid' : 'bannerUrlInvalid',
      });
    }
    if (b.startAt && b.endAt && new Date(b.endAt).getTime() <= new Date(b.startAt).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'bannerPeriodOrder' });
    }
  });
export type BannerBody = z.infer<typeof BannerBody>;
export type BannerInput = z.input<typeof BannerBody>;

/** PUT /system/banner/:id/status: on (1) or off (0). */
export const BannerStatusBody = z.object({ status: z.enum(BANNER_STATUSES) });
export type BannerStatusBody = z.infer<typeof BannerStatusBody>;

export const BannerListQuery = PageQuery.extend({
  side: z.enum(BANNER_SIDES).optional(),
  displayKind: z.enum(BANNER_DISPLAY_KINDS).optional(),
  linkType: z.enum(BANNER_LINK_TYPES).optional(),
  status: z.enum(BANNER_STATUSES).optional(),
});
export type BannerListQuery = z.infer<typeof BannerListQuery>;

export const BannerRow = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
  displayKind: z.enum(BANNER_DISPLAY_KINDS),
  side: z.enum(BANNER_SIDES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sort: z.number().int(),
  status: z.enum(BANNER_STATUSES),
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BannerRow = z.infer<typeof BannerRow>;
export const BannerPage = pageSchema(BannerRow);

/** What a side's carousel shows: the banners on, within their period, by sort. */
export const ActiveBanner = BannerRow.pick({
  id: true,
  title: true,
  imageUrl: true,
  linkType: true,
  link: true,
  displayKind: true,
});
export type ActiveBanner = z.infer<typeof ActiveBanner>;
