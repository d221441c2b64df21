import type { CallCentreRow } from '@console/domain/schemas/softphone';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { callCenterMember, callSeat, sysUser } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { FREE_SEAT } from './seat-service.js';

/**
 * Who works for which call centre (administration, 用户管理). A call centre is the seats that share its serial;
 * a member may take any free seat of theirs.
 */
export class CallCentreMembers {
  constructor(private readonly db: Db) {}

  /** Every call centre with its seats, by serial then seat id. */
  async centres(): Promise<CallCentreRow[]> {
    const seats = await this.db
      .select({ oemSerial: callSeat.oemSerial, agentId: callSeat.agentId, voipNumber: callSeat.voipNumber })
      .from(callSeat)
      .orderBy(asc(callSeat.oemSerial), asc(callSeat.agentId));
    const byCentre = new Map<string, CallCentreRow>();
    for (const { oemSerial, agentId, voipNumber } of seats) {
      const centre = byCentre.get(oemSerial) ?? { oemSerial, seats: [] };
      centre.seats.push({ agentId, voipNumber });
      byCentre.set(oemSerial, centre);
    }
    return [...byCentre.values()];
  }

  async of(userId: number): Promise<string | null> {
    await this.user(userId);
    const [row] = await this.db
      .select({ oemSerial: callCenterMember.oemSerial })
      .from(callCenterMember)
      .where(eq(callCenterMember.userId, userId));
    return row?.oemSerial ?? null;
  }

  /**
   * Puts the user in a call centre (null: in none). Leaving their centre lets their seat go: answers its agent id,
   * for its phone to go offline.
   */
  async set(userId: number, oemSerial: string | null): Promise<string | null> {
    await this.user(userId);
    if (oemSerial !== null) {
      const [seat] = await this.db
        .select({ id: callSeat.id })
        .from(callSeat)
        .where(eq(callSeat.oemSerial, oemSerial))
        .limit(1);
      if (!seat) throw notFound('callCentreNotFound');
    }
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ oemSerial: callCenterMember.oemSerial })
        .from(callCenterMember)
        .where(eq(callCenterMember.userId, userId))
        .for('update');
      if ((before?.oemSerial ?? null) === oemSerial) return null;
      if (oemSerial === null) await tx.delete(callCenterMember).where(eq(callCenterMember.userId, userId));
      else {
        await tx
          .insert(callCenterMember)
          .values({ userId, oemSerial })
          .onConflictDoUpdate({ target: callCenterMember.userId, set: { oemSerial } });
      }
      const [released] = await tx
        .update(callSeat)
        .set(FREE_SEAT)
        .where(eq(callSeat.lockedBy, userId))
        .returning({ agentId: callSeat.agentId });
      return released?.agentId ?? null;
    });
  }

  private async user(userId: number): Promise<void> {
    const [user] = await this.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId));
    if (!user) throw notFound('notFound');
  }
}
