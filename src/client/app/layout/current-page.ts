import { paths } from '../paths';

/** The header item highlighted for the current page (spec section 2). */
export type CurrentPage =
  | 'coverage'
  | 'locations'
  | 'guards'
  | 'qualifications'
  | 'export'
  | 'messenger'
  | 'profile'
  | 'manage-users'
  | 'audit'
  | 'deliveries'
  | 'settings'
  | 'open-shifts'
  | 'schedule'
  | 'my-shifts'
  | 'my-availability'
  | 'time-off'
  | 'timesheets'
  | 'reports'
  | 'text-messages';

/* Here, beside the header that reads them, not in paths.ts: the login page loads paths.ts. */
const PAGE_BY_PATH: Record<string, CurrentPage> = {
  [paths.coverage]: 'coverage',
  [paths.locations]: 'locations',
  [paths.guards]: 'guards',
  [paths.qualifications]: 'qualifications',
  [paths.export]: 'export',
  [paths.messenger]: 'messenger',
  [paths.profile]: 'profile',
  [paths.manageUsers]: 'manage-users',
  [paths.audit]: 'audit',
  [paths.deliveries]: 'deliveries',
  [paths.settings]: 'settings',
  [paths.openShifts]: 'open-shifts',
  [paths.schedule]: 'schedule',
  [paths.myShifts]: 'my-shifts',
  [paths.myAvailability]: 'my-availability',
  [paths.timeOff]: 'time-off',
  [paths.timesheets]: 'timesheets',
  [paths.reports]: 'reports',
  [paths.textMessages]: 'text-messages',
};

/** The header item for a pathname, or null for pages outside the header's list. */
export function currentPageFor(pathname: string): CurrentPage | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_BY_PATH[trimmed] ?? null;
}
