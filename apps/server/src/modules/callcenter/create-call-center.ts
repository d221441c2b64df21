import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from '../../realtime/contract.js';
import type { CallCenterGateway, GatewayListener } from './gateway.js';
import { CallCentreMembers } from './membership.js';
import { PhoneDesk } from './phone-desk.js';
import { RemoteCallCenter } from './remote/remote-gateway.js';
import { CallCenterService } from './service.js';
import { CallCenterSimulator } from './simulator.js';

/**
 * The call centre wired: the service, the gateway driver (the embedded simulator, or with CALL_CENTER_URL the
 * call-centre service several instances share: remote/), the phone desk (the `/phone` namespace). Gateway events become socket events and call records. Decorated as `app.callCenter`.
 */
export function createCallCenter(app: FastifyInstance, io: RealtimeServer): CallCenter {
  const service = new CallCenterService(app.database.db, app.config.callCenter, app.log);
  let desk: PhoneDesk | null = null;
  const listener: GatewayListener = {
    phoneEvent: (agentId, name, status, extra) => desk?.emit(agentId, name, { status, ...extra }),
    callChanged: (facts) => service.recordCall(facts),
  };
  const { url, secret } = app.config.callCenter;
  const gateway: CallCenterGateway = url
    ? new RemoteCallCenter(url, secret, listener, app.log)
    : new CallCenterSimulator(app.config.callCenter, listener);
  desk = new PhoneDesk(app, io, service, gateway);
  return { service, gateway, desk, members: new CallCentreMembers(app.database.db) };
}

export interface CallCenter {
  service: CallCenterService;
  gateway: CallCenterGateway;
  desk: PhoneDesk;
  members: CallCentreMembers;
}
