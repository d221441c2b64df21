import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer: @fastify/helmet sends them through the hooks, and the answers written
 * before any hook runs (a URL that cannot be decoded, headers too large) take the same list from here. */
export const helmetOptions = {
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/** What helmet sets with these options, read once by running its middleware on a recording response. */
function collect(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions)({} as IncomingMessage, res, () => {});
  return headers;
}

export const securityHeaders: Readonly<Record<string, string>> = collect();

/** Headers that only a document reads (a page, a file opened in a tab): a JSON answer goes without them. */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

const split = (document: boolean) =>
  Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => DOCUMENT_ONLY.has(name) === document));

/**
 * The security headers every answer carries (the content security policy, nosniff, framing, referrer and
 * cross-origin resource policy). Node checks every header of every answer: the 17 of helmet's full list took a
 * third of a bare route's throughput, so JSON answers (most of the traffic) carry these only.
 */
export const answerSecurityHeaders: Readonly<Record<string, string>> = split(false);
/** The rest of helmet's list, added to every answer that is not JSON (the web app, files, the API docs). */
export const documentSecurityHeaders: Readonly<Record<string, string>> = split(true);
