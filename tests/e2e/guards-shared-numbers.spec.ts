import { formatPhone } from '../../src/shared/phone';
import { field, guardDialog, guardRow, searchGuards } from './helpers/guards';
import { uniqueTag } from './helpers/reference-data';
import { gotoPage, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';
import { newPhone } from './support/texts';

/** Where the run's screenshots go (never the repository). */
const shot = (name: string, project: string) => `/tmp/i40-${name}-${project}.png`;

/**
 * Issue #40 on the Guards page: a mobile number is one guard's. The form refuses a second guard's,
 * naming the first; numbers shared before the rule are listed, each guard a click from their form.
 */
test.describe("One guard's mobile number", () => {
  test('lists a shared number, refuses a taken one in the form, and clears once fixed', async ({
    page,
    signInAs,
    checkA11y,
    allowConsoleErrors,
  }, testInfo) => {
    // The refused saves are 409s, which the browser logs.
    allowConsoleErrors(/status of 409 \(Conflict\)/);
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    try {
      const shared = newPhone();
      const kim = await world.guard('Kim', 'Soto', { account: false, phone: shared });
      const lee = await world.guard('Lee', 'Park', { account: false, phone: shared });
      const maxPhone = newPhone();
      const max = await world.guard('Max', 'Other', { account: false, phone: maxPhone });
      const kimName = `Kim ${kim.lastName}`;
      const leeName = `Lee ${lee.lastName}`;
      const sharedLine = `${kimName} and ${leeName} share ${formatPhone(shared, 'US')}`;

      await signInAs('supervisor');
      await gotoPage(page, '/guards');
      const notice = page.getByRole('region', { name: /shared by several guards$/ });
      await expect(notice).toContainText(sharedLine);
      await expect(notice).toContainText('Texts from a shared number take no shift');
      await searchGuards(page, tag);
      await expect(guardRow(page, kimName)).toContainText('Shared number');
      await expect(guardRow(page, `Max ${max.lastName}`)).not.toContainText('Shared number');
      await page.screenshot({ path: shot('shared-notice', testInfo.project.name), fullPage: true });
      await checkA11y();

      await notice.getByRole('link', { name: 'Show only these guards' }).click();
      await expect(page).toHaveURL(/\?numbers=shared$/);
      await expect(guardRow(page, kimName)).toBeVisible();
      await expect(guardRow(page, `Max ${max.lastName}`)).toHaveCount(0);

      // Lee's name opens his form; Max's number is Max's.
      await notice.getByRole('button', { name: leeName }).click();
      const edit = guardDialog(page, 'Edit Guard');
      await field(page, 'Contact Number').fill(formatPhone(maxPhone, 'US'));
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const taken = `Mobile number ${formatPhone(maxPhone, 'US')} is already Max ${max.lastName}'s`;
      await expect(edit.getByRole('alert')).toHaveText(taken);
      await expect(toast(page, taken)).toBeVisible();
      await page.screenshot({ path: shot('form-refusal', testInfo.project.name) });
      await field(page, 'Contact Number').fill(formatPhone(newPhone(), 'US'));
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Guard updated successfully')).toBeVisible();
      await expect(page.getByText(sharedLine)).toHaveCount(0);

      // A new guard cannot have Kim's number either.
      await page.getByRole('button', { name: 'Add Guard' }).click();
      const add = guardDialog(page, 'Add Guard');
      await field(page, 'First Name*').fill('Nia');
      await field(page, 'Last Name*').fill(`New ${tag}`);
      await field(page, 'Contact Number').fill(formatPhone(shared, 'US'));
      await add.getByRole('button', { name: 'Add Guard' }).click();
      await expect(add.getByRole('alert')).toHaveText(
        `Mobile number ${formatPhone(shared, 'US')} is already ${kimName}'s`,
      );
      await add.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await world.remove();
    }
  });
});
