import { randomUUID } from 'node:crypto';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import type { Permission } from '../../shared/permissions.js';
import { invitesRepository } from '../modules/invites/invites.repository.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import { createCoverageRequest, createGuard } from './builders.js';
import type { Who } from './test-app.js';

interface ShiftCall {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
}

interface ShiftRoute {
  access: Permission | 'public';
  call(who: Who, fixtures: MatrixFixtures): Promise<ShiftCall>;
}

/** The day after tomorrow: a shift that has not started, whatever the time of the test. */
const upcoming = () => addDays(localIsoDate(new Date()), 2);

/** A new open request of the coming days with times, at the fixtures' post. */
const openRequest = async ({ t, locationId }: MatrixFixtures) =>
  (await createCoverageRequest(t.app.database.db, { locationId, date: upcoming() })).id;

/** A guard with an account, able to take offers (their card valid, nothing booked). */
async function offerableGuard({ t }: MatrixFixtures): Promise<string> {
  const account = await t.createUser({ role: 'guard' });
  const row = await t.app.database.db
    .selectFrom('guards')
    .select('id')
    .where('accountId', '=', account.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The guard row of the file's shared guard account (the one `as('guard', …)` signs in as). */
async function sharedGuard({ t }: MatrixFixtures): Promise<string> {
  const account = await t.account('guard');
  const row = await t.app.database.db
    .selectFrom('guards')
    .select('id')
    .where('accountId', '=', account.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending offer of a new open request to `guardId`. */
async function pendingOffer(f: MatrixFixtures, guardId: string): Promise<string> {
  const id = randomUUID();
  await f.t.app.database.db
    .insertInto('shiftOffers')
    .values({
      id,
      requestId: await openRequest(f),
      guardId,
      status: 'pending',
      offeredBy: null,
      offeredByName: 'Matrix',
      offeredAt: new Date().toISOString(),
      answeredAt: null,
    })
    .execute();
  return id;
}

/** An offer to the caller when they are the guard, else to a guard of its own (refused first). */
const offerFor = async (who: Who, f: MatrixFixtures) =>
  pendingOffer(f, who === 'guard' ? await sharedGuard(f) : await offerableGuard(f));

/** A valid invitation's token for a new guard with an email. */
async function inviteToken({ t }: MatrixFixtures): Promise<string> {
  const guard = await createGuard(t.app.database.db, {
    email: `invited-${randomUUID().slice(0, 8)}@example.com`,
  });
  const admin = await t.account('admin');
  return (await invitesRepository(t.app.database.db).replace(guard.id, admin.id)).token;
}

/** Filling shifts (issue #21): the board, offers, guards' answers and shifts, invitations. */
export const SHIFT_ROUTES: Record<string, ShiftRoute> = {
  'GET /api/coverage/open': {
    access: 'offers:manage',
    call: () =>
      Promise.resolve({
        method: 'GET',
        url: `/api/coverage/open?from=${localIsoDate(new Date())}&to=${upcoming()}`,
      }),
  },
  'GET /api/shifts/now': {
    access: 'offers:manage',
    call: () => Promise.resolve({ method: 'GET', url: '/api/shifts/now' }),
  },
  'GET /api/coverage/:id/offers': {
    access: 'offers:manage',
    call: (_, f) => Promise.resolve({ method: 'GET', url: `/api/coverage/${f.requestId}/offers` }),
  },
  'GET /api/coverage/:id/candidates': {
    access: 'offers:manage',
    call: (_, f) =>
      Promise.resolve({ method: 'GET', url: `/api/coverage/${f.requestId}/candidates` }),
  },
  'POST /api/coverage/:id/offers': {
    access: 'offers:manage',
    call: async (_, f) => ({
      method: 'POST',
      url: `/api/coverage/${await openRequest(f)}/offers`,
      payload: { guardIds: [await offerableGuard(f)] },
    }),
  },
  'DELETE /api/offers/:id': {
    access: 'offers:manage',
    call: async (who, f) => ({ method: 'DELETE', url: `/api/offers/${await offerFor(who, f)}` }),
  },
  'POST /api/offers/:id/accept': {
    access: 'shifts:own',
    call: async (who, f) => ({
      method: 'POST',
      url: `/api/offers/${await offerFor(who, f)}/accept`,
      payload: {},
    }),
  },
  'POST /api/offers/:id/decline': {
    access: 'shifts:own',
    call: async (who, f) => ({
      method: 'POST',
      url: `/api/offers/${await offerFor(who, f)}/decline`,
      payload: {},
    }),
  },
  'GET /api/my/shifts': {
    access: 'shifts:own',
    call: () => Promise.resolve({ method: 'GET', url: '/api/my/shifts' }),
  },
  'POST /api/my/shifts/:requestId/call-out': {
    access: 'shifts:own',
    call: async (who, f) => {
      const guardId = who === 'guard' ? await sharedGuard(f) : await offerableGuard(f);
      const guard = await f.t.app.database.db
        .selectFrom('guards')
        .select(['id', 'firstName', 'lastName'])
        .where('id', '=', guardId)
        .executeTakeFirstOrThrow();
      const request = await createCoverageRequest(f.t.app.database.db, {
        locationId: f.locationId,
        date: upcoming(),
        guard,
      });
      return {
        method: 'POST',
        url: `/api/my/shifts/${request.id}/call-out`,
        payload: { reason: 'Matrix' },
      };
    },
  },
  'POST /api/guards/:id/invite': {
    access: 'guards:invite',
    call: async (_, { t }) => {
      const guard = await createGuard(t.app.database.db, {
        email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
      });
      return { method: 'POST', url: `/api/guards/${guard.id}/invite`, payload: {} };
    },
  },
  'GET /api/guards/accounts': {
    access: 'guards:invite',
    call: () => Promise.resolve({ method: 'GET', url: '/api/guards/accounts' }),
  },
  'GET /api/invites/:token': {
    access: 'public',
    call: async (_, f) => ({ method: 'GET', url: `/api/invites/${await inviteToken(f)}` }),
  },
  'POST /api/invites/:token/accept': {
    access: 'public',
    call: async (_, f) => ({
      method: 'POST',
      url: `/api/invites/${await inviteToken(f)}/accept`,
      payload: { password: 'matrix-guard-password' },
    }),
  },
};
