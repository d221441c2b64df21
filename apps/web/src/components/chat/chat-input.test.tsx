import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { ChatInput } from './chat-input';
import { splitEmoji } from './emoji';
import { fitImage } from './image-size';

const notifyWarning = vi.fn();
vi.mock('../../lib/notify', () => ({
  notifyWarning: (text: string, seconds?: number) => notifyWarning(text, seconds),
  notifyError: vi.fn(),
}));

beforeEach(async () => {
  await setLanguage('zh');
  notifyWarning.mockReset();
});
afterEach(cleanup);

function setup() {
  const onSendText = vi.fn();
  render(<ChatInput onSendText={onSendText} onSendImage={vi.fn()} upload={vi.fn()} />);
  return { onSendText, box: screen.getByRole('textbox', { name: '输入消息' }) };
}

describe('ChatInput', () => {
  it('sends on Enter, breaks the line on Shift+Enter, and clears after sending', () => {
    const { onSendText, box } = setup();
    fireEvent.change(box, { target: { value: '你好' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSendText).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSendText).toHaveBeenCalledWith('你好');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses blank text with 不能发送空白信息 for 1 s', () => {
    const { onSendText, box } = setup();
    fireEvent.change(box, { target: { value: ' \n ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSendText).not.toHaveBeenCalled();
    expect(notifyWarning).toHaveBeenCalledWith('不能发送空白信息', 1);
  });

  it('sends once on a double click of the send button', () => {
    const { onSendText, box } = setup();
    fireEvent.change(box, { target: { value: 'x' } });
    const send = screen.getByRole('button', { name: /^\s*发\s*送\s*$/ });
    fireEvent.click(send, { detail: 1 });
    fireEvent.click(send, { detail: 2 });
    expect(onSendText).toHaveBeenCalledTimes(1);
    expect(notifyWarning).not.toHaveBeenCalled();
  });
});

describe('emoji and images', () => {
  it('reads bracketed names as emoji and leaves unknown brackets as text', () => {
    const parts = splitEmoji('好[微笑][不存在]x[握手]');
    expect(parts.map((p) => (p.kind === 'text' ? p.text : `<${p.name}>`))).toEqual([
      '好',
      '<微笑>',
      '[不存在]x',
      '<握手>',
    ]);
  });

  it('fits images into 200x200 keeping the ratio, never enlarging', () => {
    expect(fitImage(800, 400)).toEqual({ width: 200, height: 100 });
    expect(fitImage(300, 900)).toEqual({ width: 67, height: 200 });
    expect(fitImage(120, 80)).toEqual({ width: 120, height: 80 });
  });
});
