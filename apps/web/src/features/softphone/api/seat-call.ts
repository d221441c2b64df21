import { HttpError } from '../../../lib/http/client';

/**
 * A refused softphone call shows the server's message (无坐席, 您不属于任何呼叫中心 …), not the
 * http client's generic text for its status. The call runs silent; its error carries the server's `msg`, or the
 * fallback, and keeps its status.
 */
export async function seatCall<T>(run: () => Promise<T>, fallback?: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const body = err instanceof HttpError ? (err.body as { msg?: unknown } | null) : null;
    const msg = body && typeof body.msg === 'string' && body.msg ? body.msg : (fallback ?? (err as Error).message);
    throw new HttpError(msg, err instanceof HttpError ? err.status : null, body);
  }
}
