import { PHONE_MESSAGES } from '../../src/shared/phone';
import { field, guardDialog, guardRow, searchGuards } from './helpers/guards';
import { uniqueTag } from './helpers/reference-data';
import { FAILED_RESOURCE, gotoPage, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';
import { newPhone, textFrom, waitForText } from './support/texts';

/**
 * Issue #30 on the Guards page: numbers stored before they were checked, listed to fix; numbers
 * that replied STOP, marked; and 'Text the link' beside 'Invite to CoverDesk'.
 */
test.describe('Guards and their mobile numbers', () => {
  test('lists the numbers to fix, and a fixed number is stored as a mobile one', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    try {
      const olly = await world.guard('Olly', 'Oldnumber', { account: false, phone: '555-0100' });
      const name = `Olly ${olly.lastName}`;
      await signInAs('supervisor');
      await gotoPage(page, '/guards');
      await searchGuards(page, tag);
      await expect(guardRow(page, name)).toContainText('Number needs fixing');

      await page.getByRole('link', { name: /mobile numbers? needs? fixing$/ }).click();
      await expect(page).toHaveURL(/\?numbers=fix$/);
      await searchGuards(page, tag);
      await expect(guardRow(page, name)).toContainText(`555-0100: ${PHONE_MESSAGES.unreadable}`);
      await checkA11y();

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = guardDialog(page, 'Edit Guard');
      await expect(field(page, 'Contact Number')).toHaveValue('555-0100');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByRole('alert')).toHaveText(PHONE_MESSAGES.unreadable);
      await field(page, 'Contact Number').fill('1-800-555-0199');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByRole('alert')).toHaveText(
        PHONE_MESSAGES.notMobile('a toll-free number'),
      );
      // A number of its own (issue #40: a number is one guard's; the phone run fixes one too).
      await field(page, 'Contact Number').fill(`201 555 ${newPhone().slice(-4)}`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Guard updated successfully')).toBeVisible();
      await expect(guardRow(page, name)).toHaveCount(0);
      await page.getByRole('link', { name: 'Show all guards' }).click();
      await searchGuards(page, tag);
      await expect(guardRow(page, name)).not.toContainText('Number needs fixing');
    } finally {
      await world.remove();
    }
  });

  test('texts an invitation link; a number that replied STOP is marked and not texted', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    // The second link within 10 minutes is refused (429), as the browser logs.
    allowConsoleErrors(FAILED_RESOURCE);
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    try {
      const phone = newPhone();
      const ivy = await world.guard('Ivy', 'Texted', { account: false, phone });
      const stopped = newPhone();
      const sid = await world.guard('Sid', 'Stopped', { account: false, phone: stopped });
      await textFrom(stopped, 'STOP');
      await signInAs('admin');
      await gotoPage(page, '/guards');
      await searchGuards(page, tag);

      const sidRow = guardRow(page, `Sid ${sid.lastName}`);
      await expect(sidRow).toContainText('Texts stopped');
      await expect(sidRow.getByRole('button', { name: /invitation link$/ })).toHaveCount(0);
      await expect(sidRow.getByRole('button', { name: /to CoverDesk$/ })).toBeVisible();

      await page
        .getByRole('button', { name: `Text Ivy ${ivy.lastName} the invitation link` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Text the link' });
      await expect(dialog).toContainText(`(201) 555-${phone.slice(-4)}`);
      await dialog.getByRole('button', { name: 'Text the link' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        `Texted to (201) 555-${phone.slice(-4)}.`,
      );
      const link = await dialog.getByLabel('Invitation link').inputValue();
      const text = await waitForText(phone, /invited to CoverDesk/);
      expect(text.body).toBe(
        'CoverDesk: Ivy, you are invited to CoverDesk to see your shifts and take open ones. ' +
          `Set your password (link works once, for 7 days): ${link}`,
      );
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(guardRow(page, `Ivy ${ivy.lastName}`)).toContainText('Invited');

      // Issue #40: one link in 10 minutes; a second try says when, and the button shows it.
      await page
        .getByRole('button', { name: `Text Ivy ${ivy.lastName} the invitation link` })
        .click();
      await dialog.getByRole('button', { name: 'Text the link' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        `Ivy ${ivy.lastName} was texted the link less than a minute ago: you can text it again in 10 minutes.`,
      );
      await expect(
        dialog.getByRole('button', { name: /^Text again at \d{1,2}:\d{2} [AP]M$/ }),
      ).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await world.remove();
    }
  });
});
