import type { Envelope } from '@console/domain/schemas/envelope';

export type { Envelope };

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A page of a list: `data: { rows, total, capped? }`. */
export type { Page } from '@console/domain/schemas/list';
