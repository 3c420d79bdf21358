import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { FullPageSpinner } from './full-page-spinner';
import {
  RedirectIfSignedIn,
  RequireActiveRole,
  RequirePermission,
  RequireSession,
} from './guards/route-guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';
import { SessionSync } from './session-sync';

/** A lazily loaded route's component. */
const page = (Component: ComponentType) => ({ Component });

function Root() {
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}

/** Routes per spec section 2; each page's code loads when first visited. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            lazy: () => import('../features/auth/login-page').then((m) => page(m.LoginPage)),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.newUsers,
            lazy: () => import('../features/auth/new-users-page').then((m) => page(m.NewUsersPage)),
          },
          {
            element: <AppLayout />,
            children: [
              {
                path: paths.profile,
                lazy: () =>
                  import('../features/profile/profile-page').then((m) => page(m.ProfilePage)),
              },
              {
                element: <RequireActiveRole />,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/coverage-requests/dashboard-page').then((m) =>
                        page(m.DashboardPage),
                      ),
                  },
                  {
                    path: paths.messenger,
                    lazy: () =>
                      import('../features/messenger/messenger-page').then((m) =>
                        page(m.MessengerPage),
                      ),
                  },
                  {
                    element: (
                      <RequirePermission
                        permission="pages:management"
                        message="Access denied. This page is only for admin and supervisor roles."
                      />
                    ),
                    children: [
                      {
                        path: paths.locations,
                        lazy: () =>
                          import('../features/locations/locations-page').then((m) =>
                            page(m.LocationsPage),
                          ),
                      },
                      {
                        path: paths.guards,
                        lazy: () =>
                          import('../features/guards/guards-page').then((m) => page(m.GuardsPage)),
                      },
                      {
                        path: paths.export,
                        lazy: () =>
                          import('../features/export/export-page').then((m) => page(m.ExportPage)),
                      },
                    ],
                  },
                  {
                    element: (
                      <RequirePermission
                        permission="users:manage"
                        message="Access denied. Admin privileges required."
                      />
                    ),
                    children: [
                      {
                        path: paths.manageUsers,
                        lazy: () =>
                          import('../features/users/manage-users-page').then((m) =>
                            page(m.ManageUsersPage),
                          ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
