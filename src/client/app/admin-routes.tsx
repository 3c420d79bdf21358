import type { RouteObject } from 'react-router';
import { paths } from './paths';
import { lazyPage, permitted } from './route-helpers';

const ADMINS_ONLY = 'Access denied. Admin privileges required.';

/** The admins' screens: accounts, the audit log, deliveries, the company rules, the texts' sandbox. */
export function adminRoutes(): RouteObject[] {
  return [
    permitted('users:manage', ADMINS_ONLY, [
      {
        path: paths.manageUsers,
        lazy: lazyPage(
          () => import('../features/users/manage-users-page'),
          (m) => m.ManageUsersPage,
        ),
      },
      {
        path: paths.audit,
        lazy: lazyPage(
          () => import('../features/audit/audit-page'),
          (m) => m.AuditPage,
        ),
      },
      {
        path: paths.deliveries,
        lazy: lazyPage(
          () => import('../features/deliveries/deliveries-page'),
          (m) => m.DeliveriesPage,
        ),
      },
    ]),
    // The permission PATCH /api/settings checks, not one that happens to name the same roles.
    permitted('settings:manage', ADMINS_ONLY, [
      {
        path: paths.settings,
        lazy: lazyPage(
          () => import('../features/settings/settings-page'),
          (m) => m.SettingsPage,
        ),
      },
    ]),
    permitted('sms:sandbox', ADMINS_ONLY, [
      {
        path: paths.textMessages,
        lazy: lazyPage(
          () => import('../features/text-messages/text-messages-page'),
          (m) => m.TextMessagesPage,
        ),
      },
    ]),
  ];
}
