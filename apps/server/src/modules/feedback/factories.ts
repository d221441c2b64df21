import type { FeedbackCreateInput } from '@console/domain/schemas/feedback';
import type { FastifyInstance } from 'fastify';
import { as, unique } from '../../testing/factories.js';

/** Submits feedback through the spec's call (form-encoded, as the console sends it). */
export function submitFeedback(app: FastifyInstance, token: string, body: Partial<FeedbackCreateInput> = {}) {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ feedType: '0', feedDesc: unique('反馈'), sourceType: '1', ...body })) {
    if (v !== undefined) form.set(k, String(v));
  }
  return as(app, token, {
    method: 'POST',
    url: '/interface/system/oddFeedbackInfo/addOddFeedbackInfo',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}
