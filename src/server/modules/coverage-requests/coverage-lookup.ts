import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../../shared/guards.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';

/** A request's post as its answer names it. */
export type RequestLocation = Pick<CoverageRequest, 'locationName' | 'deptCode'>;

const compileLookup = (db: Kysely<DB>) =>
  compileOnce(db, 2, (locationId: string | null, guardId: string | null) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('locations').select('name').where('id', '=', locationId).as('locationName'),
      eb.selectFrom('locations').select('deptCode').where('id', '=', locationId).as('deptCode'),
      eb.selectFrom('guards').select('firstName').where('id', '=', guardId).as('firstName'),
      eb.selectFrom('guards').select('lastName').where('id', '=', guardId).as('lastName'),
    ]),
  );

/**
 * The lookup compiled once for each Kysely instance. A transaction is a new instance, so an edit
 * that changes its post or guard compiles it afresh: about what building the query cost before.
 */
const compiled = new WeakMap<Kysely<DB>, ReturnType<typeof compileLookup>>();

/**
 * What a saved request shows of its location and guard, in one query (a write's lookups cost a
 * round trip each on PostgreSQL), compiled once (see compileOnce): the location (null for an
 * unknown id) and the guard's name as a request stores it ('Last, First'; null for an unknown id).
 * A null id is not looked up.
 */
export async function lookupLocationAndGuard(
  db: Kysely<DB>,
  locationId: string | null,
  guardId: string | null,
): Promise<{ location: RequestLocation | null; guardName: string | null }> {
  let lookup = compiled.get(db);
  if (!lookup) {
    lookup = compileLookup(db);
    compiled.set(db, lookup);
  }
  const [row] = await lookup.execute(locationId, guardId);
  const { locationName = null, deptCode = null, firstName = null, lastName = null } = row ?? {};
  return {
    location: locationName === null || deptCode === null ? null : { locationName, deptCode },
    guardName:
      firstName === null || lastName === null ? null : guardDisplayName({ firstName, lastName }),
  };
}
