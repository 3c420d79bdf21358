import { reachTheOffice } from './company-profile.js';

/**
 * The company's notice period for a call-out (issue #31): a guard calling out of a shift that
 * starts sooner than that is still let through (being told late beats not being told), but is
 * warned first and asked to phone the office as well.
 */

/** Minutes until the shift starts when that is less than the notice period, else null. */
export function shortNoticeMinutes(
  startsAt: string | null,
  now: Date,
  noticeHours: number,
): number | null {
  if (!startsAt || noticeHours <= 0) return null;
  const minutesLeft = Math.floor((Date.parse(startsAt) - now.getTime()) / 60_000);
  return minutesLeft < noticeHours * 60 ? Math.max(0, minutesLeft) : null;
}

/** '45 min', '3 h', '3 h 20 min'. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What the guard reads above the reasons when the call-out comes at short notice. */
export function shortNoticeWarning(
  minutesLeft: number,
  noticeHours: number,
  officePhone: string | null,
): string {
  const when =
    minutesLeft === 0
      ? 'This shift is starting now'
      : `This shift starts in ${minutesText(minutesLeft)}`;
  const period = `${noticeHours} ${noticeHours === 1 ? "hour's" : "hours'"} notice`;
  const phone = `please also ${reachTheOffice(officePhone, 'app')}`;
  return `${when}, less than the ${period} the office asks for: ${phone} so they can find cover in time.`;
}
