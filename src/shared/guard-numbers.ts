import { z } from 'zod';
import { withVersion } from './edit-version.js';
import { CONTACT_NUMBER_MAX, GuardInputSchema } from './guards.js';
import { readMobileNumber, type CountryCode } from './phone.js';
import { optionalLine } from './text.js';

/**
 * The Contact Number field (issue #30): empty is none; anything else must read as a mobile
 * number (phone.ts) and becomes its E.164 form, or the field says why not.
 */
export function mobileNumberField(region: CountryCode) {
  return optionalLine(CONTACT_NUMBER_MAX, 'Contact number').transform((value, context) => {
    if (value === null) return null;
    const reading = readMobileNumber(value, region);
    if (reading.ok) return reading.e164;
    context.issues.push({ code: 'custom', message: reading.error, input: value });
    return z.NEVER;
  });
}

/**
 * The guard's add and edit bodies with the contact number read in `region` (PHONE_REGION): the
 * server's routes and the guard form use the same rule.
 */
export function guardSchemasFor(region: CountryCode) {
  const input = GuardInputSchema.extend({ contactNumber: mobileNumberField(region) });
  return { input, edit: withVersion(input) };
}

/**
 * Issue #40: a mobile number is one guard's (a text from it answers for them). What a save that
 * would give a second guard the number says, naming the first: 'Mobile number (916) 555-0142 is
 * already Kim Soto's'. `display` is the number as people read it (formatPhone).
 */
export function numberTakenMessage(display: string, owner: string): string {
  return `Mobile number ${display} is already ${owner}'s`;
}
