import { describe, expect, it } from 'vitest';
import { chatPreview, truncatePreview, unreadBadge } from './chat-preview.js';

/** A friend entry's content as the server sends it: a JSON string. */
const content = (message_type: number, message: unknown) =>
  JSON.stringify({ message_type, message, createTime: 1_700_000_000_000 });

describe('chatPreview', () => {
  it('keeps text of up to 15 characters as it is', () => {
    expect(chatPreview(content(1, '你好'), 'zh')).toBe('你好');
    expect(chatPreview(content(1, '一二三四五六七八九十一二三四五'), 'zh')).toBe('一二三四五六七八九十一二三四五');
  });

  it('cuts longer text to 15 characters plus ...', () => {
    expect(chatPreview(content(1, '一二三四五六七八九十一二三四五六'), 'zh')).toBe('一二三四五六七八九十一二三四五...');
    expect(chatPreview({ message_type: 1, message: 'abcdefghijklmnopqrstuvwxyz' }, 'en')).toBe('abcdefghijklmno...');
  });

  it('shows a placeholder for images', () => {
    const image = content(2, { url: 'https://cdn.example.com/a.png', width: 100, height: 80 });
    expect(chatPreview(image, 'zh')).toBe('[图片]');
    expect(chatPreview(image, 'en')).toBe('[Image]');
    expect(chatPreview({ message_type: '2' }, 'zh')).toBe('[图片]');
  });

  it('says a recalled message was recalled, text or image', () => {
    expect(chatPreview({ message_type: 1, message: '', recalled: true }, 'zh')).toBe('消息已撤回');
    expect(chatPreview(JSON.stringify({ message_type: 2, message: '', recalled: true }), 'en')).toBe(
      'Message recalled',
    );
  });

  it('is empty for unknown types and unreadable content', () => {
    expect(chatPreview(content(3, 'x'), 'zh')).toBe('');
    expect(chatPreview('not json', 'zh')).toBe('');
    expect(chatPreview('null', 'zh')).toBe('');
    expect(chatPreview('', 'zh')).toBe('');
    expect(chatPreview(null, 'zh')).toBe('');
    expect(chatPreview(undefined, 'zh')).toBe('');
    expect(chatPreview(content(1, { url: 'x' }), 'zh')).toBe('');
  });
});

describe('truncatePreview', () => {
  it('counts emoji as one character', () => {
    expect(truncatePreview('😀'.repeat(16))).toBe(`${'😀'.repeat(15)}...`);
    // a bracketed emoji name is one image: counted once, never cut in half
    expect(truncatePreview(`${'字'.repeat(13)}[微笑][握手]x`)).toBe(`${'字'.repeat(13)}[微笑][握手]...`);
    expect(truncatePreview(`${'字'.repeat(14)}[微笑]`)).toBe(`${'字'.repeat(14)}[微笑]`);
    expect(truncatePreview('[不是表情的很长文字]')).toBe('[不是表情的很长文字]');
  });
});

describe('unreadBadge', () => {
  it('shows counts up to 99, then 99+', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(12345)).toBe('99+');
  });

  it('shows nothing for no unread messages', () => {
    for (const n of [0, -1, Number.NaN, null, undefined]) expect(unreadBadge(n)).toBe('');
  });
});
