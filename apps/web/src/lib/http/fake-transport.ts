import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from './client';

/** For tests: what the fake server answers to one request. */
export type Reply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | { timeout: true }
  | { network: true };

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export const ok = (data: unknown = null): Reply => ({ status: 200, data: { code: 200, msg: 'ok', data } });

/**
 * For tests: replaces the http client's transport with one that settles like axios's own adapters (status
 * check, timeout, no response at all) and records every request it was given.
 */
export function fakeTransport(initial: Handler = () => ok()) {
  const transport = { calls: [] as InternalAxiosRequestConfig[], handler: initial };
  http.defaults.adapter = async (config) => {
    transport.calls.push(config);
    const reply = await transport.handler(config);
    if ('timeout' in reply) throw new AxiosError('timeout', 'ECONNABORTED', config);
    if ('network' in reply) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
    if (!config.validateStatus?.(reply.status)) {
      throw new AxiosError(`status ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return transport;
}
