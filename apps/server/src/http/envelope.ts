/** The answer every JSON route gives: `code` 200 on success, as the spec's callers check it. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A page of a list: `data: { rows, total, capped? }`. */
export type { Page } from '@console/domain/schemas/list';
