import { dateRangeText } from '../../src/shared/rule-text';
import { localDate } from './helpers/reference-data';
import { pageHeading, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { expectAccessible, inScene } from './support/shift-scenes';

/**
 * Issue #32: a guard, on their phone, sets the hours of the week they cannot work and asks for
 * time off; a supervisor at a desk approves it on the Time off page; the guard's page says so at
 * once, without a reload.
 */
test.describe('Availability and time off', () => {
  test('a guard sets their hours and asks for time off; a supervisor approves; the guard sees it live @desktop', async ({
    browser,
    page,
    signInAs,
    checkA11y,
  }) => {
    await inScene(browser, async ({ world, phone }) => {
      const kim = await world.guard('Kim', 'Away');
      const from = localDate(12);
      const to = localDate(14);
      const dates = dateRangeText(from, to, localDate(0));

      // The guard, on the phone: from My Shifts to their availability.
      const kimPhone = await phone(kim.account);
      await kimPhone.goto('/my-shifts');
      await kimPhone.getByRole('link', { name: 'Availability and time off' }).click();
      await expect(kimPhone).toHaveURL('/my/availability');
      await expect(pageHeading(kimPhone, 'Availability')).toBeVisible();
      await expect(kimPhone.getByText('None yet: you can work any time.')).toBeVisible();
      await expect(kimPhone.getByText('No time off requested')).toBeVisible();

      // Saturday mornings they cannot work.
      const add = kimPhone.getByRole('form', { name: 'Add a time' });
      await add.getByRole('combobox', { name: 'Day' }).click();
      await kimPhone.getByRole('option', { name: 'Saturday' }).click();
      await add.getByLabel('From').fill('06:00');
      await add.getByLabel('To').fill('14:00');
      await add.getByRole('button', { name: 'Add time' }).click();
      await expect(toast(kimPhone, 'Availability saved')).toBeVisible();
      const hours = kimPhone.getByRole('list', { name: 'Unavailable hours' });
      await expect(hours.getByRole('listitem')).toHaveText(['Sat 06:00\u201314:00Remove']);

      // Asking for three days off, with a reason.
      await kimPhone.getByLabel('First day').fill(from);
      await kimPhone.getByLabel('Last day').fill(to);
      await kimPhone.getByLabel('Reason (optional)').fill('Family wedding');
      await kimPhone.getByRole('button', { name: 'Request time off' }).click();
      await expect(toast(kimPhone, 'Time off requested')).toBeVisible();
      const request = kimPhone.getByRole('listitem', { name: `Time off ${dates}` });
      await expect(request).toContainText('Pending');
      await expect(request).toContainText('Family wedding');
      await expectAccessible(kimPhone);

      // The supervisor, at a desk: the request waits for an answer, with the guard's name.
      await signInAs('supervisor', { firstName: 'Sam' });
      await page.goto('/time-off');
      await expect(pageHeading(page, 'Time off')).toBeVisible();
      const waiting = page.getByRole('region', { name: /^Waiting for an answer/ });
      const row = waiting.getByRole('listitem', { name: `Kim ${kim.lastName}, ${dates}` });
      await expect(row).toContainText('Family wedding');
      await expect(row).toContainText('Pending');
      await checkA11y();
      await row.getByRole('button', { name: /^Approve/ }).click();
      await expect(toast(page, `Approved: Kim ${kim.lastName}'s time off`)).toBeVisible();
      const approved = page.getByRole('region', { name: /^Approved/ });
      await expect(
        approved.getByRole('listitem', { name: `Kim ${kim.lastName}, ${dates}` }),
      ).toContainText('Approved by Sam');

      // The guard's page says so by itself, and a toast tells them.
      await expect(toast(kimPhone, `Your time off ${dates} was approved`)).toBeVisible();
      await expect(request).toContainText('Approved');
      await expect(request.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    });
  });

  test('the office records time off and hours for a guard without an account, on a phone @phone', async ({
    browser,
    page,
    signInAs,
    checkA11y,
  }) => {
    await inScene(browser, async ({ world }) => {
      const ana = await world.guard('Ana', 'Ruiz', { account: false });
      const name = `Ana ${ana.lastName}`;
      const day = localDate(20);
      const dates = dateRangeText(day, day, localDate(0));

      await signInAs('supervisor', { firstName: 'Sam' });
      await page.goto('/time-off');
      await expect(pageHeading(page, 'Time off')).toBeVisible();

      // Time off agreed by phone: approved at once, as the dialog says.
      await page.getByRole('button', { name: 'Record time off' }).click();
      const record = page.getByRole('dialog', { name: 'Record time off' });
      await expect(record).toContainText('it is approved at once');
      await record.getByRole('button', { name: 'Record time off' }).click();
      await expect(record.getByText('Pick a guard')).toBeVisible();
      await record.getByRole('combobox', { name: 'Guard' }).fill(ana.lastName);
      await record.getByRole('option', { name }).click();
      await record.getByLabel('First day').fill(day);
      await record.getByLabel('Reason (optional)').fill('Agreed by phone');
      await checkA11y();
      await record.getByRole('button', { name: 'Record time off' }).click();
      await expect(toast(page, `Time off recorded for ${name}`)).toBeVisible();
      await expect(record).toBeHidden();
      const approved = page.getByRole('region', { name: /^Approved/ });
      const row = approved.getByRole('listitem', { name: `${name}, ${dates}` });
      await expect(row).toContainText('Agreed by phone');
      await expect(row).toContainText('Recorded by Sam');
      // Approved time off only, when asked: no request waiting is listed.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Approved', exact: true }).click();
      await expect(row).toBeVisible();
      await expect(page.getByRole('region', { name: /^Waiting for an answer/ })).toHaveCount(0);

      // The hours of the week they told the office they cannot work.
      await page.getByRole('button', { name: 'Unavailable hours' }).click();
      const hours = page.getByRole('dialog', { name: 'Unavailable hours' });
      await hours.getByRole('combobox', { name: 'Guard' }).fill(ana.lastName);
      await hours.getByRole('option', { name }).click();
      await expect(hours.getByText('None: Ana can work any time.')).toBeVisible();
      const add = hours.getByRole('form', { name: 'Add a time' });
      await add.getByRole('combobox', { name: 'Day' }).click();
      await page.getByRole('option', { name: 'Sunday' }).click();
      await add.getByLabel('From').fill('08:00');
      await add.getByLabel('To').fill('08:00');
      await add.getByRole('button', { name: 'Add time' }).click();
      await expect(add.getByRole('alert')).toHaveText('The end must differ from the start');
      await add.getByLabel('To').fill('12:00');
      await add.getByRole('button', { name: 'Add time' }).click();
      await expect(toast(page, `Hours saved for ${name}`)).toBeVisible();
      const list = hours.getByRole('list', { name: 'Unavailable hours' });
      await expect(list.getByRole('listitem')).toHaveText(['Sun 08:00\u201312:00Remove']);
      await list.getByRole('button', { name: 'Remove Sun 08:00\u201312:00' }).click();
      await expect(hours.getByText('None: Ana can work any time.')).toBeVisible();
    });
  });

  test('a guard with 10 requests waiting is told to wait or withdraw one @phone', async ({
    browser,
  }) => {
    await inScene(browser, async ({ world, phone }) => {
      const lee = await world.guard('Lee', 'Many');
      const leePhone = await phone(lee.account);
      await leePhone.goto('/my/availability');
      const origin = new URL(leePhone.url()).origin;
      for (let day = 1; day <= 10; day += 1) {
        const asked = await leePhone.request.post('/api/my/time-off', {
          data: { from: localDate(day), to: localDate(day), reason: null },
          headers: { Origin: origin },
        });
        expect(asked.status()).toBe(201);
      }
      // Issue #40: the 11th waits for an answer; the form says so before it is sent.
      const capped = 'You have 10 time-off requests waiting: wait for an answer or withdraw one';
      await leePhone.reload();
      await expect(leePhone.getByRole('status').filter({ hasText: capped })).toBeVisible();
      await leePhone.getByLabel('First day').fill(localDate(20));
      await leePhone.getByRole('button', { name: 'Request time off' }).click();
      await expect(toast(leePhone, 'Failed to request time off')).toBeVisible();
      await leePhone.screenshot({ path: '/tmp/i40-time-off-cap-phone.png' });
    });
  });
});
