/**
 * The acknowledgement of every socket event that has one, chat and phone alike (docs/realtime.md,
 * docs/softphone.md): `{ code: 200, data }` on success, `{ code, msg }` when refused (`msg` translated). A refused
 * handshake's `connect_error` carries the same `{ code, msg }` as `err.data`.
 */
export type AckOk<T> = { code: 200; data: T };
export type AckRefusal = { code: number; msg: string; data?: undefined };
export type Ack<T> = AckOk<T> | AckRefusal;
export type AckCallback<T> = (ack: Ack<T>) => void;

/** Whether an acknowledgement is a success (a client may meet the code as a number or a string). */
export function isAckOk<T>(ack: Ack<T> | null | undefined): ack is AckOk<T> {
  return ack != null && String(ack.code) === '200';
}

type Args<Handler> = Handler extends (...args: infer A) => void ? A : never;

/** What an event's acknowledgement carries on success: `AckData<ChatClientToServer['sub']>` is a ChatMessage. */
export type AckData<Handler> = Args<Handler> extends [...unknown[], AckCallback<infer T>] ? T : never;

/** The payload an event sends before its acknowledgement, as a tuple: `[]` for a command with none. */
export type PayloadOf<Handler> = Args<Handler> extends [...infer P, AckCallback<never>] ? P : Args<Handler>;

/** The events of a map that are answered with an acknowledgement. */
export type EventsWithAck<Events> = {
  [E in keyof Events]: Args<Events[E]> extends [...unknown[], AckCallback<never>] ? E : never;
}[keyof Events];
