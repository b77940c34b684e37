/**
 * Thrown by an adapter that sheds load instead of queueing without bound (the password hasher when
 * its queue is full). Not a bug and not the caller's input: the server answers `SERVER_BUSY` with
 * Retry-After, and the client tries again.
 */
export class ServiceBusyError extends Error {
  override readonly name = 'ServiceBusyError';
  readonly code = 'SERVER_BUSY';
  constructor(
    message: string,
    /** Seconds after which a new attempt is likely to be served. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
