import axios, { type AxiosRequestConfig } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../http/http-error';

/** The header the server keys idempotent writes on (apps/server/src/http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a submitted write adds to its request: the form opening's Idempotency-Key. */
export type SubmitRequest = Pick<AxiosRequestConfig, 'headers'>;

/**
 * The request of one more write of the same submit (saving a user, then its roles): a key of its own, derived from
 * the form's, so a retried submit replays each step, and the server does not refuse the second as a key reused for
 * a different request.
 */
export function nextStep(request: SubmitRequest | undefined, step: string): SubmitRequest | undefined {
  const key = request?.headers?.[IDEMPOTENCY_HEADER];
  return typeof key === 'string'
    ? { headers: { ...request?.headers, [IDEMPOTENCY_HEADER]: `${key}.${step}` } }
    : request;
}

/** 128 random bits; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Submission {
  /** a request is in flight: the submit button spins */
  busy: boolean;
  /**
   * Sends one write at a time: a second call while one is in flight (a double click) is ignored, and so is any
   * call after a dialog's write succeeded (it is closing). Answers the write's answer, or undefined when it was
   * ignored or failed (the http client has shown why).
   */
  run: <T>(send: (request: SubmitRequest) => Promise<T>) => Promise<T | undefined>;
}

/**
 * Submitting a form: busy while its request is in flight, and every request of one form opening carries the same
 * Idempotency-Key, so a doubled or retried submit creates one row on the server.
 * @param open a dialog's or drawer's open flag (a new key each time it opens); leave it out for a form on a page,
 * whose key changes after each success instead.
 */
export function useSubmission(open?: boolean): Submission {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const done = useRef(false);
  /** which opening of the dialog this is: a write that ends after its dialog closed leaves the next opening alone */
  const opening = useRef(0);
  const [busy, setBusy] = useState(false);
  const dialog = open !== undefined;

  // A kept-alive tab shown again re-runs its effects with open unchanged: only a real close forgets the key.
  useEffect(() => {
    if (open === false) {
      key.current = null;
      done.current = false;
      opening.current += 1;
    }
  }, [open]);

  const run = useCallback(
    async <T>(send: (request: SubmitRequest) => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current || done.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      key.current ??= newIdempotencyKey();
      const started = opening.current;
      try {
        const answer = await send({ headers: { [IDEMPOTENCY_HEADER]: key.current } });
        // The dialog may already have closed (its onSubmit closes it) and reset: then it is not "done" any more.
        if (dialog) done.current = opening.current === started;
        else key.current = null;
        return answer;
      } catch (err) {
        // The same key stays: sending again replays a write whose answer was lost, or runs a refused one afresh.
        if (err instanceof HttpError || axios.isCancel(err)) return undefined;
        throw err;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [dialog],
  );
  return { busy, run };
}
