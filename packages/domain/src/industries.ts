import type { Enumeration } from './enums.js';
import type { Locale } from './locale.js';

/** One section (门类) of the national industry classification. */
export interface Industry {
  code: string;
  zh: string;
  en: string;
}

/** The 20 sections A–T of GB/T 4754-2017 (国民经济行业分类), in the standard's order. */
export const industries = [
  { code: 'A', zh: '农、林、牧、渔业', en: 'Agriculture, forestry, animal husbandry and fishery' },
  { code: 'B', zh: '采矿业', en: 'Mining' },
  { code: 'C', zh: '制造业', en: 'Manufacturing' },
  {
    code: 'D',
    zh: '电力、热力、燃气及水生产和供应业',
    en: 'Production and supply of electricity, heat, gas and water',
  },
  { code: 'E', zh: '建筑业', en: 'Construction' },
  { code: 'F', zh: '批发和零售业', en: 'Wholesale and retail trade' },
  { code: 'G', zh: '交通运输、仓储和邮政业', en: 'Transport, storage and postal services' },
  { code: 'H', zh: '住宿和餐饮业', en: 'Accommodation and catering' },
  {
    code: 'I',
    zh: '信息传输、软件和信息技术服务业',
    en: 'Information transmission, software and information technology services',
  },
  { code: 'J', zh: '金融业', en: 'Finance' },
  { code: 'K', zh: '房地产业', en: 'Real estate' },
  { code: 'L', zh: '租赁和商务服务业', en: 'Leasing and business services' },
  { code: 'M', zh: '科学研究和技术服务业', en: 'Scientific research and technical services' },
  {
    code: 'N',
    zh: '水利、环境和公共设施管理业',
    en: 'Water conservancy, environment and public facilities management',
  },
  { code: 'O', zh: '居民服务、修理和其他服务业', en: 'Resident services, repair and other services' },
  { code: 'P', zh: '教育', en: 'Education' },
  { code: 'Q', zh: '卫生和社会工作', en: 'Health and social work' },
  { code: 'R', zh: '文化、体育和娱乐业', en: 'Culture, sports and entertainment' },
  {
    code: 'S',
    zh: '公共管理、社会保障和社会组织',
    en: 'Public administration, social security and social organizations',
  },
  { code: 'T', zh: '国际组织', en: 'International organizations' },
] as const satisfies readonly Industry[];

export type IndustryCode = (typeof industries)[number]['code'];

/** The same list as an enumeration, so optionsOf and labelOf work on it too (letter keys keep their order). */
export const industry: Enumeration<IndustryCode> = Object.fromEntries(
  industries.map(({ code, zh, en }) => [code, { zh, en }]),
) as Record<IndustryCode, { zh: string; en: string }>;

export function isIndustryCode(value: unknown): value is IndustryCode {
  return typeof value === 'string' && Object.hasOwn(industry, value);
}

/** Label of an industry section; the raw code when unknown. */
export function industryLabel(code: string, locale: Locale): string {
  return isIndustryCode(code) ? industry[code][locale] : code;
}
