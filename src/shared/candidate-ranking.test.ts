import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCandidates, rankCandidates, type RankedCandidate } from './candidate-ranking.js';

const candidate = (listName: string, more: Partial<RankedCandidate> = {}): RankedCandidate => ({
  guardId: listName,
  listName,
  lastCoveredHere: null,
  hoursBefore: 0,
  blocked: false,
  warned: false,
  ...more,
});

const names = (list: readonly RankedCandidate[]) => list.map((one) => one.listName);

describe('rankCandidates', () => {
  it('puts nothing blocking first, then no warning, then fewest hours, then who covered the post last, then name', () => {
    const list = [
      candidate('Blocked, Ann', { blocked: true }),
      candidate('Warned, Bo', { warned: true }),
      candidate('Busy, Cy', { hoursBefore: 32 }),
      candidate('Zed, Newcomer', { hoursBefore: 8 }),
      candidate('Young, Regular', { hoursBefore: 8, lastCoveredHere: '2026-10-01' }),
      candidate('Adams, Dee', { hoursBefore: 8 }),
      candidate('Blocked, Warned', { blocked: true, warned: true }),
    ];
    expect(names(rankCandidates(list))).toEqual([
      'Young, Regular',
      'Adams, Dee',
      'Zed, Newcomer',
      'Busy, Cy',
      'Warned, Bo',
      'Blocked, Ann',
      'Blocked, Warned',
    ]);
  });

  it('ranks a blocked guard below a warned one whatever their hours', () => {
    const blocked = candidate('A', {
      blocked: true,
      hoursBefore: 0,
      lastCoveredHere: '2026-10-01',
    });
    const warned = candidate('B', { warned: true, hoursBefore: 60 });
    expect(names(rankCandidates([blocked, warned]))).toEqual(['B', 'A']);
  });

  it('puts who covered the post most recently first among equals', () => {
    const list = [
      candidate('A', { lastCoveredHere: '2026-01-05' }),
      candidate('B', { lastCoveredHere: '2026-10-01' }),
      candidate('C'),
    ];
    expect(names(rankCandidates(list))).toEqual(['B', 'A', 'C']);
  });

  it('keeps one order for guards of the same name, by id', () => {
    const list = [
      candidate('Lee, Sam', { guardId: 'g2' }),
      candidate('Lee, Sam', { guardId: 'g1' }),
    ];
    expect(rankCandidates(list).map((one) => one.guardId)).toEqual(['g1', 'g2']);
    expect(rankCandidates([...list].reverse()).map((one) => one.guardId)).toEqual(['g1', 'g2']);
  });

  it('returns a new list, leaving the one it was given', () => {
    const list = [candidate('B'), candidate('A')];
    expect(names(rankCandidates(list))).toEqual(['A', 'B']);
    expect(names(list)).toEqual(['B', 'A']);
  });
});

describe('compareCandidates is a total order', () => {
  const ranked: fc.Arbitrary<RankedCandidate> = fc.record({
    guardId: fc.constantFrom('g1', 'g2', 'g3'),
    listName: fc.constantFrom(
      'Lee, Sam',
      'lee, sam',
      'Lée, Sam',
      'Adams, Dee',
      'O\u2019Neil, Al',
      '',
    ),
    lastCoveredHere: fc.constantFrom(null, '2026-01-05', '2026-10-01'),
    hoursBefore: fc.constantFrom(0, 7.5, 8, 40, 40.25),
    blocked: fc.boolean(),
    warned: fc.boolean(),
  });
  const key = (one: RankedCandidate) =>
    JSON.stringify([
      one.blocked,
      one.warned,
      one.hoursBefore,
      one.lastCoveredHere,
      one.listName,
      one.guardId,
    ]);

  it('is antisymmetric, and 0 only for the same ranking facts', () => {
    fc.assert(
      fc.property(ranked, ranked, (a, b) => {
        const ab = Math.sign(compareCandidates(a, b));
        expect(ab).toBe(-Math.sign(compareCandidates(b, a)) || 0);
        expect(ab === 0).toBe(key(a) === key(b));
        expect(compareCandidates(a, a)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(ranked, ranked, ranked, (a, b, c) => {
        if (compareCandidates(a, b) <= 0 && compareCandidates(b, c) <= 0) {
          expect(compareCandidates(a, c)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('sorts any list the same whatever order it comes in', () => {
    fc.assert(
      fc.property(
        fc
          .array(ranked, { maxLength: 12 })
          .chain((list) =>
            fc.tuple(
              fc.constant(list),
              fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
            ),
          ),
        ([list, shuffled]) => {
          expect(rankCandidates(shuffled).map(key)).toEqual(rankCandidates(list).map(key));
        },
      ),
    );
  });
});
