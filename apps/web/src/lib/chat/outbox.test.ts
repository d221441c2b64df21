import type { ChatSubPayload } from '@console/domain/schemas/chat';
import { describe, expect, it } from 'vitest';
import { addToOutbox, clearOutbox, readOutbox, removeFromOutbox } from './outbox';

const payload = (clientId: string): ChatSubPayload => ({
  message_type: 1,
  message: 'hi',
  userId: 'B1',
  receiverUserId: 'C1',
  receiverWxRole: 'C',
  clientId,
});

describe('chat outbox', () => {
  it('keeps one entry per clientId per chat id, and forgets a chat id on sign-out', () => {
    addToOutbox('B1', payload('a'));
    addToOutbox('B1', payload('a'));
    addToOutbox('B1', payload('b'));
    addToOutbox('C9', { ...payload('c'), userId: 'C9' });
    expect(readOutbox('B1').map((p) => p.clientId)).toEqual(['a', 'b']);
    removeFromOutbox('B1', 'a');
    expect(readOutbox('B1').map((p) => p.clientId)).toEqual(['b']);
    clearOutbox('B1');
    expect(readOutbox('B1')).toEqual([]);
    // Another chat id's messages (the freelancer page's, in the same browser) stay.
    expect(readOutbox('C9').map((p) => p.clientId)).toEqual(['c']);
  });
});
