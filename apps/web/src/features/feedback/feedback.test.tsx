import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { isFinished } from './api/get-history';
import { FeedbackForm, outcomeOf } from './components/feedback-form';
import { SuccessDialog } from './components/success-dialog';
import './i18n';

const postData = vi.fn();
vi.mock('../../lib/http/client', () => ({
  postData: (...args: unknown[]) => postData(...args),
  getData: vi.fn(),
}));
const notifyWarning = vi.fn();
vi.mock('../../lib/notify', () => ({
  notifyWarning: (text: string) => notifyWarning(text),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

const page = (rows: number, total: number) => ({
  rows: Array.from({ length: rows }, (_, i) => ({ id: i }) as never),
  total,
});

beforeEach(async () => {
  await setLanguage('zh');
  postData.mockReset();
  notifyWarning.mockReset();
});
afterEach(() => cleanup());

describe('feedback', () => {
  it('is a success only when data.code is 200; otherwise the server message, or 保存失败', () => {
    expect(outcomeOf({ code: 200, message: 'ok' }, '保存失败')).toEqual({ ok: true });
    expect(outcomeOf({ code: 500, message: '重复提交' }, '保存失败')).toEqual({ warning: '重复提交' });
    expect(outcomeOf({ code: 500, message: '' }, '保存失败')).toEqual({ warning: '保存失败' });
    expect(outcomeOf(undefined, '保存失败')).toEqual({ warning: '保存失败' });
  });

  it('the history is finished when the loaded count reaches the total', () => {
    expect(isFinished([page(20, 45)])).toBe(false);
    expect(isFinished([page(20, 45), page(20, 45)])).toBe(false);
    expect(isFinished([page(20, 45), page(20, 45), page(5, 45)])).toBe(true);
    expect(isFinished([page(0, 0)])).toBe(true);
  });

  it('asks for the type (请选择反馈类型) and the description (请输入反馈描述) before sending anything', async () => {
    render(wrap(<FeedbackForm onSubmitted={vi.fn()} />));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('请选择反馈类型', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(await screen.findByText('请输入反馈描述', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(postData).not.toHaveBeenCalled();
  });

  it('checks the description on blur, trims it, and counts up to 400 characters in 5 rows', async () => {
    render(wrap(<FeedbackForm onSubmitted={vi.fn()} />));
    const desc = screen.getByTestId('feedback-desc') as HTMLTextAreaElement;
    expect(desc.getAttribute('rows')).toBe('5');
    expect(desc.getAttribute('maxlength')).toBe('400');
    fireEvent.change(desc, { target: { value: '   ' } });
    fireEvent.blur(desc);
    expect(await screen.findByText('请输入反馈描述', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.change(desc, { target: { value: '  页面打不开  ' } });
    fireEvent.blur(desc);
    await waitFor(() => expect(desc.value).toBe('页面打不开'));
    expect(screen.getByText('5 / 400')).toBeTruthy();
  });

  it('warns with the server message when data.code is not 200 and clears the loading', async () => {
    postData.mockResolvedValue({ code: 500, message: '' });
    const onSubmitted = vi.fn();
    render(wrap(<FeedbackForm onSubmitted={onSubmitted} />));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('投诉'));
    fireEvent.change(screen.getByTestId('feedback-desc'), { target: { value: '  慢  ' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(notifyWarning).toHaveBeenCalledWith('保存失败'));
    expect(postData).toHaveBeenCalledWith(
      'system/oddFeedbackInfo/addOddFeedbackInfo',
      { feedType: '2', feedDesc: '慢', urls: '', sourceType: '1' },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) } },
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('feedback-submit').className).not.toMatch(/loading/));
  });

  it('reports a submission whose data.code is 200', async () => {
    postData.mockResolvedValue({ code: 200, message: '提交成功' });
    const onSubmitted = vi.fn();
    render(wrap(<FeedbackForm onSubmitted={onSubmitted} />));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('功能建议'));
    fireEvent.change(screen.getByTestId('feedback-desc'), { target: { value: '建议' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(notifyWarning).not.toHaveBeenCalled();
  });

  it('the success dialog closes itself after 3 seconds', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(wrap(<SuccessDialog open onClose={onClose} />));
      act(() => vi.advanceTimersByTime(2999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
