import type { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The services behind the gateway: each operation names the one that answers it. */
export type ServiceName = 'identity' | 'curation' | 'social' | 'rewards' | 'scraper' | 'admin-metrics';

/**
 * Who may call: `public` needs nobody, `viewer` answers more to a signed-in viewer, `user` needs a
 * session or API token (401 without; a personal API token is a user's credential, and an owner's
 * rights are checked by the service on the thing itself), `admin` an admin (401/403, refused at the
 * gateway before any service is asked).
 */
export type Access = 'public' | 'viewer' | 'user' | 'admin';

/** What the gateway holds an operation to; absent fields take the gateway's defaults. */
interface Limits {
  /** The stricter rate-limit class (sign-in, sign-up, resets: per address). */
  rateLimit?: 'auth';
  /** Largest body accepted (uploads, data URLs); default 1 MB. */
  maxBodyBytes?: number;
  /** The 413's message for a larger body, where the spec words it. */
  tooLarge?: string;
  /** How long the service may take to start answering; default UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
}

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

type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * One operation of the public API, declared once: the gateway routes it from this, the owning
 * service registers its handler against it, the OpenAPI document and the web's client are
 * derived from it.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form: `/api/gems/{id}`. */
  path: string;
  service: ServiceName;
  summary: string;
  description?: string;
  access: Access;
  limits?: Limits;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** A JSON body, or with `upload` the multipart form's text fields. */
  body?: z.ZodType;
  /** A multipart upload: the form field holding the file. */
  upload?: { field: string; maxBytes: number };
  /** The success answers by status. */
  answers: Partial<Record<SuccessStatus, Answer>>;
  /** Further documented failures besides the ones implied (400 on input, 401/403, 404 on ids). */
  errors?: Partial<Record<number, { description: string; schema?: z.ZodType }>>;
}

/** A group of operations shown together (one tag), keyed by operationId. */
export interface ApiArea<O extends Record<string, ApiOperation> = Record<string, ApiOperation>> {
  tag: string;
  description: string;
  operations: O;
}

/** Declares an area keeping each entry's exact types (its schemas type the handler and the client). */
export const defineArea = <const O extends Record<string, ApiOperation>>(area: ApiArea<O>): ApiArea<O> =>
  area;

export const MB = 1024 * 1024;
