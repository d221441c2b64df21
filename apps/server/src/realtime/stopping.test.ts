import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { callAgent, callCentre } from '../modules/callcenter/factories.js';
import { chatPair } from '../modules/chat/factories.js';
import { testApp } from '../testing/app.js';
import { as } from '../testing/factories.js';

/**
 * A process that stops, or cannot check a token, never tells a client that its session ended (a refusal, or a
 * disconnect from the server: the freelancer page signs out on either). It closes the connection, as a process that
 * goes away does, and the client reconnects (behind the proxy, to another process).
 */
const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function listening() {
  const app = await testApp();
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

function socketAt(origin: string, token: string, namespace = '/'): Socket {
  const s = connect(`${origin}${namespace}`, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    reconnection: false,
    auth: { token },
  });
  sockets.push(s);
  return s;
}

/** What the client hears first: connected, refused (with the reason), or its connection gone (with the reason). */
function firstHeard(s: Socket): Promise<string> {
  return new Promise((resolve) => {
    s.once('connect', () => resolve('connect'));
    s.once('connect_error', (err) => resolve(`refused: ${err.message}`));
    s.once('disconnect', (reason) => resolve(`gone: ${reason}`));
    s.connect();
  });
}

describe('a stopping process, a failed token check', () => {
  it('a process that stops closes its sockets: the console and the freelancer hear a closed connection', async () => {
    const { app, origin } = await listening();
    const pair = await chatPair(app);
    const pc = socketAt(origin, pair.tokens.access_token);
    const mini = socketAt(origin, pair.fToken);
    expect(await firstHeard(pc)).toBe('connect');
    expect(await firstHeard(mini)).toBe('connect');

    const reasons = Promise.all([pc, mini].map((s) => new Promise<string>((r) => s.once('disconnect', r))));
    await app.close();
    expect(await reasons).toEqual(['transport close', 'transport close']);
  });

  it('a token that cannot be checked (the database gone) is not refused: the connection closes', async () => {
    const { app, origin } = await listening();
    const pair = await chatPair(app);
    // The state of a stopping process after its database closed, with its listener still open.
    await app.database.close();
    for (const token of [pair.tokens.access_token, pair.fToken]) {
      expect(await firstHeard(socketAt(origin, token))).toBe('gone: transport close');
    }
    // A token that is no one's is still refused, whatever the database.
    expect(await firstHeard(socketAt(origin, ''))).toBe('refused: unauthorized');
  });

  it('a phone whose sign-in cannot be checked (the database gone) is not refused: the connection closes', async () => {
    const { app, origin } = await listening();
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const agent = await callAgent(app, oemSerial);
    const agentId = agentIds[0] as string;
    const form = (body: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
    const seats = '/interface/bblgServer/system/callCenter/account';
    expect(
      (await as(app, agent.token, { method: 'POST', url: `${seats}/lock`, ...form({ agentId }) })).statusCode,
    ).toBe(200);
    const issued = await as(app, agent.token, {
      method: 'POST',
      url: '/interface/callCenter/agent/token',
      ...form({ agentId }),
    });
    expect(issued.statusCode).toBe(200);
    await app.database.close();
    expect(await firstHeard(socketAt(origin, issued.json().data.token, '/phone'))).toBe('gone: transport close');
  });
});
