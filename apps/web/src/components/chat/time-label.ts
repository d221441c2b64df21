import { timeLabelParts } from '@console/domain/time-labels';
import type { TFunction } from 'i18next';
// The labels' texts come with the function (the staff bell uses it without any other chat piece).
import './chat-i18n';

/** A chat time label in the current language (the rule lives in packages/domain: `timeLabelParts`). */
export function chatTimeLabel(t: TFunction, ms: number, now: number): string {
  const { key, values } = timeLabelParts(ms, now);
  return t(`chat.time.${key}`, { ...values, weekday: t(`chat.weekdays.${values.weekday}`) });
}
