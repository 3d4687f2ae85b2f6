import type { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: `public` needs nobody, `viewer` answers more to a signed-in viewer, `user` needs a
 * session or API token (401 without), `admin` an admin (401/403).
 */
export type Access = 'public' | 'viewer' | 'user' | 'admin';

export interface Answer {
  description: string;
  /** The JSON body; absent for bodies that are not JSON (see `contentType`) or empty answers. */
  schema?: z.ZodType;
  /** A non-JSON body: a file download, an HTML page. */
  contentType?: string;
  /** A list page: the next page's cursor travels in X-Next-Cursor. */
  paged?: boolean;
  /** A redirect: the target travels in Location. */
  redirect?: boolean;
}

/** One operation of the public API, as the gateway routes it to its service. */
export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form: `/api/gems/{id}`. */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** A JSON body, or with `upload` the multipart form's text fields. */
  body?: z.ZodType;
  /** A multipart upload: the form field holding the file. */
  upload?: { field: string; maxBytes: number };
  /** The success answers by status. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 302, Answer>>;
  /** Further documented failures besides the ones implied (400 on input, 401/403, 404 on ids). */
  errors?: Partial<Record<number, { description: string; schema?: z.ZodType }>>;
}

/** A group of operations shown together (one tag). */
export interface ApiArea {
  tag: string;
  description: string;
  operations: ApiOperation[];
}
