import { z } from 'zod';
import { VISIBILITIES } from './shared-values.js';

/** Non-2xx answers everywhere: `{ message, code?, fields? }`. @public (documents the API) */
export const zErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Path ids are positive integers; anything else is a 400, not a 500. */
/** An id as a path or a body carries it: a number, or its plain decimal digits (not 0x1, 01, 1e2). */
export const zId = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/, 'Invalid id')], { error: 'Invalid id' })
  .transform(Number)
  .pipe(
    z
      .number({ message: 'Invalid id' })
      .int({ message: 'Invalid id' })
      .positive({ message: 'Invalid id' })
      .max(2_147_483_647, { message: 'Invalid id' }),
  );

export const zIdParams = z.object({ id: zId });

/** The answer of calls that only confirm (deletions, logout): `{ message }`. */
export const zMessageAnswer = z.object({ message: z.string() });

export const zVisibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof zVisibility>;
