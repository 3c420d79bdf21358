import { describe, expect, it } from 'vitest';
import { replayOpening } from './0012-reports.js';

const entry = (action: string, at: string, before: object | null, after: object | null) => ({
  entity_id: 'r1',
  action,
  at,
  before: before && JSON.stringify(before),
  after: after && JSON.stringify(after),
});

describe('backfilling time to fill from the audit trail (migration 0012)', () => {
  it('opens at creation without a guard and fills at the edit that assigns one', () => {
    expect(
      replayOpening([
        entry('create', 't1', null, { assignedGuardName: null }),
        entry('update', 't2', { notes: 'a' }, { notes: 'b' }),
        entry('update', 't3', { assignedGuardName: null }, { assignedGuardName: 'Ames, P.' }),
      ]),
    ).toEqual({ openedAt: 't1', filledAt: 't3', open: false });
  });

  it('reopens when the guard is removed or calls out, and fills on an accepted offer', () => {
    expect(
      replayOpening([
        entry('create', 't1', null, { assignedGuardName: 'Ames, P.' }),
        entry('update', 't2', { assignedGuardName: 'Ames, P.' }, { assignedGuardName: null }),
        entry('accept-offer', 't3', null, { guardName: 'Pat Bose' }),
        entry('call-out', 't4', null, { guardName: 'Pat Bose' }),
      ]),
    ).toEqual({ openedAt: 't4', filledAt: null, open: true });
  });

  it('knows nothing of a request whose trail does not start with its creation', () => {
    expect(replayOpening([entry('update', 't2', { notes: 'a' }, { notes: 'b' })])).toBeNull();
    expect(replayOpening([])).toBeNull();
  });

  it('leaves a request created with a guard and never opened without an opening', () => {
    expect(replayOpening([entry('create', 't1', null, { assignedGuardName: 'Ames, P.' })])).toEqual(
      { openedAt: null, filledAt: null, open: false },
    );
  });
});
