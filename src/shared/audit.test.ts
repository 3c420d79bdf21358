import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuditQuerySchema, auditSnapshot, fieldChanges, type AuditEntry } from './audit.js';
import { auditCsvLine, describeChange, entryLines } from './audit-lines.js';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-11-23T14:05:00.000Z',
  actorId: 'u1',
  actorName: 'Ada Admin',
  action: 'update',
  entity: 'coverage_request',
  entityId: 'r1',
  label: 'North Gate · 2026-11-24',
  before: null,
  after: null,
  ...overrides,
});

describe('audit trail rules', () => {
  it("keeps only the kind of item's fields, as text or null", () => {
    expect(
      auditSnapshot('location', { id: 'l1', name: 'Gate', deptCode: '', userId: 'secret' }),
    ).toEqual({ name: 'Gate', deptCode: null });
    expect(
      auditSnapshot('user', { name: 'Nia', email: 'n@x.io', role: null, password: 'x' }),
    ).toEqual({ name: 'Nia', email: 'n@x.io', role: null });
  });

  it('lists what an update changed, in display order, and nothing for an unchanged save', () => {
    const before = { date: '2026-11-24', startTime: '08:00', assignedGuardName: null, notes: 'a' };
    const after = {
      date: '2026-11-24',
      startTime: '09:00',
      assignedGuardName: 'Roe, Sam',
      notes: null,
    };
    const changes = fieldChanges(entry({ before, after }));
    expect(changes.map(describeChange)).toEqual([
      'Start time changed from 08:00 to 09:00',
      'Guard set to Roe, Sam',
      'Notes cleared (was a)',
    ]);
    expect(fieldChanges(entry({ before, after: before }))).toEqual([]);
  });

  it('names a change of the note for the guard apart from the notes (issue #31)', () => {
    const before = { notes: 'Call-out: guard sick', guardNote: 'Park at the back' };
    const after = { notes: 'Call-out: guard sick', guardNote: 'Use the side door' };
    expect(entryLines(entry({ before, after }))).toEqual([
      'Note for the guard changed from Park at the back to Use the side door',
    ]);
    // Entries written before the field existed say nothing of it.
    expect(
      entryLines(entry({ before: { notes: 'a' }, after: { notes: 'a', guardNote: 'x' } })),
    ).toEqual([]);
  });

  it('describes a created or deleted item by what it held, and an import by its label', () => {
    expect(
      entryLines(
        entry({ action: 'create', entity: 'location', after: { name: 'Gate', deptCode: 'G1' } }),
      ),
    ).toEqual(['Name: Gate', 'Dept code: G1']);
    expect(
      entryLines(
        entry({ action: 'delete', entity: 'location', before: { name: 'Gate', deptCode: null } }),
      ),
    ).toEqual(['Name: Gate']);
    expect(entryLines(entry({ action: 'import', after: { rows: '3' } }))).toEqual([]);
    expect(entryLines(entry({ action: 'reset-password', entity: 'user' }))).toEqual([]);
  });

  it("tells the office's calls and call-outs in a sentence each (issue #30)", () => {
    const line = (action: AuditEntry['action'], after: Record<string, string>) =>
      entryLines(entry({ action, after }));
    expect(line('call', { guardName: 'Kim Soto', outcome: 'Left a message' })).toEqual([
      'Called Kim Soto: left a message',
    ]);
    expect(line('accept-call', { guardName: 'Kim Soto' })).toEqual([
      'Accepted by Kim Soto on a call',
    ]);
    expect(line('record-call-out', { guardName: 'Kim Soto', callOutReason: 'Sick' })).toEqual([
      'Kim Soto called out (told the office): Sick',
    ]);
    // Issue #39: opened by approving the guard's time off, not a call the office took.
    expect(
      line('record-call-out', {
        guardName: 'Kim Soto',
        callOutReason: 'Time off',
        timeOff: 'Nov 28\u2013Nov 30',
      }),
    ).toEqual(["Opened: Kim Soto's time off Nov 28\u2013Nov 30 was approved"]);
  });

  it('says what the office confirmed with an assignment after what was done (issue #32)', () => {
    const confirmed = 'Busy, Bo: Adds 4 h overtime';
    expect(
      entryLines(entry({ action: 'offer', after: { offeredTo: '1 guard (Bo Busy)', confirmed } })),
    ).toEqual(['Offered to 1 guard (Bo Busy)', `Confirmed: ${confirmed}`]);
    expect(
      entryLines(
        entry({
          before: { assignedGuardName: null },
          after: { assignedGuardName: 'Busy, Bo', confirmed },
        }),
      ),
    ).toEqual(['Guard set to Busy, Bo', `Confirmed: ${confirmed}`]);
  });

  it('writes CSV lines with formulas neutralised and changes quoted', () => {
    const line = auditCsvLine(
      entry({ actorName: '@evil', label: '=cmd', before: { notes: 'x' }, after: { notes: 'y' } }),
    );
    expect(line).toBe(
      `2026-11-23T14:05:00.000Z,'@evil,Updated,Coverage request,'=cmd,"Notes changed from x to y"\r\n`,
    );
  });

  it('normalises instants and refuses a backwards range', () => {
    const parsed = AuditQuerySchema.parse({ from: '2026-03-01T05:00:00Z' });
    expect(parsed.from).toBe('2026-03-01T05:00:00.000Z');
    expect(parsed.limit).toBe(50);
    const backwards = AuditQuerySchema.safeParse({
      from: '2026-03-02T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
    });
    expect(backwards.error?.issues[0]?.message).toBe(
      'The start of the range must come before its end',
    );
  });

  it('never throws on hostile queries, and accepts only what it can answer', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('actorId', 'entity', 'from', 'to', 'cursor', 'limit', 'extra'),
          fc.oneof(
            fc.string(),
            fc.integer(),
            fc.constant(null),
            fc.constant('2026-02-30T00:00:00Z'),
          ),
        ),
        (query) => {
          const result = AuditQuerySchema.safeParse(query);
          if (!result.success) {
            expect(result.error.issues[0]?.message).toMatch(/\w/);
            return;
          }
          const { from, to, limit } = result.data;
          expect(limit).toBeGreaterThanOrEqual(1);
          expect(limit).toBeLessThanOrEqual(200);
          if (from !== undefined) expect(Number.isNaN(Date.parse(from))).toBe(false);
          if (from !== undefined && to !== undefined) expect(from < to).toBe(true);
        },
      ),
    );
  });
});
