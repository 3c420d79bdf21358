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
      await add.getByLabel('Day').selectOption({ label: 'Saturday' });
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
});
