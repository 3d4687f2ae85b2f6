/**
 * The SPA's own pages (web/src/routes.tsx): any other path is answered with the app's not-found
 * page and a real 404, so browsers, crawlers and link checkers see a missing page as missing.
 * A test keeps this list and the web's route table the same.
 */
export const SPA_PAGES = [
  '/',
  '/landing',
  '/login',
  '/auth/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/profile/:username',
  '/explore',
  '/collections/:collectionId',
  '/gem/:gemId',
  '/gem/:gemId/readable',
  '/dashboard',
  '/settings',
  '/notifications',
  '/admin',
  '/share',
  '/rewards',
  '/imports',
  '/extension',
] as const;

const patterns = SPA_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** True when the path is one of the SPA's pages (a trailing slash allowed). */
export const isSpaPage = (path: string): boolean => patterns.some((pattern) => pattern.test(path));
