import type { FastifyInstance } from 'fastify';
import { callAgentState, callCenterMember, callSeat } from '../../db/schema/index.js';
import { createUser, tokensFor, unique } from '../../testing/factories.js';

/** A call centre of its own (so tests never share seats): `seats` seats and one custom state, one disabled. */
export async function callCentre(app: FastifyInstance, seats = 3) {
  const oemSerial = unique('OEM');
  const base = unique('S');
  // In the list's order (by agentId).
  const agentIds = Array.from({ length: seats }, (_, i) => `${base}-${String(i + 1).padStart(2, '0')}`);
  await app.database.db
    .insert(callSeat)
    .values(agentIds.map((agentId, i) => ({ oemSerial, agentId, voipNumber: `0571860${String(10000 + i)}` })));
  await app.database.db.insert(callAgentState).values([
    { oemSerial, code: 'training', label: '培训', labelEn: 'Training', sort: 1 },
    { oemSerial, code: 'qualityCheck', label: '质检中', labelEn: 'Quality check', sort: 2, disabled: true },
  ]);
  return { oemSerial, agentIds };
}

/** A staff user of a call centre, signed in; `roles` default to the seeded agent role (telManage:online). */
export async function callAgent(app: FastifyInstance, oemSerial: string, roles: string[] = ['agent']) {
  const user = await createUser(app, { userType: '01', roles });
  await app.database.db.insert(callCenterMember).values({ userId: user.id, oemSerial });
  const { access_token: token } = await tokensFor(app, user.username);
  return { user, token };
}
