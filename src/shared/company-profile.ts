import { z } from 'zod';

/**
 * The office's own details (issue #39), kept by admins on the Settings page: the company's name,
 * which every text to a guard starts with, and the office's phone number, which every message
 * that tells a guard to call the office gives (and which late and no-show alerts are texted to
 * when it is a mobile). Until an admin sets them, the server's COMPANY_NAME and OFFICE_PHONE
 * apply.
 */
export interface CompanyProfile {
  companyName: string;
  /** As people dial it ('(201) 555-0199'); null when the office has none to give. */
  officePhone: string | null;
}

export const COMPANY_NAME_MAX = 60;
export const OFFICE_PHONE_MAX = 40;

const NAME = `The company name must be 1 to ${String(COMPANY_NAME_MAX)} characters`;
const PHONE = `The office phone can be at most ${String(OFFICE_PHONE_MAX)} characters`;

/** Body fields of PATCH /api/settings for the office's details, each optional. */
export const CompanyProfilePatchSchema = z.object({
  companyName: z.string(NAME).trim().min(1, NAME).max(COMPANY_NAME_MAX, NAME).optional(),
  /** Empty or null: no number (the server's OFFICE_PHONE, when set, is not used then either). */
  officePhone: z
    .string(PHONE)
    .trim()
    .max(OFFICE_PHONE_MAX, PHONE)
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type CompanyProfilePatch = z.infer<typeof CompanyProfilePatchSchema>;

/** The office's details as GET /api/settings answers them. */
export const CompanyProfileSchema = z.object({
  companyName: z.string(),
  officePhone: z.string().nullable(),
}) satisfies z.ZodType<CompanyProfile>;

/**
 * How a guard is told to reach the office: 'call the office at (201) 555-0199'; with no number,
 * to message it in the app (`app`) or to contact it (`text`, for a guard who may have no app) —
 * never 'call the office' without a number to call.
 */
export function reachTheOffice(officePhone: string | null, via: 'app' | 'text'): string {
  if (officePhone) return `call the office at ${officePhone}`;
  return via === 'app' ? 'message the office in Messenger' : 'contact your office';
}
