import { type ComponentType, createElement, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { RequireAuth } from '@/components/require-auth/require-auth';
import { LandingPage } from '@/features/landing/landing-page';

/**
 * A lazily loaded page element: the module is fetched the first time the route renders and becomes its
 * own chunk. The second argument is the name of the exported component (type-checked against the module).
 *
 *   { path: 'team', element: lazyPage(() => import('@/features/about/team-page'), 'TeamPage') }
 *
 * The layout wraps pages in Suspense (spinner on first load; during client navigation the previous
 * page stays until the chunk arrives) and in an error boundary (failed chunk loads show a retry screen).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  exportName: K,
) {
  const Page = lazy(async () => ({ default: (await load())[exportName] }));
  return createElement(Page);
}

/**
 * Pages rendered inside the layout (skip link, nav bar, footer). Add new routes here, keeping `*` last.
 * Paths are relative to `/` and matched case-insensitively. Never import firebase from this file or
 * from anything eagerly imported by it: that is the entry chunk.
 */
const pageRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },

  // Static content
  { path: 'team', element: lazyPage(() => import('@/features/about/team-page'), 'TeamPage') },
  { path: 'faq', element: lazyPage(() => import('@/features/about/faq-page'), 'FaqPage') },
  { path: 'privacy', element: lazyPage(() => import('@/features/legal/privacy-page'), 'PrivacyPage') },
  { path: 'terms', element: lazyPage(() => import('@/features/legal/terms-page'), 'TermsPage') },
  {
    path: 'guidelines',
    element: lazyPage(() => import('@/features/legal/guidelines-page'), 'GuidelinesPage'),
  },
  {
    path: 'Toxic-Workplace-Blog',
    element: lazyPage(() => import('@/features/blog/toxic-workplace-page'), 'ToxicWorkplacePage'),
  },

  // Accounts
  { path: 'signin', element: lazyPage(() => import('@/features/auth/sign-in-page'), 'SignInPage') },
  { path: 'register', element: lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage') },
  { path: 'verifyotp', element: lazyPage(() => import('@/features/auth/verify-otp-page'), 'VerifyOtpPage') },
  {
    path: 'forgot-password',
    element: lazyPage(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: 'profile',
    element: (
      <RequireAuth>{lazyPage(() => import('@/features/account/profile-page'), 'ProfilePage')}</RequireAuth>
    ),
  },
  {
    path: 'account-settings',
    element: (
      <RequireAuth>
        {lazyPage(() => import('@/features/account/account-settings-page'), 'AccountSettingsPage')}
      </RequireAuth>
    ),
  },

  // Catch-all: must stay last.
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }];

/** Renders the route table; used by App (inside BrowserRouter) and by tests (inside MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
