import { crc32, deflateSync } from 'node:zlib';
import type { UploadedFile } from '@console/domain/schemas/file';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, banner } from '../../db/schema/index.js';

type Rgb = readonly [number, number, number];

interface DemoBanner {
  title: string;
  side: 'B' | 'C';
  displayKind: 'S' | 'L';
  linkType: 'I' | 'W';
  link: string;
  colours: readonly [Rgb, Rgb];
}

/** The demo's banners: three on the enterprise side (two in the carousel, one jump strip), two for freelancers. */
const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    title: '新任务一键发布，审核通过即开始招募',
    side: 'B',
    displayKind: 'L',
    linkType: 'I',
    link: '/client/task/taskList',
    colours: [
      [22, 119, 255],
      [54, 207, 201],
    ],
  },
  {
    title: '发票申请全程线上办理，进度随时可查',
    side: 'B',
    displayKind: 'L',
    linkType: 'I',
    link: '/client/invoice/orderInvoice',
    colours: [
      [114, 46, 209],
      [47, 84, 235],
    ],
  },
  {
    title: '国家税务总局：灵活用工税收政策解读',
    side: 'B',
    displayKind: 'S',
    linkType: 'W',
    link: 'https://www.chinatax.gov.cn/',
    colours: [
      [250, 140, 22],
      [245, 34, 45],
    ],
  },
  {
    title: '新任务上线，快来报名',
    side: 'C',
    displayKind: 'L',
    linkType: 'I',
    link: '/m/tasks',
    colours: [
      [19, 194, 194],
      [82, 196, 26],
    ],
  },
  {
    title: '按时交付，报酬准时到账',
    side: 'C',
    displayKind: 'L',
    linkType: 'I',
    link: '/m/orders',
    colours: [
      [235, 47, 150],
      [250, 140, 22],
    ],
  },
];

const WIDTH = 1200;
const HEIGHT = 300;

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A banner-sized PNG: a diagonal gradient between two colours with a few soft light circles. */
export function bannerPng([from, to]: readonly [Rgb, Rgb], width = WIDTH, height = HEIGHT): Buffer {
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
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
