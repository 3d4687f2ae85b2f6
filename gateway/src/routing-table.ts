import { GEM_IMAGE_TOO_LARGE, PROFILE_PHOTO_TOO_LARGE } from '@gems/contracts';

/**
 * Who answers which path: one declarative table, most specific first. The first row whose method
 * and pattern match wins. `{param}` matches one path segment; `*` at the end matches the rest.
 * `auth: 'admin'` rows are refused at the gateway (401/403) before any service is asked, and the
 * services check again.
 */
export type ServiceName = 'identity' | 'curation' | 'social' | 'rewards' | 'scraper' | 'admin-metrics';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  methods: Method[] | '*';
  pattern: string;
  service: ServiceName;
  auth?: 'admin';
  /** A stricter rate limit (sign-in and sign-up). */
  limit?: 'auth';
  /** Largest body accepted (uploads, data URLs); default 1 MB. */
  maxBodyBytes?: number;
  /** The 413's message for a larger body, where the spec words it (a file too large to upload). */
  tooLarge?: string;
  /** How long the service may take to start answering; default UPSTREAM_TIMEOUT_MS (a few seconds). */
  timeoutMs?: number;
}

const MB = 1024 * 1024;
const ALL = '*' as const;

export const ROUTES: Route[] = [
  // identity: accounts and sessions
  { methods: ['POST'], pattern: '/api/auth/login', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/register', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/wallet-login', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/wallet-nonce', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/password-reset', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/password-reset/confirm', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/email/confirm', service: 'identity', limit: 'auth' },
  { methods: ['POST'], pattern: '/api/auth/email/verification', service: 'identity', limit: 'auth' },
  { methods: ALL, pattern: '/api/auth/*', service: 'identity' },
  { methods: ['GET'], pattern: '/api/login', service: 'identity' },
  { methods: ['GET'], pattern: '/api/login/callback', service: 'identity' },
  { methods: ['GET', 'PATCH'], pattern: '/api/profile', service: 'identity' },

  // admin: every /api/admin path needs an admin, whoever owns it
  { methods: ['GET'], pattern: '/api/admin/users/summary', service: 'identity', auth: 'admin' },
  { methods: ['DELETE'], pattern: '/api/admin/users/{id}', service: 'identity', auth: 'admin' },
  { methods: ['GET'], pattern: '/api/admin/content/summary', service: 'curation', auth: 'admin' },
  { methods: ALL, pattern: '/api/admin/rewards/*', service: 'rewards', auth: 'admin' },
  { methods: ALL, pattern: '/api/admin/*', service: 'admin-metrics', auth: 'admin' },

  // users: the specific sub-resources before /api/users/{username}
  { methods: ['GET'], pattern: '/api/users/top-creators', service: 'curation' },
  { methods: ['GET'], pattern: '/api/users/{id}/gems', service: 'curation' },
  { methods: ['GET'], pattern: '/api/users/{id}/collections', service: 'curation' },
  { methods: ['GET'], pattern: '/api/users/{id}/liked-gems', service: 'social' },
  { methods: ['DELETE'], pattern: '/api/users/{id}/follow', service: 'social' },
  { methods: ['GET'], pattern: '/api/users/{id}/is-following', service: 'social' },
  { methods: ['GET'], pattern: '/api/users/{id}/followers', service: 'social' },
  { methods: ['GET'], pattern: '/api/users/{id}/following', service: 'social' },
  { methods: ['GET'], pattern: '/api/users/{id}/follow-request-status', service: 'social' },
  { methods: ['GET'], pattern: '/api/users/{id}/follow-counts', service: 'social' },
  { methods: ['PUT'], pattern: '/api/users/{id}/profile', service: 'identity' },
  {
    methods: ['POST'],
    pattern: '/api/users/{id}/profile-photo',
    service: 'identity',
    maxBodyBytes: 6 * MB,
    tooLarge: PROFILE_PHOTO_TOO_LARGE,
  },
  { methods: ['POST'], pattern: '/api/users/{id}/referral-code', service: 'identity' },
  { methods: ['GET'], pattern: '/api/users/{username}', service: 'identity' },
  { methods: ['GET'], pattern: '/api/users', service: 'identity' },

  // social: likes and comments on gems and collections, follows, notifications
  { methods: ['GET'], pattern: '/api/gems/{id}/comments', service: 'social' },
  { methods: ['GET'], pattern: '/api/gems/{id}/liked', service: 'social' },
  { methods: ['GET'], pattern: '/api/gems/{id}/like-count', service: 'social' },
  { methods: ['POST', 'DELETE'], pattern: '/api/gems/{id}/like', service: 'social' },
  { methods: ['GET'], pattern: '/api/collections/{id}/liked', service: 'social' },
  { methods: ['GET'], pattern: '/api/collections/{id}/like-count', service: 'social' },
  { methods: ['POST', 'DELETE'], pattern: '/api/collections/{id}/like', service: 'social' },
  { methods: ALL, pattern: '/api/comments', service: 'social' },
  { methods: ALL, pattern: '/api/comments/*', service: 'social' },
  { methods: ALL, pattern: '/api/follows', service: 'social' },
  { methods: ALL, pattern: '/api/follows/*', service: 'social' },
  { methods: ALL, pattern: '/api/follow-requests', service: 'social' },
  { methods: ALL, pattern: '/api/follow-requests/*', service: 'social' },
  { methods: ALL, pattern: '/api/notifications', service: 'social' },
  { methods: ALL, pattern: '/api/notifications/*', service: 'social' },

  // curation: gems, images, collections, tags, categories, short links
  {
    methods: ['POST'],
    pattern: '/api/gems/{id}/images/upload',
    service: 'curation',
    maxBodyBytes: 11 * MB,
    tooLarge: GEM_IMAGE_TOO_LARGE,
  },
  {
    methods: ['POST'],
    pattern: '/api/gems',
    service: 'curation',
    maxBodyBytes: 15 * MB,
    tooLarge: GEM_IMAGE_TOO_LARGE,
  },
  {
    methods: ['PUT'],
    pattern: '/api/gems/{id}',
    service: 'curation',
    maxBodyBytes: 15 * MB,
    tooLarge: GEM_IMAGE_TOO_LARGE,
  },
  // a batch saves up to 50 links, each with its preview
  { methods: ['POST'], pattern: '/api/gems/batch', service: 'curation', timeoutMs: 60_000 },
  { methods: ALL, pattern: '/api/gems', service: 'curation' },
  { methods: ALL, pattern: '/api/gems/*', service: 'curation' },
  { methods: ALL, pattern: '/api/gem-images/*', service: 'curation' },
  { methods: ALL, pattern: '/api/collections', service: 'curation' },
  { methods: ALL, pattern: '/api/collections/*', service: 'curation' },
  { methods: ALL, pattern: '/api/gem-shelf', service: 'curation' },
  { methods: ALL, pattern: '/api/gem-shelf/*', service: 'curation' },
  { methods: ALL, pattern: '/api/gem-collections', service: 'curation' },
  { methods: ['GET'], pattern: '/api/tags', service: 'curation' },
  { methods: ['GET'], pattern: '/api/categories', service: 'curation' },
  { methods: ['GET'], pattern: '/s/{shortCode}', service: 'curation' },
  // bookmark-file imports (≤ 20 MB file plus multipart framing) and exports of one's own gems
  {
    methods: ['POST'],
    pattern: '/api/imports',
    service: 'curation',
    maxBodyBytes: 21 * MB,
    timeoutMs: 60_000,
  },
  { methods: ['GET'], pattern: '/api/imports', service: 'curation' },
  { methods: ['GET'], pattern: '/api/imports/*', service: 'curation' },
  { methods: ['GET'], pattern: '/api/exports/*', service: 'curation', timeoutMs: 60_000 },

  // rewards
  { methods: ALL, pattern: '/api/rewards/*', service: 'rewards' },

  // scraper
  // A scrape may render the page in a browser: its own budget is 15 s.
  // … and the extension may send the page's HTML (≤ 5 MB as a JSON string).
  { methods: ['POST'], pattern: '/api/scrape', service: 'scraper', timeoutMs: 16_000, maxBodyBytes: 11 * MB },

  // admin-metrics: feedback
  { methods: ALL, pattern: '/api/feedback', service: 'admin-metrics' },
];
