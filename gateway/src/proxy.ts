import http from 'node:http';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type { NodeMiddleware } from './http-helpers.js';
import type { Logger } from '@gems/platform/logger';
import type { ServiceName } from './routing-table.js';
import { relayAnswer } from './answer-encoding.js';

const CONNECT_TIMEOUT_MS = 800;
/** The longest route budget (imports, exports); see the routing table. */
const MAX_BUDGET_MS = 65_000;

/** Each request's time budget for the service's answer (set by the dispatcher from its route). */
const budgets = new WeakMap<IncomingMessage, number>();
export const setTimeBudget = (req: IncomingMessage, ms: number) => void budgets.set(req, ms);
export const timeBudgetOf = (req: IncomingMessage): number | undefined => budgets.get(req);

/**
 * One streaming proxy per service over a keep-alive pool. A service that is not running (or
 * cannot be reached within 800 ms) answers 503 `{message}`; one that does not start answering
 * within the request's time budget (its route's, else `timeoutMs`), 504. Answers are relayed by
 * `relayAnswer` (compressed when worth it), or by `onResponse` when given.
 */
export function serviceProxy(
  service: ServiceName,
  target: string,
  timeoutMs: number,
  logger: Logger,
  /** Sends the service's answer on (e.g. replacing a 404); relayAnswer by default. */
  onResponse: (upstream: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void = relayAnswer,
): NodeMiddleware {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent,
    xfwd: true,
    // A backstop for idle sockets only: each request's own budget is enforced by guardBudget.
    proxyTimeout: Math.max(timeoutMs, MAX_BUDGET_MS),
    selfHandleResponse: true,
    // Without the default logger plugin, which builds a URL and scans the agent's sockets on every
    // response only to log it: upstream errors are logged below, requests by the services.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => {
        guardConnect(proxyReq);
        guardBudget(proxyReq, budgets.get(req) ?? timeoutMs);
      },
      proxyRes: onResponse,
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code;
        const unreachable =
          code === 'ECONNREFUSED' ||
          code === 'EHOSTUNREACH' ||
          code === 'CONNECT_TIMEOUT' ||
          code === 'ENOTFOUND';
        logger.warn(
          { upstream: service, code, path: req.url, requestId: req.headers['x-request-id'] },
          'upstream error',
        );
        if (!('writeHead' in res)) return (res as Socket).destroy();
        if (res.headersSent) return void res.end();
        res.writeHead(unreachable ? 503 : 504, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            message: unreachable
              ? `The ${service} service is not available right now. Please try again later.`
              : `The ${service} service did not answer in time. Please try again.`,
            code: unreachable ? 'service_unavailable' : 'upstream_timeout',
          }),
        );
      },
    },
  }) as unknown as NodeMiddleware;
}

/** A service that has not started answering within the route's budget is cut off: 504. */
function guardBudget(proxyReq: ClientRequest, budgetMs: number): void {
  const timer = setTimeout(() => {
    proxyReq.destroy(Object.assign(new Error('time budget spent'), { code: 'ROUTE_TIMEOUT' }));
  }, budgetMs);
  proxyReq.once('response', () => clearTimeout(timer));
  proxyReq.once('close', () => clearTimeout(timer));
}

function guardConnect(proxyReq: ClientRequest): void {
  proxyReq.on('socket', (socket: Socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      const error = Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' });
      proxyReq.destroy(error);
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}
