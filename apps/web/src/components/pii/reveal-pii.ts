import type { PiiRevealAnswer, PiiRevealBody } from '@console/domain/schemas/pii';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../lib/http/client';

/** POST /system/pii/reveal: the plain value, once (the server logs it; a step-up is asked by the http client). */
export function revealPii(body: PiiRevealBody) {
  return postData<PiiRevealAnswer>('system/pii/reveal', body);
}

export function useRevealPii() {
  return useMutation({ mutationFn: revealPii });
}
