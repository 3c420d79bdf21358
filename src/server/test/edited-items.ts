import { randomUUID } from 'node:crypto';
import type { AuditEntity } from '../../shared/audit.js';
import type { Role } from '../../shared/permissions.js';
import { createLocation } from './builders.js';
import type { TestApp } from './test-app.js';

/** An item as its read answers it: at least its id and version. */
export interface Versioned {
  id: string;
  version: number;
  [field: string]: unknown;
}

/**
 * A kind of item people edit in a dialog (issue #20), for the tests of edit versions: how to make
 * one, read it as its edit dialog gets it, and the fields of its nth edit (each differs from the
 * item as made, and from the other edits where `n` differs).
 */
export interface EditedKind {
  entity: AuditEntity;
  make(t: TestApp): Promise<string>;
  read(t: TestApp, id: string): Promise<Versioned>;
  path(id: string): string;
  edit(t: TestApp, n: number): Promise<Record<string, unknown>>;
}

const MONTH = '2031-07';

/** The item with this id from a list the API answers (as the admin of the test app). */
async function listed(t: TestApp, url: string, id: string): Promise<Versioned> {
  const items = (await t.as('admin', 'GET', url)).json<Versioned[]>();
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${id} is not in ${url}`);
  return item;
}

async function made(t: TestApp, url: string, payload: object): Promise<string> {
  const response = await t.as('admin', 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json<Versioned>().id;
}

/** Locations of coverage requests, one per test app. */
const requestLocations = new WeakMap<TestApp, Promise<string>>();
function requestLocation(t: TestApp): Promise<string> {
  let id = requestLocations.get(t);
  if (!id) {
    id = createLocation(t.app.database.db).then((location) => location.id);
    requestLocations.set(t, id);
  }
  return id;
}

/**
 * The item without a field its dialog saves apart, not under its version: a post's requirements
 * and a guard's qualifications (issue #32) have writes of their own.
 */
function without(item: Versioned, field: string): Versioned {
  return Object.fromEntries(Object.entries(item).filter(([key]) => key !== field)) as Versioned;
}

/** Roles an account made with role dispatch can be given: each is a change. */
const NEW_ROLES: readonly Role[] = ['supervisor', 'customer', 'user'];

export const EDITED_KINDS: Record<string, EditedKind> = {
  'a coverage request': {
    entity: 'coverage_request',
    async make(t) {
      const locationId = await requestLocation(t);
      return made(t, '/api/coverage', { ...requestFields(locationId, 0), notes: 'as made' });
    },
    async read(t, id) {
      const locationId = await requestLocation(t);
      return listed(t, `/api/coverage?month=${MONTH}&locationId=${locationId}`, id);
    },
    path: (id) => `/api/coverage/${id}`,
    edit: async (t, n) => ({
      ...requestFields(await requestLocation(t), n % 20),
      notes: `edit ${String(n)}`,
    }),
  },
  'a location': {
    entity: 'location',
    make: (t) =>
      made(t, '/api/locations', { name: 'Post as made', deptCode: `MADE-${randomUUID()}` }),
    read: async (t, id) => without(await listed(t, '/api/locations', id), 'requirements'),
    path: (id) => `/api/locations/${id}`,
    edit: (_, n) =>
      Promise.resolve({ name: `Post edit ${String(n)}`, deptCode: `EDIT-${randomUUID()}` }),
  },
  'a guard': {
    entity: 'guard',
    make: (t) => made(t, '/api/guards', { firstName: 'Made', lastName: 'Guard' }),
    read: async (t, id) => without(await listed(t, '/api/guards', id), 'qualifications'),
    path: (id) => `/api/guards/${id}`,
    edit: (_, n) =>
      Promise.resolve({ firstName: 'Edited', lastName: `Guard ${String(n)}`, guardCard: null }),
  },
  "an account's role": {
    entity: 'user',
    make: async (t) => (await t.createUser({ role: 'dispatch' })).id,
    read: (t, id) => listed(t, '/api/users', id),
    path: (id) => `/api/users/${id}`,
    edit: (_, n) => Promise.resolve({ role: NEW_ROLES[n % NEW_ROLES.length] }),
  },
};

function requestFields(locationId: string, n: number) {
  return {
    date: `${MONTH}-${String(1 + n).padStart(2, '0')}`,
    startTime: '08:00',
    endTime: '16:00',
    locationId,
    assignedGuardId: null,
  };
}

/** The nth edit's body, based on `version`. */
export async function editBody(t: TestApp, kind: EditedKind, n: number, version: number) {
  return { ...(await kind.edit(t, n)), version };
}
