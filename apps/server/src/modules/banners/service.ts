import { BANNER_STATUS, type BannerSide, type BannerStatus } from '@console/domain/enums';
import type { ActiveBanner, BannerBody, BannerListQuery, BannerRow } from '@console/domain/schemas/banner';
import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { banner, sysUser } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

type Row = typeof banner.$inferSelect;
/** The most banners a side's carousel carries. */
export const ACTIVE_BANNERS_MAX = 20;
/** What a banner's image may be: the picture uploader's types. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

const creator = alias(sysUser, 'banner_creator');
const updater = alias(sysUser, 'banner_updater');

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The fields the operation log keeps of a banner before and after a change. */
function summary(r: Row) {
  const { id: _id, createdBy: _by, updatedBy: _changer, createdAt: _at, updatedAt: _changed, ...fields } = r;
  return { ...fields, startAt: iso(r.startAt), endAt: iso(r.endAt) };
}

function present(r: Row, createdByName: string | null, updatedByName: string | null): BannerRow {
  return {
    ...(summary(r) as Omit<BannerRow, 'id' | 'createdByName' | 'updatedByName' | 'createdAt' | 'updatedAt'>),
    id: r.id,
    createdByName,
    updatedByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Banners as staff keep them (list, detail, create, edit, on/off, delete) and as each side's carousel reads
 * them: on, within their period, by sort. Writes answer the before and after for the operation log.
 */
export class BannerService {
  constructor(
    private readonly db: Db,
    /** whether a link is an image stored through the console's uploader */
    private readonly isStoredImage: (url: string) => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(q: BannerListQuery) {
    const where = and(
      q.side ? eq(banner.side, q.side) : undefined,
      q.displayKind ? eq(banner.displayKind, q.displayKind) : undefined,
      q.linkType ? eq(banner.linkType, q.linkType) : undefined,
      q.status ? eq(banner.status, q.status) : undefined,
      keywordIn(q.keyword, banner.title),
      timeRange(q, banner.createdAt),
    );
    const page = await paginate(
      this.db
        .select({ row: banner, createdByName: creator.name, updatedByName: updater.name })
        .from(banner)
        .leftJoin(creator, eq(creator.id, banner.createdBy))
        .leftJoin(updater, eq(updater.id, banner.updatedBy))
        .where(where)
        .$dynamic(),
      this.db.select({ n: count() }).from(banner).where(where),
      q,
      orderBy(
        q,
        { sort: banner.sort, createdAt: banner.createdAt, updatedAt: banner.updatedAt, startAt: banner.startAt },
        { column: banner.createdAt, direction: 'desc' },
        banner.id,
      ),
    );
    return {
      rows: page.rows.map((r) => present(r.row, r.createdByName ?? null, r.updatedByName ?? null)),
      total: page.total,
    };
  }

  async detail(id: number): Promise<BannerRow> {
    const [r] = await this.db
      .select({ row: banner, createdByName: creator.name, updatedByName: updater.name })
      .from(banner)
      .leftJoin(creator, eq(creator.id, banner.createdBy))
      .leftJoin(updater, eq(updater.id, banner.updatedBy))
      .where(eq(banner.id, id));
    if (!r) throw notFound();
    return present(r.row, r.createdByName ?? null, r.updatedByName ?? null);
  }

  private async checkImage(url: string) {
    if (!(await this.isStoredImage(url))) {
      throw new AppError(
        400,
        'fieldInvalid',
        { field: 'imageUrl', reason: 'bannerImageInvalid' },
        { field: 'imageUrl' },
      );
    }
  }

  private values(body: BannerBody) {
    const day = (v: string | null | undefined) => (v ? new Date(v) : null);
    return { ...body, startAt: day(body.startAt), endAt: day(body.endAt) };
  }

  async create(p: Principal, body: BannerBody) {
    await this.checkImage(body.imageUrl);
    const [row] = await this.db
      .insert(banner)
      .values({ ...this.values(body), createdBy: p.userId, updatedBy: p.userId })
      .returning();
    if (!row) throw notFound();
    return { id: row.id, after: summary(row) };
  }

  /** Locks the banner, applies the change, answers before and after. */
  private async change(p: Principal, id: number, set: Partial<typeof banner.$inferInsert>) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(banner).where(eq(banner.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(banner)
        .set({ ...set, updatedBy: p.userId, updatedAt: this.now() })
        .where(eq(banner.id, id))
        .returning();
      return { before: summary(before), after: summary(after as Row) };
    });
  }

  async update(p: Principal, id: number, body: BannerBody) {
    await this.checkImage(body.imageUrl);
    return this.change(p, id, this.values(body));
  }

  setStatus(p: Principal, id: number, status: BannerStatus) {
    return this.change(p, id, { status });
  }

  async remove(id: number) {
    const [row] = await this.db.delete(banner).where(eq(banner.id, id)).returning();
    if (!row) throw notFound();
    return { before: summary(row) };
  }

  /** A side's banners now shown: on, within their period, smaller sort first. */
  async active(side: BannerSide): Promise<ActiveBanner[]> {
    const now = this.now();
    const rows = await this.db
      .select({
        id: banner.id,
        title: banner.title,
        imageUrl: banner.imageUrl,
        linkType: banner.linkType,
        link: banner.link,
        displayKind: banner.displayKind,
      })
      .from(banner)
      .where(
        and(
          eq(banner.side, side),
          eq(banner.status, BANNER_STATUS.on),
          or(isNull(banner.startAt), lte(banner.startAt, now)),
          or(isNull(banner.endAt), gt(banner.endAt, now)),
        ),
      )
      .orderBy(asc(banner.sort), asc(banner.id))
      .limit(ACTIVE_BANNERS_MAX);
    return rows.map((r) => ({
      ...r,
      linkType: r.linkType as ActiveBanner['linkType'],
      displayKind: r.displayKind as ActiveBanner['displayKind'],
    }));
  }
}
