import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { SimulateInboundDialog } from './simulate-inbound-dialog';
import '../i18n';

const simulateInbound = vi.hoisted(() => vi.fn());
vi.mock('../api/simulate-inbound', () => ({ simulateInbound }));

beforeEach(async () => {
  await setLanguage('zh');
  simulateInbound.mockReset();
});
afterEach(cleanup);

const ok = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;

describe('SimulateInboundDialog', () => {
  it('needs the caller number, then rings the given seat about the given business', async () => {
    simulateInbound.mockResolvedValue({ callId: 'in1', agentId: '8012' });
    const onClose = vi.fn();
    render(
      <App>
        <SimulateInboundDialog open onClose={onClose} />
      </App>,
    );
    fireEvent.click(ok());
    expect(await screen.findByText('请输入来电号码')).toBeTruthy();
    expect(simulateInbound).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('来电号码'), { target: { value: ' 13912345678 ' } });
    fireEvent.change(screen.getByLabelText('指定坐席编号'), { target: { value: '8012' } });
    fireEvent.change(screen.getByLabelText('业务编号'), { target: { value: 'O20261101000003' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(simulateInbound.mock.calls[0]?.[0]).toEqual({
      number: '13912345678',
      agentId: '8012',
      businessType: 'order',
      businessId: 'O20261101000003',
    });
  });

  it('without a business id sends no business, and without a seat lets the simulator pick one', async () => {
    simulateInbound.mockResolvedValue({ callId: 'in2', agentId: '8003' });
    render(
      <App>
        <SimulateInboundDialog open onClose={() => {}} />
      </App>,
    );
    fireEvent.change(screen.getByLabelText('来电号码'), { target: { value: '01088886666' } });
    fireEvent.click(ok());
    await waitFor(() => expect(simulateInbound).toHaveBeenCalled());
    expect(simulateInbound.mock.calls[0]?.[0]).toEqual({
      number: '01088886666',
      agentId: undefined,
      businessType: undefined,
      businessId: undefined,
    });
  });
});
