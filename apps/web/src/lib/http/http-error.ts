/** A failed request, its message already the catalogue's (or the server's) text. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
