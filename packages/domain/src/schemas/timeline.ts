import { z } from 'zod';

/** The records that keep a timeline (record_event.entity). */
export const TIMELINE_ENTITIES = ['order', 'task', 'invoice', 'contract', 'onboarding'] as const;
export const TimelineEntity = z.enum(TIMELINE_ENTITIES);
export type TimelineEntity = z.infer<typeof TimelineEntity>;

/** Who made a change: a console user (enterprise or staff), a freelancer, an applicant, or the system (a job, a socket event). */
export const TIMELINE_ACTORS = ['enterprise', 'staff', 'freelancer', 'applicant', 'system'] as const;
export const TimelineActorType = z.enum(TIMELINE_ACTORS);
export type TimelineActorType = z.infer<typeof TimelineActorType>;

/** One edited field: before → after as text; personal data (ID card, bank card, bank account) only ever masked. */
export const FieldChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof FieldChange>;

/**
 * What a timeline entry is: a change of the record (event), or something that concerns it: a chat message between
 * its parties during its life, a call dialled about it, a notice raised about it.
 */
export const TIMELINE_KINDS = ['event', 'chat', 'call', 'notice'] as const;
export const TimelineKind = z.enum(TIMELINE_KINDS);
export type TimelineKind = z.infer<typeof TimelineKind>;

export const TimelineEntry = z.object({
  /** unique within one timeline: the kind and the source row's id */
  id: z.string(),
  kind: TimelineKind,
  /** event: the record's action (create, edit, submit, approve, …); chat: text or image; call: in or out; notice: its kind */
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  changes: z.array(FieldChange),
  actorType: TimelineActorType.nullable(),
  /** the actor's display name (a freelancer's or applicant's masked), or the job/socket event for system */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  /** the reason given, a chat preview, a call's note */
  note: z.string().nullable(),
  /** a notice's or call's values (a call's outcome and seconds, a notice's params) */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** A record's whole story, oldest first. */
export const Timeline = z.object({ entries: z.array(TimelineEntry) });
export type Timeline = z.infer<typeof Timeline>;
