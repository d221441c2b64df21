import { ONLINE_LOADING_MS, type PhoneCall } from '@console/domain/schemas/softphone';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallButton } from '../../../components/call-button';
import { setLanguage } from '../../../lib/i18n/i18n';
import { useCallChannel } from '../../../lib/softphone/call-channel';
import { fakePhone, seatStatus } from '../phone/fake-phone';
import { formatDuration } from './call-timer';
import { SoftphoneControl } from './softphone-control';
import '../i18n';

const flush = async () => {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
};

beforeEach(async () => {
  await setLanguage('zh');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inCall: PhoneCall = {
  callId: 'in1',
  direction: 'in',
  maskedNumber: '139****8888',
  businessType: 'order',
  businessId: 'O20240001',
  rungAt: 0,
  answeredAt: null,
  held: false,
  muted: false,
};

/** The control, opened, for a fake phone that is online on seat 8001. */
async function onlineControl() {
  const f = fakePhone();
  render(<SoftphoneControl phone={f.phone} />);
  fireEvent.click(screen.getByTestId('softphone-fab'));
  await flush();
  f.phone.getState().selectSeat('A1001');
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  await act(() => f.phone.getState().goOnline());
  await flush();
  act(() => {
    f.socket().accept();
    f.socket().fire('agentStateChanged', { status: seatStatus() });
  });
  // The online button loads for 3 s, then the online panel shows.
  expect(screen.getByTestId('softphone-online').className).toContain('ant-btn-loading');
  act(() => {
    vi.advanceTimersByTime(ONLINE_LOADING_MS);
  });
  expect(screen.queryByTestId('softphone-online')).toBeNull();
  return f;
}

describe('SoftphoneControl', () => {
  it('is a small button labelled with the state; opened, it offers the seats, refresh and go online', async () => {
    const f = fakePhone();
    render(<SoftphoneControl phone={f.phone} />);
    await flush();
    const fab = screen.getByRole('button', { name: '呼叫中心：未上线' });
    fireEvent.click(fab);
    const panel = screen.getByRole('region', { name: '呼叫中心' });
    expect(within(panel).getByRole('button', { name: /刷\s*新/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /上\s*线/ })).toBeTruthy();
    expect(within(panel).getByLabelText('坐席')).toBeTruthy();
    // The free seats only, each by its seat id and its VoIP number.
    expect(f.phone.getState().seats.map((s) => s.voipNumber)).toEqual(['8001', '8003']);
    fireEvent.mouseDown(within(panel).getByRole('combobox'));
    expect(await screen.findByTitle('A1001（8001）')).toBeTruthy();
    expect(screen.getByTitle('A1003（8003）')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '收起' }));
    expect(screen.getByTestId('softphone-fab')).toBeTruthy();
  });

  it('is not shown, nor are call buttons, when the server says the softphone is not theirs (no call centre)', async () => {
    const refused = Object.assign(new Error('您不属于任何呼叫中心'), { status: 403 });
    const f = fakePhone({ listSeats: vi.fn(async () => Promise.reject(refused)) });
    render(
      <>
        <SoftphoneControl phone={f.phone} />
        <CallButton businessType="order" businessId="O1" who="王*雨" />
      </>,
    );
    await flush();
    expect(screen.queryByTestId('softphone-fab')).toBeNull();
    expect(screen.queryByTestId('call-button')).toBeNull();
    expect(f.deps.notify.error).not.toHaveBeenCalled();
  });

  it("tells any other refusal of the seat list in the server's words", async () => {
    const failed = Object.assign(new Error('坐席服务暂不可用'), { status: 500 });
    const f = fakePhone({ listSeats: vi.fn(async () => Promise.reject(failed)) });
    render(<SoftphoneControl phone={f.phone} />);
    await flush();
    expect(screen.getByTestId('softphone-fab')).toBeTruthy();
    expect(f.deps.notify.error).toHaveBeenCalledWith('坐席服务暂不可用');
  });

  it('online and idle: the seat number, go offline, the state, the timer at 00:00:00 and the number field', async () => {
    await onlineControl();
    const panel = screen.getByTestId('softphone');
    expect(within(panel).getByTestId('softphone-seat-number').textContent).toBe('坐席 8001');
    expect(within(panel).getByRole('button', { name: /下\s*线/ })).toBeTruthy();
    expect(within(panel).getByTestId('softphone-timer').textContent).toBe('00:00:00');
    expect(within(panel).getByLabelText('电话号码')).toBeTruthy();
    expect(within(panel).getByTestId('softphone-state').textContent).toContain('空闲');
  });

  it('an incoming ring opens the control and shows the masked number, the business and answer', async () => {
    const f = fakePhone();
    render(<SoftphoneControl phone={f.phone} />);
    f.phone.getState().selectSeat('A1001');
    await act(() => f.phone.getState().goOnline());
    await flush();
    act(() => {
      f.socket().accept();
      f.socket().fire('incomingRing', {
        status: seatStatus({ agentState: 'ringing', phoneState: 'incomingRing', CallID: 'in1', call: inCall }),
      });
    });
    const ring = screen.getByRole('alert');
    expect(ring.textContent).toContain('来电 139****8888');
    expect(ring.textContent).toContain('订单 O20240001');
    expect(within(ring).getByRole('button', { name: /接\s*听/ })).toBeTruthy();
  });

  it('the timer ticks every second from placement; connection cleared puts it back and says why', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const f = await onlineControl();
    f.socket().replies.set('dial', { code: 200, data: { callId: 'c1' } });
    fireEvent.change(screen.getByLabelText('电话号码'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByTestId('softphone-call'));
    await flush();
    act(() => {
      f.socket().fire('outgoingRing', {
        status: seatStatus({
          agentState: 'ringing',
          phoneState: 'outgoingRing',
          CallID: 'c1',
          call: {
            ...inCall,
            callId: 'c1',
            direction: 'out',
            maskedNumber: '138****0000',
            businessType: null,
            businessId: null,
          },
        }),
      });
    });
    expect(screen.getByTestId('softphone-active-call').textContent).toContain('正在呼叫 138****0000');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('softphone-timer').textContent).toBe('00:00:02');
    act(() => {
      f.socket().fire('connectionCleared', { status: seatStatus(), outcome: 'noAnswer', callId: 'c1' });
    });
    expect(screen.getByTestId('softphone-timer').textContent).toBe('00:00:00');
    expect(screen.getByTestId('softphone-outcome').textContent).toBe('上次通话：无人接听');
  });

  it('call buttons show only while the control is on the page, and dial by business id', async () => {
    const f = await onlineControl();
    f.socket().replies.set('dial', { code: 200, data: { callId: 'c2' } });
    render(<CallButton businessType="order" businessId="O20240001" who="张三" />);
    fireEvent.click(screen.getByRole('button', { name: '拨打 张三' }));
    await flush();
    expect(f.socket().sent.at(-1)).toMatchObject({
      name: 'dial',
      payload: { businessType: 'order', businessId: 'O20240001' },
    });
    cleanup();
    expect(useCallChannel.getState().ready).toBe(false);
    render(<CallButton businessType="order" businessId="O20240001" who="张三" />);
    expect(screen.queryByRole('button', { name: '拨打 张三' })).toBeNull();
  });

  it('keeps where it was dragged; a press of 200 ms or more is a drag, not a click', async () => {
    const f = fakePhone();
    render(<SoftphoneControl phone={f.phone} />);
    const fab = screen.getByTestId('softphone-fab');
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const start = { left: Number.parseFloat(fab.style.left), top: Number.parseFloat(fab.style.top) };
    fireEvent.pointerDown(fab, { button: 0, pointerId: 1, clientX: start.left + 10, clientY: start.top + 10 });
    fireEvent.pointerMove(fab, { pointerId: 1, clientX: 210, clientY: 160 });
    now += 200;
    fireEvent.pointerUp(fab, { pointerId: 1, clientX: 210, clientY: 160 });
    fireEvent.click(fab);
    expect(screen.queryByTestId('softphone')).toBeNull();
    expect(JSON.parse(localStorage.getItem('console-softphonePosition') ?? 'null')?.content ?? null).toEqual({
      left: 200,
      top: 150,
    });
    fireEvent.click(fab);
    expect(screen.getByTestId('softphone')).toBeTruthy();
  });

  it('formats durations as HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(59.9)).toBe('00:00:59');
  });
});

