import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type MatrixFixtures } from './test/authorization-matrix.js';
import { dataDigest } from './test/data-digest.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { startTwilioServer, type TwilioServer } from './test/twilio-server.js';

/** Every field name the API reads somewhere, so random bodies reach the field checks. */
const FIELDS = [
  'name',
  'deptCode',
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'guardCard',
  'expDate',
  'date',
  'startTime',
  'endTime',
  'locationId',
  'assignedGuardId',
  'notes',
  'version',
  'rows',
  'guards',
  'includeExisting',
  'repeat',
  'weekdays',
  'until',
  'role',
  'newPassword',
  'currentPassword',
  'password',
  'participantIds',
  'content',
  'month',
  'from',
  'to',
  'q',
  'locationIds',
  'before',
  'limit',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  'expirationTime',
  'guardId',
  'channel',
  'outcome',
  'reason',
  'note',
  'location',
  // Issue #39: a post's address, and the hours before a shift a reminder goes.
  'address',
  'confirmHoursBefore',
];

/** Strings people or scripts send by mistake or on purpose. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table locations; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '=HYPERLINK("http://example.com")',
    '02/30/2026',
    '13/01/2026',
    '2026-02-30',
    '2026-13-01',
    '2460',
    '24:60',
    '99:99',
    '00000000-0000-0000-0000-000000000000',
    'admin',
    'x'.repeat(5000),
    '😀'.repeat(300),
    'Ω≈ç√∫˜µ≤≥÷',
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3 },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body: anything JSON, or an object over the API's own field names with hostile values. */
const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
);

/**
 * A valid value with parts swapped for hostile ones or left out: it passes some checks and
 * fails others, so it reaches deeper than random bodies do (into the handlers themselves).
 */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    const [first] = value as unknown[];
    return first === undefined ? fc.constant(value) : fc.array(mutated(first), { maxLength: 3 });
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    // Mostly kept, so that often every field but one (or all) still passes its check.
    const fields = entries.map(([, field]) =>
      fc.oneof(
        { weight: 4, arbitrary: mutated(field) },
        { weight: 1, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    );
    return fc
      .tuple(...fields)
      .map((values) =>
        Object.fromEntries(
          entries
            .map(([key], index) => [key, values[index]] as const)
            .filter(([, field]) => field !== undefined),
        ),
      );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A query string: the valid one mutated, or random fields with hostile values. */
function hostileQuery(valid: URLSearchParams): fc.Arbitrary<string> {
  const query = fc.oneof(
    mutated(Object.fromEntries(valid)),
    fc.dictionary(fc.constantFrom(...FIELDS), hostileString, { maxKeys: 5 }),
  );
  return query.map((params) =>
    new URLSearchParams(
      Object.entries(params as Record<string, unknown>).map(([key, field]): [string, string] => [
        key,
        typeof field === 'string' ? field : JSON.stringify(field),
      ]),
    ).toString(),
  );
}

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

describe('hostile input to every route (as an admin, who passes every role check)', () => {
  let t: TestApp;
  let fixtures: MatrixFixtures;
  let twilio: TwilioServer;
  beforeAll(async () => {
    // Texts on (issue #30), so that Twilio's webhooks are among the routes.
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
    fixtures = await ACCESS_MATRIX.fixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const routes = Object.entries(ACCESS_MATRIX.routes).filter(
    ([key]) => !key.includes('/api/auth/') && key !== 'GET /healthz',
  );

  it.each(routes)(
    '%s: a clear 4xx that changes nothing, or a valid request; never a 500',
    async (key, route) => {
      const { url, method, payload } = await route.call('admin', fixtures);
      const [path = url, search = ''] = url.split('?');
      const sending = BODY_METHODS.has(method)
        ? fc
            .oneof(hostileBody, mutated(payload ?? {}), mutated(payload ?? {}))
            .map((body) => ({ url, payload: body }))
        : hostileQuery(new URLSearchParams(search)).map((query) => ({
            url: `${path}?${query}`,
            payload: undefined,
          }));
      await fc.assert(
        fc.asyncProperty(sending, async (input) => {
          const before = await dataDigest(t);
          const response = await t.request({
            method,
            url: input.url,
            cookie: (await t.account('admin')).cookie,
            ...(input.payload === undefined
              ? {}
              : {
                  payload: JSON.stringify(input.payload),
                  headers: { 'content-type': 'application/json' },
                }),
          });
          expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json<{ error?: unknown }>();
            expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
            expect(await dataDigest(t), `${key}: a refused request changed data`).toBe(before);
          }
        }),
        { numRuns: 40 },
      );
    },
  );
});
