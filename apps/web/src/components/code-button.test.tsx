import type { SentCode } from '@console/domain/schemas/onboarding';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContractCode } from '../features/client/contracts/api/contract-actions';
import { fakeTransport, ok, type Reply } from '../lib/http/fake-transport';
import { setLanguage } from '../lib/i18n/i18n';
import { CodeButton, RESEND_SECONDS } from './code-button';

/** The server answers the code request when the test says so. */
let answer: (reply: Reply) => void = () => {};
const transport = fakeTransport(
  () =>
    new Promise<Reply>((resolve) => {
      answer = resolve;
    }),
);
const codeRequests = () => transport.calls.filter((c) => c.url === 'client/contract/7/code');
const onDemoCode = vi.fn();

function renderButton(send: () => Promise<SentCode | undefined> = () => sendContractCode(7)) {
  render(
    <App>
      <CodeButton send={send} onDemoCode={onDemoCode} testId="send-code" />
    </App>,
  );
  return screen.getByTestId('send-code');
}

beforeEach(async () => {
  await setLanguage('zh');
  transport.calls.length = 0;
  onDemoCode.mockReset();
});
afterEach(() => cleanup());

describe('<CodeButton>', () => {
  it('sends one request for a double click (the contract drawer sign code), then counts down', async () => {
    const button = renderButton();
    expect(button.textContent).toBe('获取验证码');
    // both clicks before React draws again: a guard kept in state (the drawer's old copy) would let both through
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(codeRequests()).toHaveLength(1));
    await act(async () => answer(ok({ expiresIn: 300, demoCode: '123456' })));
    await waitFor(() => expect(button.textContent).toBe(`${RESEND_SECONDS} 秒后重新获取`));
    expect(onDemoCode).toHaveBeenCalledWith('123456');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(codeRequests()).toHaveLength(1);
  });

  it('is free again at once when the server refuses (the http client says why), and sends nothing when told not to', async () => {
    const button = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(codeRequests()).toHaveLength(1));
    await act(async () => answer({ status: 429, data: { code: 429, msg: 'too many requests', data: null } }));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.textContent).toBe('获取验证码');
    expect(onDemoCode).not.toHaveBeenCalled();
    cleanup();

    const skipped = renderButton(async () => undefined);
    fireEvent.click(skipped);
    await waitFor(() => expect(skipped.classList.contains('ant-btn-loading')).toBe(false));
    expect(skipped.textContent).toBe('获取验证码');
    expect(transport.calls).toHaveLength(1);
  });
});
