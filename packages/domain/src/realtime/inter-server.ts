/**
 * Events server processes send each other (socket.io's `serverSideEmit`). None: processes share the clients'
 * events through the Redis adapter's rooms; a process-to-process event would be declared here.
 */
export type InterServerEvents = Record<never, never>;
