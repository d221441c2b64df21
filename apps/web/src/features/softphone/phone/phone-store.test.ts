import { ONLINE_LOADING_MS, type PhoneCall } from '@console/domain/schemas/softphone';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTabBus, fakePhone, memorySeat, seatStatus } from './fake-phone';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const outCall = (over: Partial<PhoneCall> = {}): PhoneCall => ({
  callId: 'c1',
  direction: 'out',
  maskedNumber: '138****0000',
  businessType: null,
  businessId: null,
  rungAt: 0,
  answeredAt: null,
  held: false,
  muted: false,
  ...over,
});

/** A phone online on seat A1001 (8001). */
async function onlinePhone() {
  const f = fakePhone();
  await f.phone.getState().loadSeats();
  f.phone.getState().selectSeat('A1001');
  await f.phone.getState().goOnline();
  await flush();
  f.socket().accept();
  f.socket().fire('agentStateChanged', { status: seatStatus() });
  await flush();
  return f;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('seats', () => {
  it('lists only the free seats (lock 0); refresh shows the server message and lists again', async () => {
    const { phone, deps } = fakePhone();
    await phone.getState().refresh();
    expect(deps.notify.success).toHaveBeenCalledWith('坐席已同步，释放了 0 个离线坐席');
    expect(phone.getState().seats.map((s) => s.agentId)).toEqual(['A1001', 'A1003']);
  });

  it('going online with no seat selected warns 无坐席，请刷新 and locks nothing', async () => {
    const { phone, deps } = fakePhone();
    await phone.getState().goOnline();
    expect(deps.notify.warning).toHaveBeenCalledWith('noSeatRefresh');
    expect(deps.lockSeat).not.toHaveBeenCalled();
  });

  it('a refused lock shows its message and stays offline', async () => {
    const { phone, deps } = fakePhone({
      lockSeat: vi.fn(async () => {
        throw new Error('坐席 A1001 已被他人占用，请刷新后选择其他坐席');
      }),
    });
    await phone.getState().loadSeats();
    phone.getState().selectSeat('A1001');
    await phone.getState().goOnline();
    expect(deps.notify.error).toHaveBeenCalledWith('坐席 A1001 已被他人占用，请刷新后选择其他坐席');
    expect(phone.getState().connection).toBe('offline');
  });
});

describe('going online and offline', () => {
  it('locks the seat, connects with a fresh agent token, loads 3 s, and is idle once the server says so', async () => {
    const { phone, deps, socket } = fakePhone();
    await phone.getState().loadSeats();
    phone.getState().selectSeat('A1001');
    await phone.getState().goOnline();
    expect(deps.lockSeat).toHaveBeenCalledWith('A1001');
    expect(phone.getState()).toMatchObject({ connection: 'connecting', onlineLoading: true });
    await flush();
    expect(socket().auth).toEqual({ token: 'tok-A1001' });
    socket().accept();
    socket().fire('agentStateChanged', { status: seatStatus() });
    expect(phone.getState()).toMatchObject({
      connection: 'online',
      seat: { agentId: 'A1001', voipNumber: '8001' },
      onlineLoading: true,
    });
    expect(phone.getState().status?.agentState).toBe('idle');
    vi.advanceTimersByTime(ONLINE_LOADING_MS - 1);
    expect(phone.getState().onlineLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(phone.getState().onlineLoading).toBe(false);
  });

  it('going offline unlocks the seat, disconnects and clears the state', async () => {
    const { phone, deps, socket } = await onlinePhone();
    await phone.getState().goOffline();
    expect(deps.unlockSeat).toHaveBeenCalledWith('A1001');
    expect(socket().connected).toBe(false);
    expect(phone.getState()).toMatchObject({ connection: 'offline', seat: null, status: null });
  });

  it('a second tab (or browser) is told the seat is in use and can take it over', async () => {
    const { phone, socket } = fakePhone();
    await phone.getState().loadSeats();
    phone.getState().selectSeat('A1001');
    await phone.getState().goOnline();
    await flush();
    socket().fire('connect_error', Object.assign(new Error('seatInUse'), { data: { code: 409, msg: 'in use' } }));
    expect(phone.getState().connection).toBe('elsewhere');
    await phone.getState().takeOver();
    await flush();
    expect(socket().auth).toEqual({ token: 'tok-A1001', takeover: true });
    socket().accept();
    expect(phone.getState().connection).toBe('online');
  });

  it('a taken-over tab shows the seat in use elsewhere; the tab channel tells tabs who owns it', async () => {
    const bus = new FakeTabBus();
    const first = fakePhone({ tabChannel: bus.channel() });
    first.phone.getState().start();
    await first.phone.getState().loadSeats();
    first.phone.getState().selectSeat('A1001');
    await first.phone.getState().goOnline();
    await flush();
    first.socket().accept();

    const second = fakePhone({ tabChannel: bus.channel() });
    second.phone.getState().start();
    expect(second.phone.getState()).toMatchObject({
      connection: 'elsewhere',
      seat: { agentId: 'A1001', voipNumber: '8001' },
    });
    await second.phone.getState().takeOver();
    await flush();
    second.socket().accept();
    first.socket().fire('takenOver');
    first.socket().fire('disconnect', 'io server disconnect');
    expect(first.phone.getState().connection).toBe('elsewhere');
    expect(first.deps.notify.warning).toHaveBeenCalledWith('takenOver');

    await second.phone.getState().goOffline();
    expect(first.phone.getState()).toMatchObject({ connection: 'offline', seat: null });
  });

  it('the page going away sends the offline beacon with the agent token, only from the tab that owns the seat', async () => {
    const { phone, deps } = await onlinePhone();
    expect(phone.getState().ownsSeat()).toBe(true);
    phone.getState().pageHide();
    expect(deps.sendBeacon).toHaveBeenCalledWith('tok-A1001');
    const offline = fakePhone();
    offline.phone.getState().pageHide();
    expect(offline.deps.sendBeacon).not.toHaveBeenCalled();
    expect(offline.phone.getState().ownsSeat()).toBe(false);
  });

  it('a reload comes back online on the seat the tab had, while the server still holds it for this sign-in', async () => {
    const saved = memorySeat();
    const before = fakePhone({ savedSeat: saved });
    await before.phone.getState().loadSeats();
    before.phone.getState().selectSeat('A1001');
    await before.phone.getState().goOnline();
    await flush();
    before.socket().accept();
    before.phone.getState().pageHide();

    // The reloaded page: no lock, a new agent token for the same seat, online again.
    const after = fakePhone({ savedSeat: saved });
    after.phone.getState().start();
    expect(after.phone.getState()).toMatchObject({ connection: 'connecting', seat: { agentId: 'A1001' } });
    await flush();
    await flush();
    // Brought back by the page, not by the agent: the server restores the state they chose if it lost them.
    expect(after.socket().auth).toEqual({ token: 'tok-A1001', resume: true });
    after.socket().accept();
    expect(after.phone.getState()).toMatchObject({ connection: 'online', seat: { agentId: 'A1001' } });
    expect(after.deps.lockSeat).not.toHaveBeenCalled();

    // Going offline forgets it: the next reload stays offline.
    await after.phone.getState().goOffline();
    const third = fakePhone({ savedSeat: saved });
    third.phone.getState().start();
    expect(third.phone.getState().connection).toBe('offline');
    expect(third.sockets).toHaveLength(0);
  });

  it('a reload after the seat was let go (grace over, another user) stays offline, quietly', async () => {
    const saved = memorySeat();
    saved.set({ user: 7, seat: { agentId: 'A1001', voipNumber: '8001' } });
    const after = fakePhone({
      savedSeat: saved,
      getAgentToken: vi.fn(async () => {
        throw new Error('无坐席');
      }),
    });
    after.phone.getState().start();
    await flush();
    expect(after.phone.getState()).toMatchObject({ connection: 'offline', seat: null });
    expect(after.sockets).toHaveLength(0);
    expect(after.deps.notify.error).not.toHaveBeenCalled();
    expect(saved.get()).toBeUndefined();
    // Another user signed in in this tab: not theirs to resume.
    saved.set({ user: 8, seat: { agentId: 'A1001', voipNumber: '8001' } });
    const other = fakePhone({ savedSeat: saved });
    other.phone.getState().start();
    expect(other.phone.getState().connection).toBe('offline');
  });

  it('keeps the agent token fresh while online (the beacon needs a valid one)', async () => {
    const { deps } = await onlinePhone();
    expect(deps.getAgentToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000 - 60_000);
    expect(deps.getAgentToken).toHaveBeenCalledTimes(2);
  });
});

describe('calls', () => {
  it('calling while offline warns 请先上线再拨打电话; no number warns 未检测到电话号码; a bad one is refused', async () => {
    const { phone, deps } = fakePhone();
    expect(await phone.getState().dial({ number: '13800000000' })).toBe(false);
    expect(deps.notify.warning).toHaveBeenLastCalledWith('offlineCall');
    const online = await onlinePhone();
    expect(await online.phone.getState().dial({ number: '  ' })).toBe(false);
    expect(online.deps.notify.warning).toHaveBeenLastCalledWith('noPhoneNumber');
    expect(await online.phone.getState().dial({ number: '12345' + 'x' })).toBe(false);
    expect(online.deps.notify.warning).toHaveBeenLastCalledWith('numberInvalid');
    expect(online.socket().sent.filter((c) => c.name === 'dial')).toEqual([]);
  });

  it('dials a number or a business; the timer starts once placed, hang-up resets it and hangs up the call id', async () => {
    const { phone, socket } = await onlinePhone();
    socket().replies.set('dial', { code: 200, data: { callId: 'c1' } });
    socket().replies.set('hangup', { code: 200, data: null });
    const before = Date.now();
    expect(await phone.getState().dial({ number: '010-88886666' })).toBe(true);
    expect(socket().sent.at(-1)?.payload).toEqual({ number: '010-88886666' });
    expect(phone.getState().callStartedAt).toBe(before);
    socket().fire('outgoingRing', { status: seatStatus({ agentState: 'ringing', CallID: 'c1', call: outCall() }) });
    vi.advanceTimersByTime(3000);
    socket().fire('established', {
      status: seatStatus({ agentState: 'talking', phoneState: 'established', CallID: 'c1', call: outCall() }),
    });
    expect(phone.getState().callStartedAt).toBe(before);
    await phone.getState().hangup();
    expect(phone.getState().callStartedAt).toBeNull();
    expect(socket().sent.at(-1)).toMatchObject({ name: 'hangup', payload: { callId: 'c1' } });

    await phone.getState().dial({ businessType: 'order', businessId: 'O202401010001' });
    expect(
      socket()
        .sent.filter((c) => c.name === 'dial')
        .at(-1)?.payload,
    ).toEqual({
      businessType: 'order',
      businessId: 'O202401010001',
    });
  });

  it('a refused dial shows the server message, or the spec message when there is none', async () => {
    const { phone, deps, socket } = await onlinePhone();
    socket().replies.set('dial', { code: 409, msg: '当前已有通话，请先挂断' });
    await phone.getState().dial({ number: '13800000000' });
    expect(deps.notify.error).toHaveBeenLastCalledWith('当前已有通话，请先挂断');
    socket().replies.set('dial', { code: 500 });
    await phone.getState().dial({ number: '13800000000' });
    expect(deps.notify.error).toHaveBeenLastCalledWith('dialFailed');
    expect(phone.getState().callStartedAt).toBeNull();
  });

  it('connection cleared resets the call id and the timer and tells the outcome', async () => {
    const { phone, deps, socket } = await onlinePhone();
    socket().replies.set('dial', { code: 200, data: { callId: 'c1' } });
    await phone.getState().dial({ number: '13800000000' });
    socket().fire('outgoingRing', { status: seatStatus({ agentState: 'ringing', CallID: 'c1', call: outCall() }) });
    socket().fire('connectionCleared', { status: seatStatus(), outcome: 'busy', callId: 'c1' });
    expect(phone.getState()).toMatchObject({ callStartedAt: null, lastOutcome: 'busy' });
    expect(phone.getState().status?.CallID).toBeNull();
    expect(deps.notify.warning).toHaveBeenLastCalledWith('outcome.busy');
  });

  it('an incoming ring opens the control; answering starts the timer', async () => {
    const { phone, socket } = await onlinePhone();
    const call = outCall({ callId: 'in1', direction: 'in', businessType: 'order', businessId: 'O1' });
    socket().fire('incomingRing', {
      status: seatStatus({ agentState: 'ringing', phoneState: 'incomingRing', CallID: 'in1', call }),
    });
    expect(phone.getState().ringSeq).toBe(1);
    expect(phone.getState().callStartedAt).toBeNull();
    socket().replies.set('answer', { code: 200, data: null });
    await phone.getState().answer();
    expect(socket().sent.at(-1)).toMatchObject({ name: 'answer', payload: { callId: 'in1' } });
    socket().fire('established', {
      status: seatStatus({ agentState: 'talking', phoneState: 'established', CallID: 'in1', call }),
    });
    expect(phone.getState().callStartedAt).toBe(Date.now());
  });

  it('hold, mute, DTMF, transfer and wrap-up send their commands with the current call id', async () => {
    const { phone, socket } = await onlinePhone();
    for (const name of ['hold', 'mute', 'dtmf', 'transfer', 'wrapup', 'setState']) {
      socket().replies.set(name, { code: 200, data: null });
    }
    socket().replies.set('transferTargets', {
      code: 200,
      data: [{ agentId: 'A1003', voipNumber: '8003', nickName: 'x' }],
    });
    socket().fire('established', {
      status: seatStatus({
        agentState: 'talking',
        phoneState: 'established',
        CallID: 'c9',
        call: outCall({ callId: 'c9' }),
      }),
    });
    await phone.getState().hold(true);
    await phone.getState().mute(true);
    expect(await phone.getState().dtmf('5')).toBe(true);
    expect(await phone.getState().transferTargets()).toHaveLength(1);
    expect(await phone.getState().transfer('A1003')).toBe(true);
    await phone.getState().wrapup('  回访成功 ');
    await phone.getState().setState('training');
    expect(
      socket()
        .sent.slice(-7)
        .map((c) => [c.name, c.payload]),
    ).toEqual([
      ['hold', { callId: 'c9', on: true }],
      ['mute', { callId: 'c9', on: true }],
      ['dtmf', { callId: 'c9', digits: '5' }],
      ['transferTargets', undefined],
      ['transfer', { callId: 'c9', toAgentId: 'A1003' }],
      ['wrapup', { note: '回访成功' }],
      ['setState', { state: 'training' }],
    ]);
  });

  it('the server ending the phone (seat unlocked elsewhere, signed out) leaves the control offline', async () => {
    const { phone, socket } = await onlinePhone();
    socket().fire('disconnect', 'io server disconnect');
    expect(phone.getState()).toMatchObject({ connection: 'offline', seat: null });
  });
});

describe('before going online', () => {
  it('says what is missing: the network, the server, a seat taken meanwhile; and takes no seat then', async () => {
    let up = false;
    const f = fakePhone({ networkUp: () => up });
    await f.phone.getState().loadSeats();
    f.phone.getState().selectSeat('A1001');
    await f.phone.getState().goOnline();
    expect(f.phone.getState().missing).toEqual(['network']);
    expect(f.deps.notify.warning).toHaveBeenCalledWith('checks.network');

    up = true;
    vi.mocked(f.deps.listSeats).mockRejectedValueOnce(Object.assign(new Error('系统错误'), { status: null }));
    await f.phone.getState().goOnline();
    expect(f.phone.getState().missing).toEqual(['server']);

    // Another agent took the seat since the list was loaded.
    vi.mocked(f.deps.listSeats).mockResolvedValueOnce([{ agentId: 'A1001', voipNumber: '8001', lock: 1 }]);
    await f.phone.getState().goOnline();
    expect(f.phone.getState()).toMatchObject({ missing: ['seatTaken'], selectedSeat: undefined });
    expect(f.deps.lockSeat).not.toHaveBeenCalled();

    f.phone.getState().selectSeat('A1003');
    await f.phone.getState().goOnline();
    expect(f.deps.lockSeat).toHaveBeenCalledWith('A1003');
    expect(f.phone.getState().missing).toEqual([]);
  });

  it('shows a phone channel that does not connect as missing, until it connects', async () => {
    const f = fakePhone();
    await f.phone.getState().loadSeats();
    f.phone.getState().selectSeat('A1001');
    await f.phone.getState().goOnline();
    await flush();
    f.socket().fire('connect_error', new Error('websocket error'));
    expect(f.phone.getState()).toMatchObject({ connection: 'connecting', missing: ['socket'] });
    f.socket().accept();
    expect(f.phone.getState()).toMatchObject({ connection: 'online', missing: [] });
  });
});

describe('a lost connection', () => {
  it('shows a lost network at once and connects again when the tab is back online', async () => {
    const f = await onlinePhone();
    const s = f.socket();
    f.phone.getState().networkLost();
    expect(f.phone.getState()).toMatchObject({ connection: 'reconnecting', missing: ['network'] });
    expect(s.connected).toBe(false);
    f.phone.getState().wake();
    await flush();
    s.accept();
    expect(f.phone.getState()).toMatchObject({ connection: 'online', missing: [] });
    expect(f.sockets).toHaveLength(1);
  });

  it('asks a woken tab whose socket looks connected for its state; no answer in time, it connects afresh', async () => {
    const f = fakePhone({ wakeProbeMs: 1_000 });
    await f.phone.getState().loadSeats();
    f.phone.getState().selectSeat('A1001');
    await f.phone.getState().goOnline();
    await flush();
    const s = f.socket();
    s.replies.delete('getState');
    s.accept();
    // Answered: the state the server has is shown (a break kept through the sleep).
    f.phone.getState().wake();
    const asked = s.sent.filter((c) => c.name === 'getState').at(-1);
    asked?.ack({ code: 200, data: seatStatus({ agentState: 'onBreak' }) });
    await flush();
    expect(f.phone.getState().status?.agentState).toBe('onBreak');
    vi.advanceTimersByTime(1_000);
    expect(f.phone.getState().connection).toBe('online');
    // A dead socket that still looks connected: no answer, so it connects again.
    f.phone.getState().wake();
    vi.advanceTimersByTime(1_000);
    expect(f.phone.getState().connection).toBe('reconnecting');
    await flush();
    s.accept();
    expect(f.phone.getState().connection).toBe('online');
  });
});

describe('a supervisor takes the agent offline', () => {
  it('tells the agent why, in their language, and keeps it on the control until they go online again', async () => {
    const f = await onlinePhone();
    const s = f.socket();
    s.fire('forcedOffline', { reason: 'meeting', note: '10 点例会', by: '王班长' });
    s.fire('disconnect', 'io server disconnect');
    expect(f.phone.getState()).toMatchObject({
      connection: 'offline',
      forced: { reason: 'meeting', note: '10 点例会', by: '王班长' },
    });
    expect(f.deps.notify.warning).toHaveBeenCalledWith(
      `forced.notice ${JSON.stringify({ by: '王班长', reason: 'forceReason.meeting' })}`,
    );
    vi.advanceTimersByTime(ONLINE_LOADING_MS);
    f.phone.getState().selectSeat('A1001');
    await f.phone.getState().goOnline();
    expect(f.phone.getState().forced).toBeNull();
  });
});

describe("a missed call's callback offered to the agent", () => {
  const offer = {
    callbackId: 7,
    maskedNumber: '138****5678',
    businessType: 'order',
    businessId: 'O1',
    missedAt: 1,
    offerEndsAt: 2,
  };

  it('shows the offer; accepting places the call (the timer starts) and clears it', async () => {
    const f = await onlinePhone();
    const s = f.socket();
    s.fire('callbackOffered', offer);
    expect(f.phone.getState().callback).toEqual(offer);
    s.replies.set('acceptCallback', { code: 200, data: { callId: 'c9' } });
    expect(await f.phone.getState().acceptCallback()).toBe(true);
    expect(s.sent.at(-1)).toMatchObject({ name: 'acceptCallback', payload: { callbackId: 7 } });
    expect(f.phone.getState().callback).toBeNull();
    expect(f.phone.getState().callStartedAt).not.toBeNull();
  });

  it('declining passes it on; a refusal is shown in the server’s words', async () => {
    const f = await onlinePhone();
    const s = f.socket();
    s.fire('callbackOffered', offer);
    s.replies.set('declineCallback', { code: 200, data: null });
    await f.phone.getState().declineCallback();
    expect(s.sent.at(-1)).toMatchObject({ name: 'declineCallback', payload: { callbackId: 7 } });
    expect(f.phone.getState().callback).toBeNull();
    s.fire('callbackOffered', { ...offer, callbackId: 8 });
    s.replies.set('acceptCallback', { code: 409, msg: '该回拨已不再分配给您' });
    expect(await f.phone.getState().acceptCallback()).toBe(false);
    expect(f.deps.notify.error).toHaveBeenCalledWith('该回拨已不再分配给您');
    expect(f.phone.getState().callStartedAt).toBeNull();
  });

  it('a withdrawn offer goes from the control with why; another callback’s withdrawal changes nothing', async () => {
    const f = await onlinePhone();
    const s = f.socket();
    s.fire('callbackOffered', offer);
    s.fire('callbackWithdrawn', { callbackId: 99, reason: 'timeout' });
    expect(f.phone.getState().callback).toEqual(offer);
    s.fire('callbackWithdrawn', { callbackId: 7, reason: 'timeout' });
    expect(f.phone.getState().callback).toBeNull();
    expect(f.deps.notify.warning).toHaveBeenCalledWith('callback.withdrawn.timeout');
  });
});
