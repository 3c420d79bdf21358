import type { RouteObject } from 'react-router';
import { RequirePermission } from './guards/route-guards';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

/** The admins' screens: accounts, the audit log, deliveries, the company rules, the texts' sandbox. */
export function adminRoutes(): RouteObject[] {
  return [
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
        {
          // Kept by 'settings:manage': admins, as 'users:manage' (permissions.ts).
          path: paths.settings,
          lazy: lazyPage(
            () => import('../features/settings/settings-page'),
            (m) => m.SettingsPage,
          ),
        },
      ],
    },
    {
      element: (
        <RequirePermission
          permission="sms:sandbox"
          message="Access denied. Admin privileges required."
        />
      ),
      children: [
        {
          path: paths.textMessages,
          lazy: lazyPage(
            () => import('../features/text-messages/text-messages-page'),
            (m) => m.TextMessagesPage,
          ),
        },
      ],
    },
  ];
}
