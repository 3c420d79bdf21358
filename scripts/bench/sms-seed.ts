import { randomUUID } from 'node:crypto';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { CoverageRequestSchema } from '../../src/shared/coverage-requests.js';
import { GuardSchema } from '../../src/shared/guards.js';
import { LocationSchema } from '../../src/shared/locations.js';
import { ACCOUNT_CONCURRENCY, createAccount, type BenchAccount } from './accounts.js';
import { callApi, inPool, signIn, type Cookie } from './api-client.js';
import { BENCH_ADMIN } from './server.js';
import { CompanySettingsSchema } from '../../src/shared/company-settings.js';
import { BENCH_TEXT_CAPS } from './outbox-seed.js';

/** A guard without an account, reached by text at their mobile number (E.164). */
export interface TextGuard {
  guardId: string;
  phone: string;
}

export interface SeededTexts {
  guards: TextGuard[];
  locationId: string;
  dispatcher: BenchAccount;
  adminCookie: Cookie;
}

/** The n-th guard's number: 555-01xx and up in area code 201, valid and fictional. */
const phoneOf = (index: number) => `+1201555${String(1000 + index).padStart(4, '0')}`;

/**
 * `count` guards with mobile numbers and no account (they are reached by text alone), a post,
 * and a dispatcher, on a server of the scenario's own (a fresh database).
 */
export async function seedTextGuards(baseUrl: string, count: number): Promise<SeededTexts> {
  const run = randomUUID().slice(0, 8);
  const adminCookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  // The scenario measures texts, not the caps on them (issue #40): one dispatcher's rounds
  // would meet the hourly cap's default.
  await callApi(
    baseUrl,
    adminCookie,
    { method: 'PATCH', path: '/api/settings', body: BENCH_TEXT_CAPS },
    CompanySettingsSchema,
  );
  const location = await callApi(
    baseUrl,
    adminCookie,
    {
      method: 'POST',
      path: '/api/locations',
      body: { name: `Bayview Plaza ${run}`, deptCode: `SMS-${run}` },
    },
    LocationSchema,
  );
  const dispatcher = await createAccount(
    baseUrl,
    adminCookie,
    `bench-${run}-sms-dispatch@coverdesk.test`,
    'dispatch',
  );
  const cardExpires = addDays(localIsoDate(new Date()), 365);
  const guards = await inPool(
    Array.from({ length: count }, (_, index) => index),
    ACCOUNT_CONCURRENCY,
    async (index): Promise<TextGuard> => {
      const phone = phoneOf(index);
      const guard = await callApi(
        baseUrl,
        adminCookie,
        {
          method: 'POST',
          path: '/api/guards',
          body: {
            firstName: `Texter${String(index)}`,
            lastName: `Bench ${run}`,
            // As people type it: the server stores it in E.164.
            contactNumber: `(201) 555-${phone.slice(-4)}`,
            // A card on file: number and expiry (issue #39), or no offer may go to them.
            guardCard: `T${run}${String(index)}`,
            expDate: cardExpires,
          },
        },
        GuardSchema,
      );
      return { guardId: guard.id, phone };
    },
  );
  return { guards, locationId: location.id, dispatcher, adminCookie };
}

/** A new open request at the post, `days` from today, 08:00–16:00. */
export async function openRequest(baseUrl: string, seeded: SeededTexts, days: number) {
  return callApi(
    baseUrl,
    seeded.adminCookie,
    {
      method: 'POST',
      path: '/api/coverage',
      body: {
        date: addDays(localIsoDate(new Date()), days),
        startTime: '08:00',
        endTime: '16:00',
        locationId: seeded.locationId,
        assignedGuardId: null,
        notes: `Bench texts ${String(days)}`,
      },
    },
    CoverageRequestSchema,
  );
}