describe('an offered callback on the control', () => {
  it('shows whom to call back and about what; 回拨 accepts, 转给其他坐席 passes it on', async () => {
    const f = await onlineControl();
    const offer = {
      callbackId: 5,
      maskedNumber: '138****5678',
      businessType: 'order',
      businessId: 'O20240001',
      missedAt: new Date(2026, 0, 1, 9, 30, 5).getTime(),
      offerEndsAt: Date.now() + 30_000,
    };
    act(() => f.socket().fire('callbackOffered', offer));
    const box = screen.getByTestId('softphone-callback');
    expect(box.textContent).toContain('待回拨 138****5678');
    expect(box.textContent).toContain('未接来电时间 09:30:05');
    expect(box.textContent).toContain('O20240001');
    f.socket().replies.set('declineCallback', { code: 200, data: null });
    fireEvent.click(within(box).getByRole('button', { name: /转给其他坐席/ }));
    await flush();
    expect(f.socket().sent.at(-1)).toMatchObject({ name: 'declineCallback', payload: { callbackId: 5 } });
    expect(screen.queryByTestId('softphone-callback')).toBeNull();

    act(() => f.socket().fire('callbackOffered', { ...offer, callbackId: 6 }));
    f.socket().replies.set('acceptCallback', { code: 200, data: { callId: 'out9' } });
    fireEvent.click(screen.getByTestId('softphone-callback-accept'));
    await flush();
    expect(f.socket().sent.at(-1)).toMatchObject({ name: 'acceptCallback', payload: { callbackId: 6 } });
    expect(screen.queryByTestId('softphone-callback')).toBeNull();
  });
});
