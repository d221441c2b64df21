import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/**
 * The two instances behind nginx, as the cluster specs see them. Pages always talk through nginx; the cookie
 * console_instance=<n> makes nginx send a browser to instance n first (the other one only while n is down), and
 * nginx names the instance that gave each answer (X-Console-Instance), websocket handshakes included: so a spec
 * proves where each page was served instead of assuming it.
 */

export type InstanceNo = 1 | 2;

/** The cluster's control port (cluster/e2e-cluster.ts). */
export const controlUrl = (path: string) => `http://127.0.0.1:${process.env.E2E_CLUSTER_CONTROL_PORT}${path}`;

async function control(path: string): Promise<void> {
  const res = await fetch(controlUrl(path), { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Stops instance n gracefully (SIGTERM, as a rolling restart does); resolves once it has exited. */
export const stopInstance = (n: InstanceNo) => control(`/instances/${n}/stop`);

/** Starts instance n again on its port; resolves once it answers. */
export const startInstance = (n: InstanceNo) => control(`/instances/${n}/start`);

/** A browser context whose pages nginx sends to instance n. */
export async function pinnedContext(
  browser: Browser,
  baseURL: string,
  n: InstanceNo,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', ...options });
  await context.addCookies([{ name: 'console_instance', value: String(n), url: baseURL }]);
  return context;
}

/** The instance that gave an answer, as nginx names it. */
const instanceOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === 'x-console-instance')?.[1] ?? '?';

/**
 * Records, from now on, which instance answered each of the page's calls to the API and each of its websocket
 * handshakes (the chat's, the notices', the phone's): `calls` and `sockets` list the instances in order.
 * `connects` counts the sockets the server accepted (socket.io's connect packet).
 */
export async function servedBy(page: Page) {
  const seen = { calls: [] as string[], sockets: [] as string[], connects: 0 };
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/interface/')) seen.calls.push(instanceOf(r.headers()));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    seen.sockets.push(instanceOf(e.response.headers));
  });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    if (e.response.payloadData.startsWith('40')) seen.connects++;
  });
  return seen;
}

/** Every one of these answers came from instance n. */
export function onlyFrom(answers: string[], n: InstanceNo) {
  expect(answers.length).toBeGreaterThan(0);
  expect([...new Set(answers)]).toEqual([String(n)]);
}

/** A request to the API through nginx that instance n answers (checked by its name on the answer). */
export async function fetchOn(baseURL: string, n: InstanceNo, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseURL}/interface${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Cookie: `console_instance=${n}` },
  });
  expect(res.headers.get('x-console-instance'), path).toBe(String(n));
  return res;
}

/** A signed-in call to the API that instance n answers: a spec's own action on that instance. */
export async function callOn<T>(
  baseURL: string,
  n: InstanceNo,
  token: string,
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const res = await fetchOn(baseURL, n, path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(res.status, `${method} ${path}: ${json.msg}`).toBe(200);
  return json.data;
}
