import type { Locale } from '@console/domain/locale';
import { type MessageKey, messages, t } from '@console/domain/messages';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

const isMessageKey = (text: string | undefined): text is MessageKey => !!text && Object.hasOwn(messages, text);

/** Why a value was refused, in the words the server would use (its schema's own message, or zod's code phrased). */
export function issueText(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isMessageKey(issue.message)) return t(locale, issue.message);
  const i = issue as { code: string; minimum?: unknown; maximum?: unknown; format?: string; origin?: string };
  switch (i.code) {
    case 'too_small':
      return Number(i.minimum) <= 1 ? t(locale, 'vRequired') : t(locale, 'vTooShort', { n: Number(i.minimum) });
    case 'too_big':
      return t(locale, 'vTooLong', { n: Number(i.maximum) });
    case 'invalid_format':
      return i.format === 'email' ? t(locale, 'vEmail') : t(locale, 'vFormat');
    case 'invalid_value':
      return t(locale, 'vChoice');
    default:
      return t(locale, 'vFormat');
  }
}

/**
 * An antd rule that checks a filled-in value with the field's schema from packages/domain, the one the server
 * checks it with. An empty value is left to the form's required rule (a draft may leave fields empty).
 */
export function schemaRule(schema: z.ZodType, locale: Locale): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(typeof value === 'string' ? value : value);
      if (!result.success) throw new Error(issueText(result.error.issues[0] as z.core.$ZodIssue, locale));
    },
  };
}
