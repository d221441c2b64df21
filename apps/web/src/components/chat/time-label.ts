import { timeLabelParts } from '@console/domain/time-labels';
import type { TFunction } from 'i18next';

/** A chat time label in the current language (spec section 4; the rule lives in packages/domain). */
export function chatTimeLabel(t: TFunction, ms: number, now: number): string {
  const { key, values } = timeLabelParts(ms, now);
  return t(`chat.time.${key}`, { ...values, weekday: t(`chat.weekdays.${values.weekday}`) });
}
