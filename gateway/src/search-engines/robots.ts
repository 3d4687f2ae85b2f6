import { API_PREFIX } from '@gems/contracts/openapi';

/** Pages that are someone's own (or sign-in forms): nothing for a search engine to list. */
const PRIVATE_PATHS = [
  `${API_PREFIX}/`,
  '/admin',
  '/settings',
  '/dashboard',
  '/notifications',
  '/rewards',
  '/imports',
  '/share',
  '/extension',
  '/login',
  '/auth/',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/s/',
];

/** /robots.txt: crawlers kept off the API and personal pages, pointed at the sitemap. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
