import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeMiddleware } from './http-helpers.js';
import { sendJson } from './http-helpers.js';
import type { ServiceName } from './routing-table.js';

/** A service's own HTTP handler (its Koa app's callback), running in the gateway's process. */
export type ServiceHandler = (req: IncomingMessage, res: ServerResponse) => void;

const append = (existing: string | string[] | undefined, value: string) =>
  existing ? `${Array.isArray(existing) ? existing.join(', ') : existing}, ${value}` : value;

/**
 * Hands a request to a service in the same process (the all-in-one `npm start`) instead of
 * proxying it over loopback HTTP: no second parse, no socket writes, no copy of the body. The
 * service sees what the proxy would have sent it — the same request with the X-Forwarded-*
 * headers the proxy adds — and answers on the client's own response (compressed by the gateway
 * as usual). A service that has not started answering within the request's budget gets the
 * proxy's 504.
 */
export function inProcessForwarder(
  service: ServiceName,
  handle: ServiceHandler,
  budgetOf: (req: IncomingMessage) => number,
): NodeMiddleware {
  return (req, res) => {
    const { headers, socket } = req;
    headers['x-forwarded-for'] = append(headers['x-forwarded-for'], socket.remoteAddress ?? '');
    headers['x-forwarded-port'] = append(headers['x-forwarded-port'], String(socket.localPort ?? ''));
    headers['x-forwarded-proto'] = append(
      headers['x-forwarded-proto'],
      'encrypted' in socket && socket.encrypted ? 'https' : 'http',
    );
    headers['x-forwarded-host'] ??= headers.host;
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      sendJson(res, 504, {
        message: `The ${service} service did not answer in time. Please try again.`,
        code: 'upstream_timeout',
      });
    }, budgetOf(req));
    res.once('close', () => clearTimeout(timer));
    handle(req, res);
  };
}
