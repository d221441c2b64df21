import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from '../../realtime/contract.js';
import { CALLBACK_TICK_MS, CallbackQueue } from './callbacks.js';
import type { CallCenterGateway, GatewayListener } from './gateway.js';
import { CallCentreMembers } from './membership.js';
import { PhoneDesk } from './phone-desk.js';
import { CallRecordings, RECORDING_SWEEP_MS } from './recordings.js';
import { RemoteCallCenter } from './remote/remote-gateway.js';
import { CallCenterService } from './service.js';
import { CallCenterSimulator } from './simulator.js';
import { WallboardDesk } from './wallboard.js';

/**
 * The call centre wired: the service, the gateway driver (the embedded simulator, or with CALL_CENTER_URL the
 * call-centre service several instances share: remote/), the phone desk (the `/phone` namespace), the wallboard (`/wallboard`), the recordings of talked calls and their retention sweep. Gateway events become socket events, call records, the state history and wallboard pushes. Decorated as `app.callCenter`.
 */
export function createCallCenter(app: FastifyInstance, io: RealtimeServer): CallCenter {
  const recordings = new CallRecordings(
    app.database.db,
    app.files.storage,
    app.config.storagePrefix,
    app.config.callCenter.recordingDays,
    app.log,
  );
  const service = new CallCenterService(app.database.db, app.config.callCenter, app.log, recordings);
  // Recordings past CALL_RECORDING_DAYS go (each claimed by one process when several sweep).
  const sweep = setInterval(
    () => recordings.sweep().catch((err) => app.log.warn({ err }, 'call recordings not swept')),
    RECORDING_SWEEP_MS,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  let desk: PhoneDesk | null = null;
  let wallboard: WallboardDesk | null = null;
  let callbacks: CallbackQueue | null = null;
  /** Queue work runs beside the events, never in their way: a failure is logged. */
  const queueWork = (work: (queue: CallbackQueue) => Promise<unknown>) => {
    if (callbacks) work(callbacks).catch((err) => app.log.warn({ err }, 'callback queue step failed'));
  };
  const listener: GatewayListener = {
    phoneEvent: (agentId, name, status, extra) => desk?.emit(agentId, name, { status, ...extra }),
    callChanged: (facts) => {
      service.recordCall(facts);
      wallboard?.changed(facts.agent.oemSerial);
      // A missed inbound call waits for a callback.
      if (facts.direction === 'in' && facts.endedAt && !facts.answeredAt) queueWork((q) => q.enqueue(facts));
    },
    stateChanged: (change) => {
      service.recordState(change);
      wallboard?.changed(change.agent.oemSerial);
      // An agent free again may be offered a callback; one going offline gives theirs back.
      const centre = change.agent.oemSerial;
      if (change.to === 'idle') queueWork((q) => q.dispatch(centre));
      if (change.to === 'offline') queueWork((q) => q.agentGone(change.agent.agentId, centre));
    },
  };
  const { url, secret } = app.config.callCenter;
  const gateway: CallCenterGateway = url
    ? new RemoteCallCenter(url, secret, listener, app.log)
    : new CallCenterSimulator(app.config.callCenter, listener);
  callbacks = new CallbackQueue(
    app.database.db,
    app.config.callCenter,
    (centre) => gateway.agents(centre),
    {
      offered: (agentId, offer) => desk?.notify(agentId, 'callbackOffered', offer),
      withdrawn: (agentId, event) => desk?.notify(agentId, 'callbackWithdrawn', event),
      changed: (centre) => wallboard?.changed(centre),
    },
    app.log,
  );
  const queue = callbacks;
  // Offers that ran out, callbacks that expired, callbacks waiting for an agent (claimed row by row: any process).
  const tick = setInterval(
    () => queue.tick().catch((err) => app.log.warn({ err }, 'callback queue not looked at')),
    CALLBACK_TICK_MS,
  );
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));
  desk = new PhoneDesk(app, io, service, gateway, callbacks, (centre) => wallboard?.changed(centre));
  wallboard = new WallboardDesk(app, io, service, gateway);
  return {
    service,
    gateway,
    desk,
    wallboard,
    recordings,
    callbacks,
    members: new CallCentreMembers(app.database.db),
  };
}

export interface CallCenter {
  service: CallCenterService;
  wallboard: WallboardDesk;
  gateway: CallCenterGateway;
  desk: PhoneDesk;
  members: CallCentreMembers;
  recordings: CallRecordings;
  callbacks: CallbackQueue;
}
