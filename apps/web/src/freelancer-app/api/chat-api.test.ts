import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport, ok } from '../../lib/http/fake-transport';
import { useFreelancerSession } from '../session';
import { freelancerChatApi } from './chat-api';

const transport = fakeTransport();
const me = { freelancerId: 1, name: '张*', phone: '13900000001', socketId: 'C20001', wxHead: null };

afterEach(() => {
  transport.calls.length = 0;
  useFreelancerSession.setState({ token: null, me: null });
});

describe('the freelancer chat calls', () => {
  it('search and open a hit in its conversation under /freelancer/oddMessageLog/ with the freelancer token', async () => {
    useFreelancerSession.setState({ token: { accessToken: 'f-token', expiresAt: Date.now() + 60_000 }, me });
    const page = { rows: [], next: null, limited: true };
    const around = { rows: [], older: false, newer: false, receipts: { delivered: 0 } };
    transport.handler = (config) => ok(config.url?.endsWith('searchOddMessageLog') ? page : around);
    const search = freelancerChatApi.search;
    const aroundCall = freelancerChatApi.around;
    expect(search && aroundCall).toBeTruthy();
    await expect(search?.({ userId: 'C20001', wxRole: 'C', keyword: '票' })).resolves.toEqual(page);
    await expect(
      aroundCall?.({ userId: 'C20001', receiverUserId: 'B10001', wxRole: 'C', id: 7, direction: 'around' }),
    ).resolves.toEqual(around);
    expect(transport.calls.map((c) => c.url)).toEqual([
      'freelancer/oddMessageLog/searchOddMessageLog',
      'freelancer/oddMessageLog/exchangeOddMessageAround',
    ]);
    for (const call of transport.calls) expect(call.headers.Authorization).toBe('Bearer f-token');
  });
});
