import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';

/** The settings of text messages (issue #30; README, Configuration), parsed with the rest. */
export const SmsEnvSchema = z.object({
  SMS_PROVIDER: z.enum(['twilio', 'sandbox']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID: AC and 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'must be a number in E.164 (+15551234567) or a Messaging Service SID (MG…)',
    )
    .optional(),
  TWILIO_API_URL: z.url().optional(),
  PHONE_REGION: z
    .string()
    .refine((region) => isSupportedCountry(region), 'must be a two-letter country code, e.g. US')
    .optional(),
  COMPANY_NAME: z.string().trim().min(1).max(60).optional(),
  OFFICE_PHONE: z.string().trim().min(1).max(40).optional(),
});

type SmsEnv = z.infer<typeof SmsEnvSchema>;

/** Twilio's Messages API: who we are, and where its API is (tests point it at their own server). */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sender: a number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a Twilio-compatible server (a test's, a self-hosted gateway). */
  apiUrl: string;
}

export interface SmsConfig {
  /**
   * How texts are sent: Twilio; the sandbox (demos only: texts stay in the database, an admin
   * reads them and answers as the guard; refused with NODE_ENV=production); or null, no texts.
   */
  provider: 'twilio' | 'sandbox' | null;
  /** Set when `provider` is 'twilio'. */
  twilio: TwilioConfig | null;
  /** The country whose numbers may be written without +country code (PHONE_REGION, default US). */
  phoneRegion: CountryCode;
  /** Named in texts (HELP's answer); COMPANY_NAME, default 'CoverDesk'. */
  companyName: string;
  /** How guards reach the office, told in HELP's answer; OFFICE_PHONE, or null. */
  officePhone: string | null;
}

export const TWILIO_API_URL = 'https://api.twilio.com';

/**
 * Reads the text message settings: without SMS_PROVIDER no texts are sent; with twilio its
 * three settings are required. Returns the problem to report instead when they do not fit.
 */
export function smsConfig(
  values: SmsEnv & { NODE_ENV?: string | undefined },
): SmsConfig | { problem: string } {
  const base = {
    phoneRegion: values.PHONE_REGION ?? 'US',
    companyName: values.COMPANY_NAME ?? 'CoverDesk',
    officePhone: values.OFFICE_PHONE ?? null,
  };
  if (values.SMS_PROVIDER === 'sandbox') {
    if (values.NODE_ENV === 'production') {
      return { problem: 'SMS_PROVIDER: sandbox is for demos, not for NODE_ENV=production' };
    }
    return { ...base, provider: 'sandbox', twilio: null };
  }
  if (values.SMS_PROVIDER === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = values;
    const from = values.TWILIO_FROM;
    if (!accountSid || !authToken || !from) {
      return {
        problem: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      };
    }
    const apiUrl = new URL(values.TWILIO_API_URL ?? TWILIO_API_URL).origin;
    return { ...base, provider: 'twilio', twilio: { accountSid, authToken, from, apiUrl } };
  }
  return { ...base, provider: null, twilio: null };
}
