import type { CallRecordRow, PhoneEvent } from '@console/domain/schemas/softphone';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRecord, callRecording } from '../../db/schema/index.js';
import { as, roleWith } from '../../testing/factories.js';
import { emit, onlineAgent as onlineAgentOf, servePhoneTests } from '../../testing/phone.js';
import { callAgent, callCentre } from './factories.js';
import { RECORDING_SAMPLE_RATE } from './recording-audio.js';

const server = servePhoneTests({
  CALL_ANSWER_DELAY_MS: '100',
  CALL_RING_TIMEOUT_MS: '500',
  CALL_RECORDING_DAYS: '30',
});
let app: FastifyInstance;
beforeAll(() => {
  app = server.app;
});
const DAY = 86_400_000;

/** Waits for the next phone event of a name on a socket. */
function next(s: Socket, name: string): Promise<PhoneEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name}`)), 5_000);
    s.once(name, (e: PhoneEvent) => {
      clearTimeout(timer);
      resolve(e);
    });
  });
}

const onlineAgent = (oemSerial: string, agentId: string, roles: string[]) =>
  onlineAgentOf(server, oemSerial, agentId, roles);

/** Places a call that is answered, talks a moment and hangs up: answers the call's record. */
async function talkedCall(agent: { s: Socket; token: string }, talkMs: number): Promise<CallRecordRow> {
  // Listening before the command: its event may come before its acknowledgement.
  const established = next(agent.s, 'established');
  const dialled = await emit<{ callId: string }>(agent.s, 'dial', { number: '13812345678' });
  const callId = dialled.data?.callId as string;
  await established;
  await new Promise((r) => setTimeout(r, talkMs));
  const cleared = next(agent.s, 'connectionCleared');
  expect((await emit(agent.s, 'hangup', { callId })).code).toBe(200);
  await cleared;
  await app.callCenter.service.flush();
  return recordOf(agent.token, callId);
}

async function recordOf(token: string, callId: string): Promise<CallRecordRow> {
  const res = await as(app, token, { method: 'GET', url: '/interface/callCenter/records?pageSize=50' });
  const row = (res.json().data.rows as CallRecordRow[]).find((r) => r.callId === callId);
  if (!row) throw new Error(`no record of ${callId}`);
  return row;
}

const listen = (token: string, id: number) =>
  as(app, token, { method: 'GET', url: `/interface/callCenter/records/${id}/recording` });

describe('call recordings', () => {
  it('a talked call has a playable WAV recording as long as the talk; only listeners who may see the record get it', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const listener = await roleWith(app, ['telManage:online', 'telManage:record:listen']);
    const a = await onlineAgent(oemSerial, agentIds[0] as string, [listener]);
    const record = await talkedCall(a, 1_200);
    expect(record).toMatchObject({ outcome: 'answered', recording: true, recordingExpired: false });

    const res = await listen(a.token, record.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const wav = res.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(RECORDING_SAMPLE_RATE);
    const seconds = wav.readUInt32LE(40) / RECORDING_SAMPLE_RATE;
    expect(seconds).toBe(Math.max(1, record.durationSeconds ?? 0));
    expect(wav.length).toBe(44 + seconds * RECORDING_SAMPLE_RATE);

    // Without the permission: 403, even for one's own call.
    const plain = await callAgent(app, oemSerial);
    expect((await listen(plain.token, record.id)).statusCode).toBe(403);
    // With it, but not allowed to see others' records (no telManage:record): not found, in the caller's words.
    const other = await callAgent(app, oemSerial, [listener]);
    const refused = await listen(other.token, record.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('该通话没有录音（未接通，或录音已过保存期限）');
    // Holders of telManage:record hear every call of their call centre, not another centre's.
    const supervisor = await roleWith(app, ['telManage:online', 'telManage:record', 'telManage:record:listen']);
    expect((await listen((await callAgent(app, oemSerial, [supervisor])).token, record.id)).statusCode).toBe(200);
    const elsewhere = await callCentre(app, 1);
    expect((await listen((await callAgent(app, elsewhere.oemSerial, [supervisor])).token, record.id)).statusCode).toBe(
      404,
    );
    // Never served by key as a public file.
    const [link] = await app.database.db.select().from(callRecording).where(eq(callRecording.callRecordId, record.id));
    expect(link?.objectKey).toMatch(/-recordings\/\d{6}\/\d+_[0-9a-f]{24}\.wav$/);
    expect((await app.inject({ method: 'GET', url: `/interface/files/${link?.objectKey}` })).statusCode).toBe(404);
  });

  it('a missed inbound call and an unanswered outbound one have none', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const role = await roleWith(app, ['telManage:online', 'telManage:simulate', 'telManage:record:listen']);
    const a = await onlineAgent(oemSerial, agentIds[0] as string, [role]);
    const rung = await as(app, a.token, {
      method: 'POST',
      url: '/interface/callCenter/simulator/inbound',
      payload: { number: '13800001234', agentId: a.agentId },
    });
    expect(rung.statusCode, rung.body).toBe(200);
    expect(await next(a.s, 'connectionCleared')).toMatchObject({ outcome: 'missed' });
    await emit(a.s, 'setState', { state: 'idle' });
    const busy = next(a.s, 'connectionCleared');
    await emit(a.s, 'dial', { number: '13800000000' });
    expect(await busy).toMatchObject({ outcome: 'busy' });
    await app.callCenter.service.flush();
    const missed = await recordOf(a.token, rung.json().data.callId);
    expect(missed).toMatchObject({ outcome: 'missed', recording: false });
    expect((await listen(a.token, missed.id)).statusCode).toBe(404);
    const rows = (await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records' })).json().data.rows;
    expect(rows.map((r: CallRecordRow) => [r.outcome, r.recording, r.recordingExpired])).toEqual([
      ['busy', false, false],
      ['missed', false, false],
    ]);
  });

  it('the retention sweep deletes the file and the link of recordings older than CALL_RECORDING_DAYS, once', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const listener = await roleWith(app, ['telManage:online', 'telManage:record:listen']);
    const a = await onlineAgent(oemSerial, agentIds[0] as string, [listener]);
    const old = await talkedCall(a, 0);
    const recent = await talkedCall(a, 0);
    const db = app.database.db;
    const linkOf = async (id: number) =>
      (await db.select().from(callRecording).where(eq(callRecording.callRecordId, id)))[0];
    const oldLink = await linkOf(old.id);
    if (!oldLink) throw new Error('no recording');
    // Made 31 days ago: past the 30 days kept.
    await db
      .update(callRecording)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(callRecording.id, oldLink.id));
    expect(await app.files.storage.get(oldLink.objectKey)).not.toBeNull();

    // Two sweeps at once (two processes): each recording is removed by exactly one of them.
    const counts = await Promise.all([app.callCenter.recordings.sweep(), app.callCenter.recordings.sweep()]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await linkOf(old.id)).toBeUndefined();
    expect(await app.files.storage.get(oldLink.objectKey)).toBeNull();
    // Swept, the call says so once it ended longer ago than the days kept.
    expect(await recordOf(a.token, old.callId)).toMatchObject({ recording: false, recordingExpired: false });
    await db
      .update(callRecord)
      .set({ endedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(callRecord.id, old.id));
    expect(await recordOf(a.token, old.callId)).toMatchObject({
      outcome: 'answered',
      recording: false,
      recordingExpired: true,
    });
    expect((await listen(a.token, old.id)).statusCode).toBe(404);
    // The recent one stays, until it too is past the retention.
    const recentLink = await linkOf(recent.id);
    expect(recentLink).toBeDefined();
    expect((await listen(a.token, recent.id)).statusCode).toBe(200);
    expect(await app.callCenter.recordings.sweep(new Date(Date.now() + 31 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await linkOf(recent.id)).toBeUndefined();
    expect(await app.files.storage.get(recentLink?.objectKey as string)).toBeNull();
  });
});
