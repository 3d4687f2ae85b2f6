import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs (pino). Child loggers carry the service name and, per request, the request id. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passwordHash'],
      remove: true,
    },
  });
}
