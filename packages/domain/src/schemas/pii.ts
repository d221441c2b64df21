import { z } from 'zod';
import { PageQuery, pageSchema } from './list.js';

/** Protected personal data (issue 21): the records and fields whose values are sealed at rest and shown masked. */
export const PII_ENTITIES = ['freelancer', 'invoice', 'onboarding'] as const;
export type PiiEntity = (typeof PII_ENTITIES)[number];
export const PII_FIELDS = ['idCard', 'bankCard', 'bankAccount', 'bankAccountNo'] as const;
export type PiiField = (typeof PII_FIELDS)[number];

/** Which fields each record has. */
export const PII_FIELDS_OF: Record<PiiEntity, readonly PiiField[]> = {
  freelancer: ['idCard', 'bankCard'],
  invoice: ['bankAccount'],
  onboarding: ['bankAccountNo'],
};

export const PiiRevealBody = z
  .object({
    entity: z.enum(PII_ENTITIES),
    id: z.coerce.number().int().positive(),
    field: z.enum(PII_FIELDS),
  })
  .refine((b) => PII_FIELDS_OF[b.entity].includes(b.field), { path: ['field'], message: 'not a field of it' });
export type PiiRevealBody = z.infer<typeof PiiRevealBody>;

export const PiiRevealAnswer = z.object({ value: z.string().nullable() });
export type PiiRevealAnswer = z.infer<typeof PiiRevealAnswer>;

export const PiiRevealLogQuery = PageQuery.extend({
  entity: z.enum(PII_ENTITIES).optional(),
  field: z.enum(PII_FIELDS).optional(),
  recordId: z.coerce.number().int().positive().optional(),
});
export type PiiRevealLogQuery = z.infer<typeof PiiRevealLogQuery>;

export const PiiRevealLogRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  entity: z.enum(PII_ENTITIES),
  recordId: z.number().int(),
  field: z.enum(PII_FIELDS),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type PiiRevealLogRow = z.infer<typeof PiiRevealLogRow>;
export const PiiRevealLogPage = pageSchema(PiiRevealLogRow);
