import {
  Award,
  BarChart3,
  CalendarClock,
  CalendarOff,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  FileDown,
  History,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  Send,
  Settings,
  MessageSquareText,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type MaybeRole } from '../../../shared/permissions';
import { paths } from '../paths';
import type { CurrentPage } from './current-page';

/** What the header and its phone menu show: the signed-in user, the page, the open menu. */
export interface AppHeaderProps {
  currentPage: CurrentPage | null;
  firstName: string;
  isAdmin: boolean;
  userRole: MaybeRole;
  onLogout: () => void;
  mobileMenuOpen: boolean;
  /** Unread messages in all of my conversations, shown beside Messenger. */
  unreadMessages: number;
  onMobileMenuOpenChange: (open: boolean) => void;
  /** The text message sandbox is on (issue #30): its screen is in an admin's menu. */
  textMessages?: boolean;
}

export interface NavItem {
  page: CurrentPage;
  label: string;
  to: string;
  icon: LucideIcon;
}

const item = (page: CurrentPage, label: string, to: string, icon: LucideIcon): NavItem => ({
  page,
  label,
  to,
  icon,
});

const COVERAGE = item('coverage', 'Coverage', paths.coverage, LayoutDashboard);
const LOCATIONS = item('locations', 'Locations', paths.locations, MapPin);
const GUARDS = item('guards', 'Guards', paths.guards, ShieldCheck);
/**
 * Issue #32: the list of licences and skills, for those who keep it: after Guards in the phone's
 * panel, after Export in the account dropdown (the desktop bar has no room for an eighth item
 * between 1024 and 1280 px).
 */
const QUALIFICATIONS = item('qualifications', 'Qualifications', paths.qualifications, Award);
const EXPORT = item('export', 'Export', paths.export, FileDown);
const MESSENGER = item('messenger', 'Messenger', paths.messenger, MessageSquare);
const PROFILE = item('profile', 'Profile', paths.profile, UserRound);
const MANAGE_USERS = item('manage-users', 'Manage Users', paths.manageUsers, Users);
/** Beyond the spec (issue #21): the office's open shifts, and a guard's own page. */
const OPEN_SHIFTS = item('open-shifts', 'Open Shifts', paths.openShifts, CalendarClock);
/** Beyond the spec (issue #22): the week board, for the office and customers. */
const SCHEDULE = item('schedule', 'Schedule', paths.schedule, CalendarRange);
const MY_SHIFTS = item('my-shifts', 'My Shifts', paths.myShifts, ClipboardList);
/** Issue #32: a guard's weekly hours and time off, after My Shifts. */
const MY_AVAILABILITY = item('my-availability', 'Availability', paths.myAvailability, CalendarOff);
/** Issue #32: time off requests, for managers after Export. */
const TIME_OFF = item('time-off', 'Time off', paths.timeOff, CalendarOff);
/** Issue #33: guards' weeks of worked hours, for managers after Time off. */
const TIMESHEETS = item('timesheets', 'Timesheets', paths.timesheets, ClipboardCheck);
/** Beyond the spec (issue #9): the audit trail, for admins after Manage Users. */
const AUDIT = item('audit', 'Audit Log', paths.audit, History);
/** Beyond the spec (issue #30): notifications not delivered, for admins after the audit log. */
const DELIVERIES = item('deliveries', 'Deliveries', paths.deliveries, Send);
/** Issue #32: the company's rules, for admins after Deliveries. */
const SETTINGS = item('settings', 'Settings', paths.settings, Settings);
/** Issue #30: the demo's text message sandbox, for admins while it is on. */
const TEXT_MESSAGES = item('text-messages', 'Text messages', paths.textMessages, MessageSquareText);
/** Beyond the spec (issue #22): charts for managers, after Guards. */
const REPORTS = item('reports', 'Reports', paths.reports, BarChart3);

/** Qualifications, for those who keep the list. */
const qualificationItems = (role: MaybeRole): NavItem[] =>
  can(role, 'qualifications:manage') ? [QUALIFICATIONS] : [];

/** The items after Guards for those who may see the reports. */
const reportItems = (role: MaybeRole): NavItem[] => (can(role, 'reports:view') ? [REPORTS] : []);

/**
 * The first items of every menu: Coverage (then Open Shifts for the office, and Schedule), or a
 * guard's My Shifts in their place.
 */
function homeItems(role: MaybeRole): NavItem[] {
  if (can(role, 'shifts:own')) return [MY_SHIFTS, MY_AVAILABILITY];
  return [
    COVERAGE,
    ...(can(role, 'offers:manage') ? [OPEN_SHIFTS] : []),
    ...(can(role, 'schedule:view') ? [SCHEDULE] : []),
  ];
}

/**
 * Desktop bar: Coverage and Messenger for everyone (Open Shifts for the office, Schedule for the
 * office and customers); Locations, Guards and Reports for managers; guards have My Shifts
 * instead of Coverage.
 */
export function desktopBarItems(role: MaybeRole): NavItem[] {
  const managers = can(role, 'pages:management');
  return [
    ...homeItems(role),
    ...(managers ? [LOCATIONS, GUARDS] : []),
    ...reportItems(role),
    MESSENGER,
  ];
}

/** Time off, for those who answer it; Timesheets, for those who approve them. */
const timeOffItems = (role: MaybeRole): NavItem[] => [
  ...(can(role, 'time-off:decide') ? [TIME_OFF] : []),
  ...(can(role, 'timesheets:manage') ? [TIMESHEETS] : []),
];

/** Text messages, for admins while the sandbox is on. */
const sandboxItems = (isAdmin: boolean, textMessages: boolean) =>
  isAdmin && textMessages ? [TEXT_MESSAGES] : [];

/**
 * Account dropdown: Profile, Export, Qualifications, Time off and Timesheets for managers, Manage Users, Audit
 * Log, Deliveries and
 * Settings for admins, and Text messages while the sandbox is on (Logout follows).
 */
export function accountMenuItems(
  role: MaybeRole,
  isAdmin: boolean,
  textMessages = false,
): NavItem[] {
  return [
    PROFILE,
    ...(can(role, 'reports:export') ? [EXPORT] : []),
    ...qualificationItems(role),
    ...timeOffItems(role),
    ...(isAdmin ? [MANAGE_USERS, AUDIT, DELIVERIES, SETTINGS] : []),
    ...sandboxItems(isAdmin, textMessages),
  ];
}

/**
 * Mobile panel, main section: Coverage, Locations, Guards, Qualifications, Export, Time off,
 * Timesheets, Reports, Messenger, Profile.
 */
export function mobilePanelItems(role: MaybeRole): NavItem[] {
  const managers = can(role, 'pages:management');
  return [
    ...homeItems(role),
    ...(managers ? [LOCATIONS, GUARDS] : []),
    ...qualificationItems(role),
    ...(managers ? [EXPORT] : []),
    ...timeOffItems(role),
    ...reportItems(role),
    MESSENGER,
    PROFILE,
  ];
}

/**
 * Mobile panel, bottom section: Manage Users, Audit Log, Deliveries and Settings for admins, and
 * Text messages while the sandbox is on (Logout follows).
 */
export function mobileBottomItems(isAdmin: boolean, textMessages = false): NavItem[] {
  return [
    ...(isAdmin ? [MANAGE_USERS, AUDIT, DELIVERIES, SETTINGS] : []),
    ...sandboxItems(isAdmin, textMessages),
  ];
}
