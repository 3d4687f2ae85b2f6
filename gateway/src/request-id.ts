import { randomUUID } from 'node:crypto';
import type { NodeMiddleware } from './http-helpers.js';

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Every request gets an id (the client's when it is safe), echoed back and passed upstream. */
export const requestId: NodeMiddleware = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  next();
};
