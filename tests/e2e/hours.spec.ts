import { addDays } from '../../src/shared/calendar';
import { isoWeekOf, weekDays, weekTitle } from '../../src/shared/iso-week';
import { test as coverageTest } from './helpers/coverage';
import { report, tableRows } from './helpers/reports';
import { NAVIGATION_TIMEOUT, onPhone, pageHeading, shoot } from './helpers/ui';
import { expect } from './support/fixtures';
import { changingCompanyRules } from './support/settings-lock';

/**
 * Seeing hours (issue #32): a guard booked 44 hours in a week of the test's own far-future month
 * (five 8-hour days at one post, a 4-hour Saturday at another), under the default rules (40 hours
 * a week, weeks from Monday). The week board shows '44 h · 4 h OT', the Overtime report lists the
 * guard, and Confirmed warnings shows a confirmation written as the assignment checks write one.
 * Desktop and phone.
 */

const test = coverageTest.extend<{ defaultRules: undefined }>({
  // The defaults hold while this test counts by them: settings.spec.ts changes them meanwhile.
  defaultRules: [async ({}, use) => changingCompanyRules(() => use(undefined)), { auto: true }],
});

test('the board, the Overtime and Confirmed warnings reports show a week of 44 hours', async ({
  page,
  signInAs,
  coverage,
}) => {
  const week = isoWeekOf(coverage.date(10));
  const days = weekDays(week);
  const dayOf = (index: number) => Number(days[index]?.slice(8, 10));
  const harbor = await coverage.location('Harbor Gate', 'HRB');
  const mall = await coverage.location('Mall East', 'MLE');
  const kim = await coverage.guard('Kim', 'Soto');
  const name = `${kim.lastName}, Kim`;
  const requests = [];
  for (let index = 0; index < 5; index += 1) {
    requests.push(await coverage.request(harbor, { day: dayOf(index), assignedGuardId: kim.id }));
  }
  await coverage.request(mall, {
    day: dayOf(5),
    startTime: '10:00',
    endTime: '14:00',
    assignedGuardId: kim.id,
    // Her 41st to 44th hours: the office confirms the overtime, and the check keeps that.
    confirmWarnings: true,
  });
  await signInAs('admin');
  await page.goto(`/schedule?week=${week}`);
  await expect(page.getByRole('heading', { level: 2, name: weekTitle(week) })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Guards', exact: true }).click();
  await page.getByRole('textbox', { name: /^Filter by/ }).fill(coverage.tag);
  if (onPhone()) {
    // The day list: Kim's Monday, with the week's hours under the name.
    const card = page.getByRole('list', { name: /^Requests on/ }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(name);
    await expect(card.getByText('44 h', { exact: true })).toBeVisible();
    await expect(card.getByText('4 h OT', { exact: true })).toBeVisible();
  } else {
    const row = page.getByRole('grid').getByRole('rowheader');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row.getByText('44 h', { exact: true })).toBeVisible();
    await expect(row.getByText('4 h OT', { exact: true })).toBeVisible();
    // The tooltip says how they were counted.
    await expect(
      row.getByTitle('44 h this week, Monday to Sunday; overtime past 40 h a week.'),
    ).toBeVisible();
  }
  await shoot(page, 'board');

  // The reports, for the week at the two posts.
  const from = days[0] ?? '';
  const to = days[6] ?? '';
  await page.goto(`/reports?from=${from}&to=${to}&locations=${harbor.id},${mall.id}`);
  await expect(pageHeading(page, 'Reports')).toBeVisible();
  const overtime = report(page, 'Overtime');
  await expect(overtime.getByRole('list', { name: 'Guards with overtime' })).toContainText(
    `${name} · 44 h · 4 h OT`,
  );
  expect(await tableRows(page, 'Overtime', 'Guards with overtime, per week')).toEqual([
    [`${from} to ${addDays(from, 6)}`, name, '44', '4'],
  ]);
  const confirmed = report(page, 'Confirmed warnings');
  const listed = confirmed.getByRole('list', { name: 'Confirmed warnings' });
  await expect(listed).toContainText(`${days[5] ?? ''} · ${name} · ${mall.name}`);
  await expect(listed).toContainText('Adds 4 h overtime');
  await expect(listed).toContainText('Assigned by Taylor Brooks');
  expect(
    (await tableRows(page, 'Confirmed warnings', 'Assignments made with a confirmed warning')).map(
      (cells) => cells.slice(0, 7),
    ),
  ).toEqual([[days[5], mall.name, name, 'Assigned', 'Adds 4 h overtime', '4', 'Taylor Brooks']]);
  await shoot(page, 'reports');
  if (process.env.SHOTS_DIR) {
    const where = `${process.env.SHOTS_DIR}/%s-${onPhone() ? 'phone' : 'desktop'}.png`;
    await overtime.screenshot({ path: where.replace('%s', 'overtime') });
    await confirmed.screenshot({ path: where.replace('%s', 'confirmed') });
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
});
