import { describe, expect, it } from 'vitest';
import { currentPageFor } from './current-page';
import {
  accountMenuItems,
  desktopBarItems,
  mobileBottomItems,
  mobilePanelItems,
} from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('header items (spec section 2)', () => {
  it('desktop bar: Coverage and Messenger for all, Locations, Guards and Reports for managers', () => {
    expect(labels(desktopBarItems('admin'))).toEqual([
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Locations',
      'Guards',
      'Reports',
      'Messenger',
    ]);
    expect(labels(desktopBarItems('supervisor'))).toEqual([
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Locations',
      'Guards',
      'Reports',
      'Messenger',
    ]);
    expect(labels(desktopBarItems('dispatch'))).toEqual([
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Messenger',
    ]);
    expect(labels(desktopBarItems('customer'))).toEqual(['Coverage', 'Schedule', 'Messenger']);
  });

  it('a guard (issue #21) has My Shifts in place of Coverage, and the messenger', () => {
    expect(labels(desktopBarItems('guard'))).toEqual(['My Shifts', 'Availability', 'Messenger']);
    expect(labels(mobilePanelItems('guard'))).toEqual([
      'My Shifts',
      'Availability',
      'Messenger',
      'Profile',
    ]);
    expect(labels(accountMenuItems('guard', false))).toEqual(['Profile']);
  });

  it('account dropdown: Profile, Export, Qualifications, Time off and Timesheets for managers, Manage Users, Audit Log and Deliveries for admins', () => {
    expect(labels(accountMenuItems('admin', true))).toEqual([
      'Profile',
      'Export',
      'Qualifications',
      'Time off',
      'Timesheets',
      'Manage Users',
      'Audit Log',
      'Deliveries',
      'Settings',
    ]);
    expect(labels(accountMenuItems('supervisor', false))).toEqual([
      'Profile',
      'Export',
      'Qualifications',
      'Time off',
      'Timesheets',
    ]);
    expect(labels(accountMenuItems('dispatch', false))).toEqual(['Profile']);
  });

  it('Text messages for admins while the demo sandbox is on (issue #30)', () => {
    expect(labels(accountMenuItems('admin', true, true)).at(-1)).toBe('Text messages');
    expect(labels(accountMenuItems('supervisor', false, true))).toEqual([
      'Profile',
      'Export',
      'Qualifications',
      'Time off',
      'Timesheets',
    ]);
    expect(labels(mobileBottomItems(true, true))).toEqual([
      'Manage Users',
      'Audit Log',
      'Deliveries',
      'Settings',
      'Text messages',
    ]);
    expect(mobileBottomItems(false, true)).toEqual([]);
    expect(currentPageFor('/text-messages')).toBe('text-messages');
  });

  it('mobile panel: Coverage, Locations, Guards, Qualifications, Export, Messenger, Profile', () => {
    expect(labels(mobilePanelItems('supervisor'))).toEqual([
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Locations',
      'Guards',
      'Qualifications',
      'Export',
      'Time off',
      'Timesheets',
      'Reports',
      'Messenger',
      'Profile',
    ]);
    expect(labels(mobilePanelItems('customer'))).toEqual([
      'Coverage',
      'Schedule',
      'Messenger',
      'Profile',
    ]);
    expect(labels(mobileBottomItems(true))).toEqual([
      'Manage Users',
      'Audit Log',
      'Deliveries',
      'Settings',
    ]);
    expect(mobileBottomItems(false)).toEqual([]);
  });

  it('maps paths to the highlighted item', () => {
    expect(currentPageFor('/')).toBe('coverage');
    expect(currentPageFor('/manage-users')).toBe('manage-users');
    expect(currentPageFor('/audit')).toBe('audit');
    expect(currentPageFor('/deliveries')).toBe('deliveries');
    expect(currentPageFor('/settings')).toBe('settings');
    expect(currentPageFor('/profile/')).toBe('profile');
    expect(currentPageFor('/open-shifts')).toBe('open-shifts');
    expect(currentPageFor('/my-shifts')).toBe('my-shifts');
    expect(currentPageFor('/schedule')).toBe('schedule');
    expect(currentPageFor('/my/availability')).toBe('my-availability');
    expect(currentPageFor('/time-off')).toBe('time-off');
    expect(currentPageFor('/new-users')).toBeNull();
  });
});
