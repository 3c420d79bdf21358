import { describe, expect, it } from 'vitest';
import { auditQuery, auditSearch, NO_FILTERS } from './audit-filters';

describe('audit filters', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({});
  });

  it('turns local days into the instants they start, the end day included', () => {
    const query = auditQuery({ ...NO_FILTERS, from: '2026-03-07', to: '2026-03-08' });
    expect(query?.from).toBe(new Date(2026, 2, 7).toISOString());
    expect(query?.to).toBe(new Date(2026, 2, 9).toISOString());
    // One day is a whole day.
    const day = auditQuery({ ...NO_FILTERS, from: '2026-12-31', to: '2026-12-31' });
    expect(day?.to).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('keeps the person and the kind, and refuses a backwards range', () => {
    expect(auditQuery({ actorId: 'u1', entity: 'guard', from: '', to: '' })).toEqual({
      actorId: 'u1',
      entity: 'guard',
    });
    expect(auditQuery({ ...NO_FILTERS, from: '2026-03-08', to: '2026-03-07' })).toBeNull();
  });

  it('writes a search string without empty values', () => {
    expect(auditSearch({ entity: 'user', actorId: '', from: undefined, limit: 50 })).toBe(
      'entity=user&limit=50',
    );
  });
});
