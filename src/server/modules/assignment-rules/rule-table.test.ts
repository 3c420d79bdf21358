import { addMinutes, getDay } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { rulesSupport } from '../../test/assignment-rules.js';
import { createGuard } from '../../test/builders.js';
import { PATH_DRIVERS, type TableEnv } from '../../test/rule-paths.js';
import { CLEAN, RULE_SCENARIOS } from '../../test/rule-scenarios.js';
import { readRuleTable } from '../../test/rule-table.js';
import { smsSupport } from '../../test/sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';

/**
 * Issue #39: docs/work-rules.md's table of path × rule is what the code does. Each cell is driven
 * through its real path with a guard who breaks exactly that rule; a cell changed in the page
 * without the code, or the code without the page, fails here. One app for all of it: texts on (a
 * Twilio-compatible server of the test's own), the attendance timers run by hand, the no-show
 * auto-offer on, and the company's rules made so that one scenario breaks one rule: overtime past
 * 10 h a week, 8 h of rest, weeks starting on the no-show cells' date (the future cells' date is
 * two weeks later, the same weekday).
 */
describe('the table of path × rule in docs/work-rules.md', () => {
  const table = readRuleTable();
  let t: TestApp;
  let twilio: TwilioServer;
  let env: TableEnv;

  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp({ ...twilio.env(), COMPANY_NAME: 'Bayview Security' }, null, {
      attendanceTimers: { background: false },
    });
    const today = localIsoDate(addMinutes(new Date(), -32));
    const settings = await t.as('admin', 'PATCH', '/api/settings', {
      weeklyOvertimeHours: 10,
      dailyOvertimeHours: null,
      minRestHours: 8,
      weekStartsOn: getDay(new Date(`${today}T12:00:00`)),
      autoOfferNoShows: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const noShow = await createGuard(t.app.database.db, { firstName: 'Nolan', lastName: 'Absent' });
    env = {
      t,
      sms: smsSupport(t, twilio),
      rules: rulesSupport(() => t.app.database.db),
      office: await t.signInAs('supervisor', { firstName: 'Sue', lastName: 'Office' }),
      date: addDays(today, 14),
      noShow,
    };
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('has a row for every path and a column for every rule, and nothing else', () => {
    expect(table.rules).toEqual(RULE_SCENARIOS.map((scenario) => scenario.column));
    expect(table.rows.map((row) => row.path)).toEqual(PATH_DRIVERS.map((driver) => driver.path));
  });

  it('lets a guard who breaks no rule through every path', async () => {
    const found: Record<string, string> = {};
    for (const driver of PATH_DRIVERS) found[driver.path] = await driver.run(env, CLEAN);
    expect(found).toEqual(Object.fromEntries(PATH_DRIVERS.map((driver) => [driver.path, '—'])));
  });

  it("refuses a guard with no guard card on file on every path: 'No guard card on file'", async () => {
    const noCard = RULE_SCENARIOS.find((scenario) => scenario.rule === 'card-none');
    if (!noCard) throw new Error('no scenario for the card');
    const found: Record<string, string> = {};
    // Each driver checks the refusal says 'No guard card on file' (rule-paths.ts).
    for (const driver of PATH_DRIVERS) found[driver.path] = await driver.run(env, noCard);
    expect(found).toEqual(
      Object.fromEntries(PATH_DRIVERS.map((driver) => [driver.path, 'blocks'])),
    );
  });

  for (const driver of PATH_DRIVERS) {
    it(driver.path, async () => {
      const documented = table.rows.find((row) => row.path === driver.path);
      if (!documented) throw new Error(`docs/work-rules.md has no row for ${driver.path}`);
      const found = new Map<string, string>();
      for (const scenario of RULE_SCENARIOS) {
        try {
          found.set(scenario.column, await driver.run(env, scenario));
        } catch (error) {
          throw new Error(`${scenario.column}: ${(error as Error).message}`, { cause: error });
        }
      }
      expect(Object.fromEntries(found)).toEqual(Object.fromEntries(documented.cells));
    });
  }
});
