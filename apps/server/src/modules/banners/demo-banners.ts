import type { UploadedFile } from '@console/domain/schemas/file';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, banner } from '../../db/schema/index.js';
import { encodePng } from '../../lib/png.js';

interface DemoBanner {
  title: string;
  side: 'B' | 'C';
  displayKind: 'S' | 'L';
  linkType: 'I' | 'W';
  link: string;
  /** the gradient's two ends, #rrggbb */
  colours: readonly [string, string];
}

/** The demo's banners: three on the enterprise side (two in the carousel, one jump strip), two for freelancers. */
const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    title: '新任务一键发布，审核通过即开始招募',
    side: 'B',
    displayKind: 'L',
    linkType: 'I',
    link: '/client/task/taskList',
    colours: ['#1677ff', '#36cfc9'],
  },
  {
    title: '发票申请全程线上办理，进度随时可查',
    side: 'B',
    displayKind: 'L',
    linkType: 'I',
    link: '/client/invoice/orderInvoice',
    colours: ['#722ed1', '#2f54eb'],
  },
  {
    title: '国家税务总局：灵活用工税收政策解读',
    side: 'B',
    displayKind: 'S',
    linkType: 'W',
    link: 'https://www.chinatax.gov.cn/',
    colours: ['#fa8c16', '#f5222d'],
  },
  {
    title: '新任务上线，快来报名',
    side: 'C',
    displayKind: 'L',
    linkType: 'I',
    link: '/m/tasks',
    colours: ['#13c2c2', '#52c41a'],
  },
  {
    title: '按时交付，报酬准时到账',
    side: 'C',
    displayKind: 'L',
    linkType: 'I',
    link: '/m/orders',
    colours: ['#eb2f96', '#fa8c16'],
  },
];

const WIDTH = 1200;
const HEIGHT = 300;

/** A banner-sized PNG: a diagonal gradient between two colours with a few soft light circles. */
export function bannerPng(colours: readonly [string, string], width = WIDTH, height = HEIGHT): Buffer {
  const [from, to] = colours.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))) as [
    number[],
    number[],
  ];
  const circles = [
    { x: width * 0.78, y: height * 0.2, r: height * 0.75, a: 0.16 },
    { x: width * 0.95, y: height * 0.95, r: height * 0.55, a: 0.12 },
    { x: width * 0.6, y: height * 1.05, r: height * 0.35, a: 0.1 },
  ];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.8 + (y / height) * 0.2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += c.a;
      for (let i = 0; i < 3; i++) {
        const base = (from[i] as number) * (1 - t) + (to[i] as number) * t;
        raw[o++] = Math.round(base + (255 - base) * Math.min(light, 0.5));
      }
    }
  }
  return encodePng(width, height, raw);
}

let images: Buffer[] | undefined;
const DEMO_BANNERS_KEY = 'demo-banners';

/**
 * The demo's banners, once per database (claimed in app_meta first, so two processes starting together make them
 * once): their images are drawn here and stored through storage like any upload.
 */
export async function seedDemoBanners(
  db: Db,
  store: (name: string, bytes: Buffer) => Promise<UploadedFile>,
): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: DEMO_BANNERS_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (claimed.length === 0) return false;
  try {
    images ??= DEMO_BANNERS.map((b) => bannerPng(b.colours));
    const rows: (typeof banner.$inferInsert)[] = [];
    for (const [i, b] of DEMO_BANNERS.entries()) {
      const stored = await store(`banner-${i + 1}.png`, images[i] as Buffer);
      const { colours: _, ...fields } = b;
      rows.push({ ...fields, imageUrl: stored.url, sort: (i + 1) * 10 });
    }
    await db.insert(banner).values(rows);
    return true;
  } catch (err) {
    // not made: the next start tries again
    await db.delete(appMeta).where(eq(appMeta.key, DEMO_BANNERS_KEY));
    throw err;
  }
}
