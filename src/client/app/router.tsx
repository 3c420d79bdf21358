import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { meQueryOptions } from '../lib/session';
import { LoginPage } from '../features/auth/login-page';
import { ErrorPage } from './error-page';
import { FullPageSpinner } from './full-page-spinner';
import {
  RedirectIfSignedIn,
  RequireActiveRole,
  RequireCoverageView,
  RequireSession,
} from './guards/route-guards';
import { paths } from './paths';
import { SessionSync } from './session-sync';
import { adminRoutes } from './admin-routes';
import { lazyPage, permitted } from './route-helpers';

/** Two pages each, in one chunk (routes/guard-pages.ts, routes/manager-lists.ts): one loader. */
const loadGuardPages = () => import('./routes/guard-pages');
const loadManagerLists = () => import('./routes/manager-lists');

const MANAGERS_ONLY = 'Access denied. This page is only for admin and supervisor roles.';

function Root() {
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}

/**
 * Before each page change, the signed-in user is read afresh, so a role an admin changed, or an
 * account deleted, counts from that user's very next navigation (issue #5). A failed read keeps
 * what is cached; the route guards show the error when nothing is.
 */
function loadMe(queryClient: QueryClient) {
  return async () => {
    // Offline, the read would wait for the network; the guards show the offline screen instead.
    if (!onlineManager.isOnline()) return null;
    await queryClient.query({ ...meQueryOptions, staleTime: 0 }).catch(() => undefined);
    return null;
  };
}

/** A new page re-reads the user; a changed query string (the dashboard's month) does not. */
const onPageChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** Routes per spec section 2; each page's code loads when first visited. */
export const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <Root />,
    loader: loadMe(queryClient),
    shouldRevalidate: onPageChange,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            // The first page most visits see: in the entry, not one more round trip away.
            Component: LoginPage,
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.newUsers,
            lazy: lazyPage(
              () => import('../features/auth/new-users-page'),
              (m) => m.NewUsersPage,
            ),
          },
          {
            // The header, its menus and the realtime client load after sign-in, not on /login.
            lazy: lazyPage(
              () => import('./layout/app-layout'),
              (m) => m.AppLayout,
            ),
            children: [
              {
                path: paths.profile,
                lazy: lazyPage(
                  () => import('../features/profile/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                element: <RequireActiveRole />,
                children: [
                  {
                    element: <RequireCoverageView />,
                    children: [
                      {
                        index: true,
                        lazy: lazyPage(
                          () => import('./routes/dashboard-page'),
                          (m) => m.DashboardPage,
                        ),
                      },
                    ],
                  },
                  permitted('offers:manage', 'Access denied. Open shifts are for the office.', [
                    {
                      path: paths.openShifts,
                      lazy: lazyPage(
                        () => import('../features/shift-offers/open-shifts-page'),
                        (m) => m.OpenShiftsPage,
                      ),
                    },
                  ]),
                  permitted(
                    'schedule:view',
                    'Access denied. The schedule is for the office and customers.',
                    [
                      {
                        path: paths.schedule,
                        lazy: lazyPage(
                          () => import('./routes/schedule-page'),
                          (m) => m.SchedulePage,
                        ),
                      },
                    ],
                  ),
                  permitted('shifts:own', 'Access denied. This page is for guards.', [
                    {
                      path: paths.myShifts,
                      lazy: lazyPage(loadGuardPages, (m) => m.MyShiftsPage),
                    },
                    {
                      path: paths.myAvailability,
                      lazy: lazyPage(loadGuardPages, (m) => m.MyAvailabilityPage),
                    },
                  ]),
                  {
                    path: paths.messenger,
                    lazy: lazyPage(
                      () => import('../features/messenger/messenger-page'),
                      (m) => m.MessengerPage,
                    ),
                  },
                  permitted('pages:management', MANAGERS_ONLY, [
                    {
                      path: paths.locations,
                      lazy: lazyPage(
                        () => import('../features/locations/locations-page'),
                        (m) => m.LocationsPage,
                      ),
                    },
                    {
                      path: paths.guards,
                      lazy: lazyPage(
                        () => import('../features/guards/guards-page'),
                        (m) => m.GuardsPage,
                      ),
                    },
                    {
                      path: paths.export,
                      lazy: lazyPage(
                        () => import('../features/export/export-page'),
                        (m) => m.ExportPage,
                      ),
                    },
                  ]),
                  // Each by the permission its menu item checks (nav-items.ts), so the two cannot part.
                  permitted('qualifications:manage', MANAGERS_ONLY, [
                    {
                      path: paths.qualifications,
                      lazy: lazyPage(loadManagerLists, (m) => m.QualificationsPage),
                    },
                  ]),
                  permitted('time-off:decide', MANAGERS_ONLY, [
                    {
                      path: paths.timeOff,
                      lazy: lazyPage(loadManagerLists, (m) => m.TimeOffPage),
                    },
                  ]),
                  permitted('timesheets:manage', MANAGERS_ONLY, [
                    {
                      path: paths.timesheets,
                      lazy: lazyPage(loadManagerLists, (m) => m.TimesheetsPage),
                    },
                  ]),
                  permitted(
                    'reports:view',
                    'Access denied. Reports are for admin and supervisor roles.',
                    [
                      {
                        path: paths.reports,
                        // uPlot loads with this page's chunk only.
                        lazy: lazyPage(
                          () => import('../features/reports/reports-page'),
                          (m) => m.ReportsPage,
                        ),
                      },
                    ],
                  ),
                  ...adminRoutes(),
                ],
              },
            ],
          },
        ],
      },
      {
        // Public: an invited guard has no session yet (and a shared device may hold another's).
        path: paths.invite,
        lazy: lazyPage(
          () => import('../features/invites/invite-page'),
          (m) => m.InvitePage,
        ),
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('./not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes(queryClient));
}
