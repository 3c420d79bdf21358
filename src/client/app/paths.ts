import { can, type MaybeRole } from '../../shared/permissions';

/** The one table of the app's URLs; links and redirects use it. */
export const paths = {
  coverage: '/',
  locations: '/locations',
  guards: '/guards',
  /** The list of licences and skills, for admins and supervisors (issue #32). */
  qualifications: '/qualifications',
  export: '/export',
  manageUsers: '/manage-users',
  audit: '/audit',
  /** Notifications not delivered, for admins (issue #30). */
  deliveries: '/deliveries',
  /** The company's rules, for admins (issue #32). */
  settings: '/settings',
  newUsers: '/new-users',
  profile: '/profile',
  messenger: '/messenger',
  login: '/login',
  /** The office's board of open shifts (issue #21). */
  openShifts: '/open-shifts',
  /** The week board: posts by the 7 days of a week (issue #22). */
  schedule: '/schedule',
  /** A guard's home: their shifts and offers (issue #21). */
  myShifts: '/my-shifts',
  /** A guard's weekly hours they cannot work, and their time off (issue #32). */
  myAvailability: '/my/availability',
  /** Time off requests and what the office records, for admins and supervisors (issue #32). */
  timeOff: '/time-off',
  /** Guards' weeks of scheduled and worked hours, for admins and supervisors (issue #33). */
  timesheets: '/timesheets',
  /** Charts of requests, fills, call-outs and hours, for managers (issue #22). */
  reports: '/reports',
  /** The demo's text message sandbox, for admins (issue #30). */
  textMessages: '/text-messages',
  /** Where an invited guard sets their password: /invite/:token. */
  invite: '/invite/:token',
} as const;

/**
 * Where a role's day starts: a guard's own shifts (issue #21), a dispatcher's open-shifts board
 * on a phone (`phone`, issue #30), everyone else's dashboard.
 */
export function homePath(role: MaybeRole, phone = false): string {
  if (can(role, 'shifts:own')) return paths.myShifts;
  if (phone && role === 'dispatch') return paths.openShifts;
  return paths.coverage;
}
