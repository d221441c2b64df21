import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { callAgentState, callCenterMember, callSeat, sysUser } from '../schema/index.js';

/** The demo call centre's serial: the `agent` and `admin` users work its seats side by side. */
export const DEMO_CALL_CENTRE = 'OEM8800001';

/** A dozen seats, the staff who may take them, and the centre's own agent states (one not choosable). */
export async function seedDemoCallCentre(tx: Tx): Promise<void> {
  await tx.insert(callSeat).values(
    Array.from({ length: 12 }, (_, i) => ({
      oemSerial: DEMO_CALL_CENTRE,
      agentId: `${8001 + i}`,
      voipNumber: `05718680${String(1001 + i)}`,
    })),
  );
  const staff = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(inArray(sysUser.username, ['admin', 'agent']));
  await tx.insert(callCenterMember).values(staff.map((u) => ({ userId: u.id, oemSerial: DEMO_CALL_CENTRE })));
  await tx.insert(callAgentState).values([
    { oemSerial: DEMO_CALL_CENTRE, code: 'training', label: '培训', labelEn: 'Training', sort: 1 },
    { oemSerial: DEMO_CALL_CENTRE, code: 'meeting', label: '会议', labelEn: 'Meeting', sort: 2 },
    { oemSerial: DEMO_CALL_CENTRE, code: 'lunch', label: '用餐', labelEn: 'Lunch', sort: 3 },
    // Set by a supervisor's quality check, never by the agent.
    {
      oemSerial: DEMO_CALL_CENTRE,
      code: 'qualityCheck',
      label: '质检中',
      labelEn: 'Quality check',
      sort: 4,
      disabled: true,
    },
  ]);
}
