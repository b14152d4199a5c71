import { type ComponentType, createElement, isValidElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
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
 * On a deep link, main.tsx loads the page's chunk before the first render (preloadPage below).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  exportName: K,
) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[exportName];
    return { default: loaded };
  };
  const loader: PageLoader = { lazy: lazy(preload), loaded: () => loaded, preload };
  // A key per route: every lazy page is a LazyPage, and another route's page must mount afresh.
  return createElement(LazyPage, { loader, key: `lazy-page-${nextPageKey++}` });
}

type PageLoader = {
  lazy: ComponentType;
  loaded: () => ComponentType | undefined;
  preload: () => Promise<unknown>;
};

let nextPageKey = 0;

/**
 * Once loaded (see preloadPage), the page renders at once, without suspending. The choice is made once per
 * mount: switching from the lazy wrapper to the loaded component later would remount the page and lose its state.
 */
function LazyPage({ loader }: { loader: PageLoader }) {
  const [Component] = useState<ComponentType>(() => loader.loaded() ?? loader.lazy);
  return createElement(Component);
}

/**
 * Loads the lazy page `pathname` opens (its files are already on their way: app-shell.html preloads them), so
 * that the first render shows the page instead of the loading fallback. Once a fallback is on screen,
 * React keeps it for at least 300 ms, which on a phone is most of the time to the page's first content.
 * Pages behind RequireAuth are left to suspend as usual.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (isValidElement<{ loader: PageLoader }>(element) && element.type === LazyPage) {
    await element.props.loader.preload();
  }
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

  // Offline
  { path: 'outbox', element: lazyPage(() => import('@/features/outbox/outbox-page'), 'OutboxPage') },

  // Interviewer area
  {
    path: 'search-interviewers',
    element: lazyPage(
      () => import('@/features/interviewers/search-interviewers-page'),
      'SearchInterviewersPage',
    ),
  },
  {
    path: 'interviewers',
    element: lazyPage(() => import('@/features/interviewers/interviewers-page'), 'InterviewersPage'),
  },
  {
    path: 'interviewers/:id',
    element: lazyPage(
      () => import('@/features/interviewers/interviewer-profile-page'),
      'InterviewerProfilePage',
    ),
  },
  {
    path: 'interviewer/:id',
    element: lazyPage(() => import('@/features/interviewers/interviewer-redirect'), 'InterviewerRedirect'),
  },
  // The site's one search (issue 14): companies, interviewers and managers.
  { path: 'search', element: lazyPage(() => import('@/features/search/search-page'), 'SearchPage') },
  {
    path: 'search/:query',
    element: lazyPage(() => import('@/features/interviewers/search-results-page'), 'SearchResultsPage'),
  },
  {
    path: 'add-interviewer',
    element: lazyPage(() => import('@/features/interviewers/add-interviewer-page'), 'AddInterviewerPage'),
  },
  {
    path: 'rate-interviewer',
    element: lazyPage(() => import('@/features/interviewers/rate-interviewer-page'), 'RateInterviewerPage'),
  },
  {
    path: 'my-reviews',
    element: (
      <RequireAuth>
        {lazyPage(() => import('@/features/my-reviews/my-reviews-page'), 'MyReviewsPage')}
      </RequireAuth>
    ),
  },
  {
    path: 'saved',
    element: (
      <RequireAuth>
        {lazyPage(() => import('@/features/interviewers/saved-interviewers-page'), 'SavedInterviewersPage')}
      </RequireAuth>
    ),
  },
  { path: 'contact', element: lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage') },

  // Manager area
  { path: 'Home', element: lazyPage(() => import('@/features/managers/home-page'), 'HomePage') },
  {
    path: 'management/departments/:name',
    element: lazyPage(() => import('@/features/managers/department-page'), 'DepartmentPage'),
  },
  {
    path: 'management/managers/:name/:id',
    element: lazyPage(() => import('@/features/managers/manager-profile-page'), 'ManagerProfilePage'),
  },
  // Claimed manager profiles (issue 17).
  {
    path: 'management/managers/:name/:id/claim',
    element: <RequireAuth>{lazyPage(() => import('@/features/claims/claim-page'), 'ClaimPage')}</RequireAuth>,
  },
  {
    path: 'management/managers/:name/:id/dashboard',
    element: (
      <RequireAuth>{lazyPage(() => import('@/features/claims/dashboard-page'), 'DashboardPage')}</RequireAuth>
    ),
  },
  {
    path: 'claims',
    element: (
      <RequireAuth>{lazyPage(() => import('@/features/claims/my-claims-page'), 'MyClaimsPage')}</RequireAuth>
    ),
  },
  {
    path: 'search-managers',
    element: lazyPage(() => import('@/features/managers/search-managers-page'), 'SearchManagersPage'),
  },
  {
    path: 'searchresults',
    element: lazyPage(() => import('@/features/managers/search-results-page'), 'SearchResultsPage'),
  },
  {
    path: 'rate-manager',
    element: lazyPage(() => import('@/features/managers/rate-manager-page'), 'RateManagerPage'),
  },
  {
    path: 'All-Companies',
    element: lazyPage(() => import('@/features/companies/all-companies-page'), 'AllCompaniesPage'),
  },
  {
    path: 'companies/:name/:id',
    element: lazyPage(() => import('@/features/companies/company-page'), 'CompanyPage'),
  },
  {
    path: 'companies/:name/:id/insights',
    element: lazyPage(() => import('@/features/insights/company-insights-page'), 'CompanyInsightsPage'),
  },
  {
    path: 'companies/:name/:id/rate-company',
    element: (
      <RequireAuth>
        {lazyPage(() => import('@/features/companies/rate-company-page'), 'RateCompanyPage')}
      </RequireAuth>
    ),
  },
  // A company's verified account, which answers its company reviews (issue 17).
  {
    path: 'companies/:name/:id/claim',
    element: (
      <RequireAuth>{lazyPage(() => import('@/features/claims/claim-page'), 'CompanyClaimPage')}</RequireAuth>
    ),
  },

  // Trust and safety (issue 9): moderators only (the page checks the claim; the API enforces it).
  {
    path: 'moderation',
    element: (
      <RequireAuth>
        {lazyPage(() => import('@/features/moderation/moderation-page'), 'ModerationPage')}
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
