import { randomBytes } from 'node:crypto';
import { CallRecordQuery } from '@console/domain/schemas/softphone';
import { monthStamp } from '@console/domain/stamps';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { callRecord, callRecording } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import { RECORDING_CONTENT_TYPE, recordingSeconds, synthesizeRecording } from './recording-audio.js';
import { callRecordsWhere } from './service.js';

/** Who may listen to recordings (of the calls they may see on the call records page). */
export const RECORDING_LISTEN = 'telManage:record:listen';
/** How often the retention sweep runs. */
export const RECORDING_SWEEP_MS = 3_600_000;
/** Recordings one claim deals with; a sweep claims again until none are due. */
const SWEEP_BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * Talked calls' recordings: made when a talked call ends (the simulator carries no media, so the audio is
 * synthesized, speech-like, as long as the talk), kept in storage beside the other files but never served by key:
 * only through the call record, to holders of telManage:record:listen who may see that record. Deleted, file and
 * link, once older than CALL_RECORDING_DAYS.
 */
export class CallRecordings {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly storagePrefix: string,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Makes and stores the recording of a talked call and links it to its record (once: a second call is a no-op). */
  async store(recordId: number, callId: string, talkSeconds: number): Promise<void> {
    const [existing] = await this.db
      .select({ id: callRecording.id })
      .from(callRecording)
      .where(eq(callRecording.callRecordId, recordId));
    if (existing) return;
    const bytes = synthesizeRecording(callId, talkSeconds);
    const key = `${this.storagePrefix}-recordings/${monthStamp(new Date())}/${recordId}_${randomBytes(12).toString('hex')}.wav`;
    await this.storage.put(key, bytes, RECORDING_CONTENT_TYPE);
    try {
      const linked = await this.db
        .insert(callRecording)
        .values({
          callRecordId: recordId,
          objectKey: key,
          contentType: RECORDING_CONTENT_TYPE,
          size: bytes.length,
          durationSeconds: recordingSeconds(talkSeconds),
          driver: this.storage.driver,
        })
        .onConflictDoNothing()
        .returning({ id: callRecording.id });
      // Linked by someone else meanwhile: this file has no link, so it goes.
      if (linked.length === 0) await this.storage.delete(key);
    } catch (err) {
      // No link, no file: never leave bytes behind that nothing points to.
      await this.storage.delete(key).catch(() => {});
      throw err;
    }
  }

  /**
   * The recording of a call record the caller may see (the records page's rule: their call centre's with
   * telManage:record, else their own); 404 for another's record, or a call with no recording (any more).
   */
  async open(p: Principal, centre: string, recordId: number): Promise<{ object: StoredObject; fileName: string }> {
    const [row] = await this.db
      .select({ key: callRecording.objectKey, callId: callRecord.callId })
      .from(callRecording)
      .innerJoin(callRecord, eq(callRecord.id, callRecording.callRecordId))
      .where(and(eq(callRecording.callRecordId, recordId), callRecordsWhere(p, centre, CallRecordQuery.parse({}))));
    if (!row) throw notFound('recordingNotFound');
    const object = await this.storage.get(row.key);
    if (!object) throw notFound('recordingNotFound');
    return { object, fileName: `call-${recordId}.wav` };
  }

  /**
   * Deletes the recordings made longer than the retention ago: the file, then its link. Each batch is claimed
   * with `for update skip locked` inside one transaction, so with several processes sweeping at once every
   * recording is dealt with by exactly one of them; a file the store fails to delete keeps its link (and is
   * tried again next sweep), so no file is ever left behind without one. Answers how many went.
   */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const round = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: callRecording.id, key: callRecording.objectKey })
          .from(callRecording)
          .where(lt(callRecording.createdAt, cutoff))
          .orderBy(asc(callRecording.createdAt), asc(callRecording.id))
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true });
        const gone: number[] = [];
        for (const r of due) {
          try {
            await this.storage.delete(r.key);
            gone.push(r.id);
          } catch (err) {
            this.log.warn({ err, key: r.key }, 'call recording not deleted; tried again next sweep');
          }
        }
        if (gone.length > 0) await tx.delete(callRecording).where(inArray(callRecording.id, gone));
        return { claimed: due.length, gone: gone.length };
      });
      removed += round.gone;
      if (round.claimed < SWEEP_BATCH || round.gone === 0) break;
    }
    if (removed > 0) this.log.info({ removed }, 'expired call recordings deleted');
    return removed;
  }
}
