import { fieldLabel } from '@console/domain/field-labels';
import type { Locale } from '@console/domain/locale';
import { type MessageKey, messages, t } from '@console/domain/messages';

/** One refused field as fastify-type-provider-zod hands it over: zod's issue code and its details. */
export interface FieldIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const isMessageKey = (text: string | undefined): text is MessageKey => !!text && Object.hasOwn(messages, text);

const typeNames: Record<string, MessageKey> = {
  string: 'vTypeText',
  number: 'vTypeNumber',
  int: 'vTypeNumber',
  bigint: 'vTypeNumber',
  boolean: 'vTypeBoolean',
  array: 'vTypeList',
  object: 'vTypeObject',
};

/**
 * Why a field was refused, written for a person in their language. A schema's own reason is a message key
 * (`{ message: 'amountFormat' }`); every other case is one of zod's issue codes, phrased here, so no validator's
 * own wording ("Invalid input: expected number, received NaN") ever reaches a user.
 */
export function issueReason(issue: FieldIssue, locale: Locale): string {
  if (isMessageKey(issue.message)) return t(locale, issue.message);
  const p = issue.params;
  const n = Number(p.minimum ?? p.maximum ?? 0);
  switch (issue.keyword) {
    case 'invalid_type': {
      // zod leaves the input out of its issues; only its own text tells a missing field from a wrong one.
      if (/received (undefined|null)$/.test(issue.message ?? '')) return t(locale, 'vRequired');
      const type = typeNames[String(p.expected)];
      return type ? t(locale, 'vType', { type: t(locale, type) }) : t(locale, 'vFormat');
    }
    case 'too_small':
      if (p.origin === 'string') return n <= 1 ? t(locale, 'vRequired') : t(locale, 'vTooShort', { n });
      if (p.origin === 'array' || p.origin === 'set') return t(locale, 'vTooFew', { n });
      return t(locale, p.inclusive === false ? 'vMinExclusive' : 'vMin', { n: String(p.minimum) });
    case 'too_big':
      if (p.origin === 'string') return t(locale, 'vTooLong', { n });
      if (p.origin === 'array' || p.origin === 'set') return t(locale, 'vTooMany', { n });
      return t(locale, p.inclusive === false ? 'vMaxExclusive' : 'vMax', { n: String(p.maximum) });
    case 'not_multiple_of':
      return Number(p.divisor) === 1 ? t(locale, 'vInteger') : t(locale, 'vDecimals');
    case 'invalid_format':
      if (p.format === 'date') return t(locale, 'vDate');
      if (p.format === 'email') return t(locale, 'vEmail');
      return t(locale, 'vFormat');
    case 'invalid_value':
      return t(locale, 'vChoice');
    case 'unrecognized_keys':
      return t(locale, 'vUnknownField');
    default:
      return t(locale, 'vFormat');
  }
}

/** The field's path as the API names it (`files.0.url`) and as a person reads it (`文件`). */
export function issueField(issue: FieldIssue, locale: Locale): { path: string; label: string } {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return { path, label: path ? fieldLabel(path, locale) : '' };
}

/** A zod issue from a schema checked by hand (not by a route), in the shape the route errors have. */
export function fieldIssueOf(issue: { code: string; path: PropertyKey[]; message: string }): FieldIssue {
  const { code, path, message, ...params } = issue;
  return { keyword: code, instancePath: `/${path.map(String).join('/')}`, message, params };
}
