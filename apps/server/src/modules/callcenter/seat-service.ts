import type { SeatLockAnswer, SeatRow } from '@console/domain/schemas/softphone';
import { and, asc, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { callCenterMember, callSeat } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { hasPermission, type Principal } from '../../http/principal.js';

/** The permission that lets staff release anybody's seat (seat management). */
export const SEAT_MANAGE = 'telManage:seat';

export interface HeldSeat {
  agentId: string;
  voipNumber: string;
  oemSerial: string;
  userId: number;
}

/** Who holds a seat: a user through one sign-in (the session that locked it). */
export interface SeatHolder {
  userId: number;
  sessionId: number;
}

/** Sign-ins that ended (lib/revocations.ts): one session, or every session of a user but one. */
export type EndedSessions = { sessionId: number } | { userId: number; keepSessionId?: number };

/** A seat let go. */
export const FREE_SEAT = { lockedBy: null, lockedAt: null, lockedSession: null };

/**
 * Seats in the database: the list, lock (atomic, one seat per user), unlock and release. Which seats have a phone
 * online is the gateway's business; `isOnline` is asked when releasing seats left behind.
 */
export class SeatService {
  constructor(private readonly db: Db) {}

  /** The caller's call centre; refused when they have none. */
  async centreOf(userId: number): Promise<string> {
    const [row] = await this.db
      .select({ oemSerial: callCenterMember.oemSerial })
      .from(callCenterMember)
      .where(eq(callCenterMember.userId, userId));
    if (!row) throw forbidden('noCallCentre');
    return row.oemSerial;
  }

  /** The centre's seats; lock 0 when free or held by the caller (theirs to take again). */
  async list(p: Principal, oemSerial: string | undefined, pageNum: number, pageSize: number) {
    const centre = await this.centreOf(p.userId);
    if (oemSerial !== undefined && oemSerial !== centre) return { rows: [] as SeatRow[], total: 0 };
    const rows = await this.db
      .select({
        agentId: callSeat.agentId,
        voipNumber: callSeat.voipNumber,
        lock: sql<number>`case when ${callSeat.lockedBy} is null or ${callSeat.lockedBy} = ${p.userId} then 0 else 1 end`,
      })
      .from(callSeat)
      .where(eq(callSeat.oemSerial, centre))
      .orderBy(asc(callSeat.agentId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(callSeat)
      .where(eq(callSeat.oemSerial, centre));
    return { rows: rows.map((r) => ({ ...r, lock: Number(r.lock) })), total: counted?.n ?? 0 };
  }

  /**
   * Takes a seat in one statement per step inside a transaction: the caller's other seat is let go, then the seat
   * is taken only if free or already theirs. Two agents racing for one seat: the row lock lets exactly one win.
   */
  async lock(p: Principal, agentId: string): Promise<SeatLockAnswer & { released: string | null }> {
    const centre = await this.centreOf(p.userId);
    return this.db.transaction(async (tx) => {
      const [seat] = await tx.select().from(callSeat).where(eq(callSeat.agentId, agentId)).for('update');
      if (!seat) throw notFound('noSeat');
      if (seat.oemSerial !== centre) throw forbidden('seatOtherCentre');
      if (seat.lockedBy !== null && seat.lockedBy !== p.userId) throw conflict('seatTaken', { agentId });
      const released = await tx
        .update(callSeat)
        .set(FREE_SEAT)
        .where(and(eq(callSeat.lockedBy, p.userId), sql`${callSeat.agentId} <> ${agentId}`))
        .returning({ agentId: callSeat.agentId });
      const taken = await tx
        .update(callSeat)
        .set({ lockedBy: p.userId, lockedAt: new Date(), lockedSession: p.sessionId })
        .where(and(eq(callSeat.id, seat.id), or(isNull(callSeat.lockedBy), eq(callSeat.lockedBy, p.userId))))
        .returning({ agentId: callSeat.agentId });
      if (taken.length === 0) throw conflict('seatTaken', { agentId });
      return {
        agentId: seat.agentId,
        voipNumber: seat.voipNumber,
        message: '',
        released: released[0]?.agentId ?? null,
      };
    });
  }

  /** Lets a seat go: its holder, or a seat manager of the same call centre. Answers who held it. */
  async unlock(p: Principal, agentId: string): Promise<number | null> {
    const centre = await this.centreOf(p.userId);
    const [seat] = await this.db.select().from(callSeat).where(eq(callSeat.agentId, agentId));
    if (!seat) throw notFound('noSeat');
    if (seat.oemSerial !== centre) throw forbidden('seatOtherCentre');
    if (seat.lockedBy === null) return null;
    if (seat.lockedBy !== p.userId && !hasPermission(p, SEAT_MANAGE)) throw forbidden('seatNotHeld');
    await this.release(agentId, seat.lockedBy);
    return seat.lockedBy;
  }

  /**
   * Frees a seat if this user still holds it (a phone that dropped, a seat manager); with a session, only if it
   * is still held through that sign-in (the user may have taken it again from another one since).
   */
  async release(agentId: string, userId: number, sessionId?: number): Promise<boolean> {
    const freed = await this.db
      .update(callSeat)
      .set(FREE_SEAT)
      .where(
        and(
          eq(callSeat.agentId, agentId),
          eq(callSeat.lockedBy, userId),
          sessionId === undefined ? undefined : eq(callSeat.lockedSession, sessionId),
        ),
      )
      .returning({ id: callSeat.id });
    return freed.length > 0;
  }

  /** Frees the seats taken through sign-ins that ended; answers their agent ids. */
  async releaseEnded(ended: EndedSessions): Promise<string[]> {
    let where: SQL | undefined;
    if ('sessionId' in ended) where = eq(callSeat.lockedSession, ended.sessionId);
    else {
      const keep = ended.keepSessionId;
      // A seat locked before seats knew their session (null) goes with the user's other sessions.
      where = and(
        eq(callSeat.lockedBy, ended.userId),
        keep === undefined ? undefined : or(isNull(callSeat.lockedSession), ne(callSeat.lockedSession, keep)),
      );
    }
    const freed = await this.db.update(callSeat).set(FREE_SEAT).where(where).returning({ agentId: callSeat.agentId });
    return freed.map((r) => r.agentId);
  }

  /** A seat by its id: its call centre and who holds it. */
  async seat(agentId: string): Promise<{ oemSerial: string; lockedBy: number | null } | null> {
    const [seat] = await this.db
      .select({ oemSerial: callSeat.oemSerial, lockedBy: callSeat.lockedBy })
      .from(callSeat)
      .where(eq(callSeat.agentId, agentId));
    return seat ?? null;
  }

  /** The seat, if this user holds it through this sign-in. */
  async heldBy(holder: SeatHolder, agentId: string): Promise<HeldSeat | null> {
    const [seat] = await this.db
      .select()
      .from(callSeat)
      .where(
        and(
          eq(callSeat.agentId, agentId),
          eq(callSeat.lockedBy, holder.userId),
          eq(callSeat.lockedSession, holder.sessionId),
        ),
      );
    return seat
      ? { agentId: seat.agentId, voipNumber: seat.voipNumber, oemSerial: seat.oemSerial, userId: holder.userId }
      : null;
  }

  /** Releases the centre's seats held longer than the grace period with no phone online; answers how many. */
  async releaseAbandoned(centre: string, graceMs: number, isOnline: (agentId: string) => boolean): Promise<number> {
    const held = await this.db
      .select({ agentId: callSeat.agentId, lockedBy: callSeat.lockedBy })
      .from(callSeat)
      .where(
        and(
          eq(callSeat.oemSerial, centre),
          isNotNull(callSeat.lockedBy),
          lt(callSeat.lockedAt, new Date(Date.now() - graceMs)),
        ),
      );
    let released = 0;
    for (const seat of held) {
      if (isOnline(seat.agentId) || seat.lockedBy === null) continue;
      if (await this.release(seat.agentId, seat.lockedBy)) released += 1;
    }
    return released;
  }
}
