import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumberType,
} from 'libphonenumber-js/max';

/**
 * Guards' mobile numbers (issue #30): people type them as they like; they are stored in E.164
 * (+12015550123), the form texts are sent to. The full metadata ('max') tells mobile numbers
 * from landlines, toll-free and the like: only a number that can be a mobile one is kept. In the
 * US and Canada mobile and fixed-line numbers look alike ('FIXED_LINE_OR_MOBILE'), so those
 * pass; where the plan tells them apart, a landline does not.
 *
 * This module brings ~90 KB of metadata: the guard form and the server import it, never a page
 * that only shows names.
 */
export type { CountryCode };

/** What reading a typed number gives: its E.164 form, or why it cannot be a mobile number. */
export type MobileReading = { ok: true; e164: string } | { ok: false; error: string };

const MOBILE_TYPES: ReadonlySet<PhoneNumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** How a number of each refused kind is named to the person who typed it. */
const REFUSED_KIND: Record<Exclude<PhoneNumberType, 'MOBILE' | 'FIXED_LINE_OR_MOBILE'>, string> = {
  FIXED_LINE: 'a landline',
  TOLL_FREE: 'a toll-free number',
  PREMIUM_RATE: 'a premium-rate number',
  SHARED_COST: 'a shared-cost number',
  VOIP: 'an internet (VoIP) number',
  PERSONAL_NUMBER: 'a personal forwarding number',
  PAGER: 'a pager number',
  UAN: 'a company number (UAN)',
  VOICEMAIL: 'a voicemail number',
};

export const PHONE_MESSAGES = {
  unreadable:
    'Enter a mobile number with its area code, e.g. (201) 555-0123, or with + and the country code',
  extension: 'A mobile number has no extension: remove it',
  notMobile: (kind: string) =>
    `This is ${kind}, which cannot receive texts: enter the guard's mobile number`,
} as const;

/**
 * Reads a number as typed ('(201) 555-0123', '201.555.0123', '+44 7911 123456'): numbers without
 * a country code are read in `region` (PHONE_REGION). Gives its E.164 form when it can be a
 * mobile number, else the reason it cannot, in words for the person who typed it.
 */
export function readMobileNumber(typed: string, region: CountryCode): MobileReading {
  const number = parsePhoneNumberFromString(typed.trim(), region);
  if (!number?.isValid()) return { ok: false, error: PHONE_MESSAGES.unreadable };
  if (number.ext) return { ok: false, error: PHONE_MESSAGES.extension };
  const type = number.getType();
  if (type === undefined) return { ok: false, error: PHONE_MESSAGES.unreadable };
  if (!MOBILE_TYPES.has(type)) {
    return {
      ok: false,
      error: PHONE_MESSAGES.notMobile(REFUSED_KIND[type as keyof typeof REFUSED_KIND]),
    };
  }
  return { ok: true, e164: number.number };
}

/** True for a stored number that texts can go to: E.164 already, and a mobile number. */
export function isTextableNumber(stored: string | null, region: CountryCode): stored is string {
  if (!stored) return false;
  const reading = readMobileNumber(stored, region);
  return reading.ok && reading.e164 === stored;
}

/**
 * A number as people read it: in the national format for numbers dialled without a country code
 * from `region` ('(201) 555-0123'; Canada's too from the US: one calling code), in the
 * international one for others ('+44 7911 123456'); one that cannot be read is shown as stored.
 */
export function formatPhone(stored: string, region: CountryCode): string {
  const number = parsePhoneNumberFromString(stored, region);
  if (!number?.isValid()) return stored;
  return number.countryCallingCode === getCountryCallingCode(region)
    ? number.formatNational()
    : number.formatInternational();
}

/**
 * A phone number of whatever kind as typed (the office's, which may be a landline): its E.164 form
 * when it can be read as a number in `region` or with its country code, else null.
 */
export function readPhoneNumber(typed: string, region: CountryCode): string | null {
  const number = parsePhoneNumberFromString(typed.trim(), region);
  return number?.isValid() ? number.number : null;
}
