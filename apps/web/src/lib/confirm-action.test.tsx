import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConfirmAction, useConfirmAction } from './confirm-action';
import { setLanguage } from './i18n/i18n';

const onOk = vi.fn<() => Promise<void>>();

function Asker({ action }: { action: Omit<ConfirmAction, 'onOk'> }) {
  const confirmAction = useConfirmAction();
  return <Button onClick={() => confirmAction({ ...action, onOk })}>Delete</Button>;
}

const dialogs = () => document.querySelectorAll('.ant-modal-confirm');

beforeEach(async () => {
  await setLanguage('zh');
  onOk.mockReset();
  onOk.mockResolvedValue();
});
afterEach(() => cleanup());

describe('useConfirmAction', () => {
  it("asks with the console's texts (系统提示, 确定, 取消) and runs the action on OK", async () => {
    render(
      <App>
        <Asker action={{ content: '确定删除吗？' }} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('系统提示');
    expect(dialog.textContent).toContain('确定删除吗？');
    expect(screen.getByRole('button', { name: '取 消' })).toBeTruthy();
    expect(dialog.querySelector('.ant-btn-dangerous')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it('opens one dialog for a double click and asks again once it is closed; a danger action has a red OK', async () => {
    render(
      <App>
        <Asker action={{ title: '删除', content: '确定删除吗？', danger: true, okText: '删除' }} />
      </App>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(dialogs()).toHaveLength(1);
    expect(document.querySelector('.ant-modal-confirm .ant-btn-dangerous')?.textContent?.replace(/\s/g, '')).toBe(
      '删除',
    );
    // closed, it asks again at once (not only after the closing animation)
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm:not(.ant-zoom-leave)')).toHaveLength(1));
  });
});
