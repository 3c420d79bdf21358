import { randomUUID } from 'node:crypto';
import type { MatrixCall, MatrixFixtures, MatrixRoute } from './authorization-matrix.js';
import { fresh } from './authorization-matrix-fixtures.js';

/** A qualification of the caller's own to rename or delete (any id for a refused caller). */
async function ownQualification({ t, refused }: MatrixFixtures): Promise<string> {
  if (refused) return 'not-looked-up';
  const created = await t.as('admin', 'POST', '/api/qualifications', {
    name: `Matrix ${randomUUID().slice(0, 8)}`,
  });
  return created.json<{ id: string }>().id;
}

/**
 * The qualifications routes of the matrix (issue #32): the office reads the list; admins and
 * supervisors keep it and give qualifications to guards and posts.
 */
export const QUALIFICATION_ROUTES = {
  'GET /api/qualifications': {
    access: 'qualifications:view',
    call: (): Promise<MatrixCall> => Promise.resolve({ method: 'GET', url: '/api/qualifications' }),
  },
  'POST /api/qualifications': {
    access: 'qualifications:manage',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({
        method: 'POST',
        url: '/api/qualifications',
        payload: { name: `New ${randomUUID().slice(0, 8)}` },
      }),
  },
  'PATCH /api/qualifications/:id': {
    access: 'qualifications:manage',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'PATCH',
      url: `/api/qualifications/${await ownQualification(f)}`,
      payload: { name: `Renamed ${randomUUID().slice(0, 8)}` },
    }),
  },
  'DELETE /api/qualifications/:id': {
    access: 'qualifications:manage',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'DELETE',
      url: `/api/qualifications/${await ownQualification(f)}`,
    }),
  },
  'PUT /api/guards/:id/qualifications': {
    access: 'guards:manage',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'PUT',
      url: `/api/guards/${await fresh.guard(f)}/qualifications`,
      payload: [],
    }),
  },
  'PUT /api/locations/:id/requirements': {
    access: 'locations:manage',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'PUT',
      url: `/api/locations/${await fresh.location(f)}/requirements`,
      payload: { qualificationIds: [] },
    }),
  },
} satisfies Record<string, MatrixRoute>;
