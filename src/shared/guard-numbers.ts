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
