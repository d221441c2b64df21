/**
 * Events server processes send each other (socket.io's `serverSideEmit`, through the Redis adapter). Clients' events
 * are shared through the adapter's rooms; these are the few a process tells the others itself.
 */
export interface InterServerEvents {
  /** a call centre's agents or calls changed: each process sends its own watching supervisors the board */
  wallboardChanged: (oemSerial: string) => void;
}
