import multer from '@koa/multer';
import type { Middleware } from 'koa';
import type { ApiOperation } from '@gems/contracts/openapi';
import { badRequest, tooLarge } from '../errors.js';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
  size: number;
}

/**
 * One multipart file field, held in memory up to `maxBytes`. Multer's limit errors become 400s
 * with the caller's own message; the file's real type is checked later from its bytes.
 */
export function singleUpload(field: string, maxBytes: number, tooLargeMessage: string): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
  });
  const handler = upload.single(field) as unknown as Middleware;
  return async (ctx, next) => {
    if (!ctx.is('multipart/*'))
      throw badRequest(`Send the file as multipart/form-data in the "${field}" field`);
    try {
      await handler(ctx, async () => undefined);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') throw badRequest(tooLargeMessage, { [field]: tooLargeMessage });
      if (code?.startsWith('LIMIT_')) throw badRequest(`Send one file in the "${field}" field`);
      throw badRequest('Malformed multipart body');
    }
    return next();
  };
}

export const uploadedFile = (ctx: {
  file?: unknown;
  request: { file?: unknown };
}): UploadedFile | undefined => (ctx.file ?? ctx.request.file) as UploadedFile | undefined;

// Room for the multipart boundaries and a form's small text fields around the largest file.
const MULTIPART_SLACK = 64 * 1024;

/**
 * A catalogue entry's multipart upload (`upload`, and `limits.tooLarge` for the wording): a body whose Content-Length already says it is larger
 * than the entry's file (plus the form around it) is a 413 with the entry's wording before a byte
 * is read; the file is then read in memory by `singleUpload`, up to the same size.
 */
export function operationUpload(
  upload: NonNullable<ApiOperation['upload']>,
  tooLargeMessage: string | undefined,
): Middleware {
  const { field, maxBytes } = upload;
  const message = tooLargeMessage ?? `The file must be smaller than ${Math.ceil(maxBytes / 1024 / 1024)} MB`;
  const read = singleUpload(field, maxBytes, message);
  return async (ctx, next) => {
    if (Number(ctx.get('content-length') || 0) > maxBytes + MULTIPART_SLACK) throw tooLarge(message);
    return read(ctx, next);
  };
}
