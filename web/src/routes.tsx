import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyNamed } from './components/lazy-named';
import { AppLayout } from './layout/app-layout';

/** Each page's chunk loader, by the element that shows it (preloadPage). */
const preloads = new Map<unknown, () => Promise<unknown>>();

/** One chunk per screen (spec 01 §2 route table): a visit downloads only what it shows. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazyNamed(load, name);
  const element = <Page />;
  preloads.set(element, Page.preload);
  return element;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: page(() => import('./home/home-page'), 'HomePage') },
      { path: '/landing', element: page(() => import('./home/landing-page'), 'LandingPage') },
      { path: '/login', element: page(() => import('./auth/login-page'), 'LoginPage') },
      // Spec 01 links "Sign in to comment" to /auth/login.
      { path: '/auth/login', element: <Navigate to="/login" replace /> },
      { path: '/register', element: page(() => import('./auth/register-page'), 'RegisterPage') },
      {
        path: '/forgot-password',
        element: page(() => import('./auth/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password',
        element: page(() => import('./auth/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: '/verify-email',
        element: page(() => import('./auth/verify-email-page'), 'VerifyEmailPage'),
      },
      { path: '/profile/:username', element: page(() => import('./profile/profile-page'), 'ProfilePage') },
      { path: '/explore', element: page(() => import('./explore/explore-page'), 'ExplorePage') },
      {
        path: '/collections/:collectionId',
        element: page(() => import('./collection-page/collection-page'), 'CollectionPage'),
      },
      { path: '/gem/:gemId', element: page(() => import('./gem-page/gem-page'), 'GemPage') },
      {
        path: '/gem/:gemId/readable',
        element: page(() => import('./gem-page/archive/readable-copy-page'), 'ReadableCopyPage'),
      },
      { path: '/dashboard', element: page(() => import('./dashboard/dashboard-page'), 'DashboardPage') },
      { path: '/settings', element: page(() => import('./settings/settings-page'), 'SettingsPage') },
      {
        path: '/notifications',
        element: page(() => import('./notifications/notifications-page'), 'NotificationsPage'),
      },
      { path: '/admin', element: page(() => import('./admin/admin-page'), 'AdminPage') },
      { path: '/share', element: page(() => import('./pwa/share-page'), 'SharePage') },
      { path: '/rewards', element: page(() => import('./rewards/rewards-page'), 'RewardsPage') },
      { path: '/imports', element: page(() => import('./imports/imports-page'), 'ImportsPage') },
      { path: '/extension', element: page(() => import('./extension/extension-page'), 'ExtensionPage') },
      { path: '*', element: page(() => import('./layout/not-found-page'), 'NotFoundPage') },
    ],
  },
];

/** Loads the chunk of the page at `pathname` (nothing when it has none); it then renders at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  await preloads.get(match?.route.element)?.();
}

/**
 * The routes in react-router's declarative mode: the app uses no loaders, actions or fetchers,
 * and the data router that would run them was ~16 KB gzipped of every first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
