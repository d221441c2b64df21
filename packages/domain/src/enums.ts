import type { Label } from './locale.js';

/** An enumeration: value → zh/en label, values kept exactly as the spec gives them. */
export type Enumeration<V extends string = string> = Readonly<Record<V, Label>>;

export const userType = {
  '01': { zh: '系统用户', en: 'System user' },
  '02': { zh: '企业用户', en: 'Enterprise user' },
} as const satisfies Enumeration;
export type UserType = keyof typeof userType;

export const accountStatus = {
  '0': { zh: '冻结', en: 'Frozen' },
  '1': { zh: '有效', en: 'Valid' },
} as const satisfies Enumeration;
export type AccountStatus = keyof typeof accountStatus;

export const yesNo = {
  '1': { zh: '是', en: 'Yes' },
  '0': { zh: '否', en: 'No' },
} as const satisfies Enumeration;

export function labelOf<E extends Enumeration>(e: E, value: string, locale: 'zh' | 'en'): string {
  return (e as Enumeration)[value]?.[locale] ?? value;
}
