import { type Gender, gender as genders, labelOf } from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';

/** The `t` of react-i18next, narrowed to what is used here. */
type Translate = (key: string, options: { n: number }) => string;

/** The freelancer's gender label, or '-' when the server could not read the ID card. */
export function genderText(gender: Gender | null, locale: Locale): string {
  return gender ? labelOf(genders, gender, locale) : '-';
}

/** The freelancer's age in the reader's words ("36岁" / "36"), or '-' when unknown. */
export function ageText(age: number | null, t: Translate): string {
  return age === null ? '-' : t('orders.ageValue', { n: age });
}

/** Gender and age in one short cell: "女 · 36岁" / "Female · 36"; '-' when neither is known. */
export function personText(gender: Gender | null, age: number | null, locale: Locale, t: Translate): string {
  if (gender === null && age === null) return '-';
  return `${genderText(gender, locale)} · ${ageText(age, t)}`;
}
