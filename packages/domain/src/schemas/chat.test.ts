import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, ChatSubPayload, NoticeReadEvent, parseChatLastMessage, parseChatMessage } from './chat.js';

const base = { userId: 'B10001', receiverUserId: 'C20001', receiverWxRole: 'C', clientId: 'c1', createTime: 1 };

describe('ChatSubPayload', () => {
  it('takes text up to the limit and refuses blank or longer text', () => {
    expect(ChatSubPayload.safeParse({ ...base, message_type: 1, message: '你好' }).success).toBe(true);
    expect(ChatSubPayload.safeParse({ ...base, message_type: 1, message: ' \n ' }).success).toBe(false);
    expect(ChatSubPayload.safeParse({ ...base, message_type: 1, message: 'x'.repeat(CHAT_TEXT_MAX) }).success).toBe(
      true,
    );
    expect(ChatSubPayload.safeParse({ ...base, message_type: 1, message: 'x'.repeat(CHAT_TEXT_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('takes an image as url, width and height', () => {
    const image = { url: '/interface/files/chat/image/a.png', width: 300, height: 200 };
    expect(ChatSubPayload.safeParse({ ...base, message_type: 2, message: image }).success).toBe(true);
    expect(ChatSubPayload.safeParse({ ...base, message_type: 2, message: 'a.png' }).success).toBe(false);
    expect(ChatSubPayload.safeParse({ ...base, message_type: 3, message: 'x' }).success).toBe(false);
  });
});

describe('parsing stored content', () => {
  it('reads a message-log row and refuses anything else', () => {
    const msg = { ...base, id: 7, message_type: 1, message: 'hi' };
    expect(parseChatMessage(JSON.stringify(msg))).toEqual(msg);
    expect(parseChatMessage('not json')).toBeNull();
    expect(parseChatMessage('{"id":1}')).toBeNull();
  });

  it('reads a friend entry content, empty for none', () => {
    expect(parseChatLastMessage('')).toBeNull();
    expect(parseChatLastMessage('{"message_type":1,"message":"hi","createTime":5}')).toEqual({
      message_type: 1,
      message: 'hi',
      createTime: 5,
    });
  });
});

describe('NoticeReadEvent', () => {
  it('is one id or all', () => {
    expect(NoticeReadEvent.safeParse({ id: 3 }).success).toBe(true);
    expect(NoticeReadEvent.safeParse({ all: true }).success).toBe(true);
    expect(NoticeReadEvent.safeParse({}).success).toBe(false);
  });
});
