/**
 * The answer every JSON route gives: `code` 200 on success, as the spec's callers check it (the softphone's seat
 * calls answer it as the string "200"), `msg` a text for people, `data` the payload (null on failure).
 */
export interface Envelope<T = unknown, Code extends number | string = number> {
  code: Code;
  msg: string;
  data: T;
}
