import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE, CHAT_TEXT, parseChatLastMessage, parseChatMessage } from './chat-rules.js';
import { ChatLastMessage, ChatMessage } from './schemas/chat.js';

/** What the zod schema answers for the same JSON text: the parsed value, or null. */
function bySchema(schema: typeof ChatMessage | typeof ChatLastMessage, content: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// Each field is mostly valid (edges on both sides of each rule among them), now and then anything at all, so that
// about a fifth of the messages are valid as a whole and the rest fail on one field or a few.
const anyJson = fc.jsonValue({ maxDepth: 2 });
const mostly = <T>(valid: fc.Arbitrary<T>, edges: unknown[]) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: anyJson },
  );
const id = mostly(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), [1.5, 2 ** 53, -(2 ** 53), null]);
const size = mostly(fc.integer({ min: 1, max: 100_000 }), [0, -1, 1.5, 100_000, 100_001, 2 ** 53, '3']);
const url = mostly(fc.string({ minLength: 1, maxLength: 8 }), [
  '',
  '   ',
  ' /a.png ',
  'x'.repeat(1000),
  ` ${'x'.repeat(1000)} `,
  'x'.repeat(1001),
]);
const image = fc.record({ url, width: size, height: size });
const text = fc.string({ maxLength: 5 });
const common = {
  id,
  message_type: mostly(fc.constantFrom(CHAT_TEXT, CHAT_IMAGE), [0, 3, '1']),
  message: mostly(fc.oneof(text, image), [null, 5, []]),
  createTime: mostly(fc.integer({ min: 0 }), [1.5, -1, '5', null]),
  recalled: mostly(fc.constant(true), [false, 'true', null]),
  extra: anyJson,
};
const str = mostly(fc.string({ maxLength: 3 }), [null, 1]);
const stored = fc.record(
  {
    ...common,
    userId: str,
    receiverUserId: str,
    receiverWxRole: mostly(fc.constantFrom('B', 'C'), ['A', '']),
    clientId: str,
  },
  {
    requiredKeys: [
      'id',
      'message_type',
      'message',
      'createTime',
      'userId',
      'receiverUserId',
      'receiverWxRole',
      'clientId',
    ],
  },
);
const last = fc.record(common, { requiredKeys: ['message_type', 'message', 'createTime'] });
const asText = (value: unknown) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('', 'not json', '[]', 'null') },
  );

describe('the zod-free readers of stored chat content', () => {
  it('read a stored message exactly as the ChatMessage schema does', () => {
    fc.assert(
      fc.property(stored.chain(asText), (content) => {
        expect(parseChatMessage(content)).toEqual(bySchema(ChatMessage, content));
      }),
      { numRuns: 3000 },
    );
  });

  it("read a friend's latest message exactly as the ChatLastMessage schema does", () => {
    fc.assert(
      fc.property(last.chain(asText), (content) => {
        expect(parseChatLastMessage(content)).toEqual(bySchema(ChatLastMessage, content));
      }),
      { numRuns: 3000 },
    );
  });

  it('accept the messages the chat actually stores', () => {
    const text = {
      id: 7,
      message_type: 1,
      message: 'hi',
      userId: 'B1',
      receiverUserId: 'C2',
      receiverWxRole: 'C',
      clientId: 'c',
      createTime: 1,
    };
    expect(parseChatMessage(JSON.stringify(text))).toEqual(text);
    const picture = { ...text, message_type: 2, message: { url: ' /i.png ', width: 3, height: 4 }, recalled: true };
    expect(parseChatMessage(JSON.stringify(picture))).toEqual({
      ...picture,
      message: { url: '/i.png', width: 3, height: 4 },
    });
    expect(parseChatLastMessage('{"message_type":1,"message":"hi","createTime":5,"x":1}')).toEqual({
      message_type: 1,
      message: 'hi',
      createTime: 5,
    });
  });
});
