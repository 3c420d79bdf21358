import {
  chooseInHeaderMenu,
  closeWithEscape,
  expectPage,
  gotoPage,
  NAVIGATION_TIMEOUT,
  onPhone,
  openHeaderMenu,
  toast,
} from './helpers/ui';
import { expect, test } from './support/fixtures';
import { changingCompanyRules } from './support/settings-lock';

/**
 * Settings (issues #32, #33, admins): the company's rules for who may take a shift and the
 * attendance settings, kept by the server and read back after a reload. The office's other roles may not open the page.
 */
test.describe('Settings', () => {
  test('Texts: the caps show their defaults, refuse a wrong number, and keep a new one', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin', { firstName: 'Ada' });
    await changingCompanyRules(async () => {
      await gotoPage(page, '/settings');
      const texts = page.getByRole('form', { name: 'Texts' });
      const perNumber = texts.getByLabel('Texts per number per day');
      await expect(perNumber).toHaveValue('20');
      await expect(texts.getByLabel('Texts per account per hour')).toHaveValue('300');
      await expect(texts.getByLabel('Texts per company per day')).toHaveValue('2000');
      await expect(perNumber).toHaveAccessibleDescription(
        'Texts to one phone number in the last 24 hours, whoever sends them. Default 20.',
      );
      await checkA11y();

      await perNumber.fill('0');
      await texts.getByRole('button', { name: 'Save' }).click();
      await expect(
        texts.getByText('Texts per number per day must be a whole number from 1 to 1,000'),
      ).toBeVisible();
      await expect(perNumber).toBeFocused();

      await perNumber.fill('25');
      await texts.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved')).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('form', { name: 'Texts' }).getByLabel('Texts per number per day'),
      ).toHaveValue('25');
    });
  });

  test('an admin changes the weekly overtime and the week start, and they are kept', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin', { firstName: 'Ada' });
    await changingCompanyRules(async () => {
      await gotoPage(page, '/');
      await chooseInHeaderMenu(page, 'Ada', 'Settings');
      await expectPage(page, '/settings');

      // Each section saves on its own (the attendance settings have their own Save).
      const rulesForm = page.getByRole('form', { name: 'Hours and rest' });
      const weekly = page.getByLabel('Weekly overtime after (hours)');
      const daily = page.getByLabel('Daily overtime after (hours)');
      const dailyOff = page.getByRole('checkbox', { name: 'Off' });
      const weekStart = page.getByRole('combobox', { name: 'Week starts on' });
      // The defaults: 40 hours a week, no daily count, 8 hours' rest, weeks from Monday.
      await expect(weekly).toHaveValue('40');
      await expect(dailyOff).toBeChecked();
      await expect(daily).toBeDisabled();
      await expect(page.getByLabel('Minimum rest between shifts (hours)')).toHaveValue('8');
      await expect(weekStart).toHaveText('Monday');
      await expect(weekly).toHaveAccessibleDescription(
        'Find cover warns before a shift takes a guard past this many hours in a week.',
      );
      await checkA11y();

      // A value out of range is named under its field, and nothing is saved.
      await weekly.fill('200');
      await rulesForm.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Weekly overtime must be from 1 to 168 hours')).toBeVisible();
      await expect(weekly).toBeFocused();

      await weekly.fill('45');
      // The week's first day from the keyboard.
      await weekStart.focus();
      await page.keyboard.press('Enter');
      const sunday = page.getByRole('option', { name: 'Sunday' });
      await expect(sunday).toBeVisible();
      await sunday.press('Enter');
      await expect(weekStart).toHaveText('Sunday');
      await rulesForm.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved')).toBeVisible();
      await expect(page.getByText('Weekly overtime must be from 1 to 168 hours')).toHaveCount(0);

      await page.reload();
      await expectPage(page, '/settings');
      await expect(weekly).toHaveValue('45');
      await expect(weekStart).toHaveText('Sunday');
      await expect(dailyOff).toBeChecked();
      await expect(page.getByLabel('Minimum rest between shifts (hours)')).toHaveValue('8');

      // The audit log says what changed, in words (a table on desktop, cards on phones).
      await chooseInHeaderMenu(page, 'Ada', 'Audit Log');
      await expectPage(page, '/audit');
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Settings', exact: true }).click();
      await expect(
        page
          .getByText('Weekly overtime after changed from 40 h to 45 h')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByText('Week starts on changed from Monday to Sunday')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });
  });

  test('an admin sets when a shift is late and a no-show, and offers no-shows at once', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin', { firstName: 'Ada' });
    await changingCompanyRules(async () => {
      await gotoPage(page, '/settings');
      const section = page.getByRole('form', { name: 'Attendance' });
      const late = section.getByLabel('Late after (minutes)');
      const noShow = section.getByLabel('No-show after (minutes)');
      const offerAtOnce = section.getByRole('switch', { name: 'Offer no-shows at once' });
      const keep = section.getByLabel('Keep positions for (days)');
      // The defaults: late at 10 minutes, a no-show at 30, no offers, positions kept 90 days.
      await expect(late).toHaveValue('10');
      await expect(noShow).toHaveValue('30');
      await expect(offerAtOnce).not.toBeChecked();
      await expect(keep).toHaveValue('90');
      await expect(offerAtOnce).toHaveAccessibleDescription(
        'A no-show is offered at once to the five best-ranked guards Find cover shows with nothing against them.',
      );
      await checkA11y();

      // A no-show before the late time is named under its field, and nothing is saved.
      await noShow.fill('8');
      await section.getByRole('button', { name: 'Save' }).click();
      await expect(
        section.getByText('No-show must come after late: more minutes than Late after'),
      ).toBeVisible();
      await expect(noShow).toBeFocused();

      await late.fill('5');
      await noShow.fill('20');
      await offerAtOnce.focus();
      await page.keyboard.press('Space');
      await expect(offerAtOnce).toBeChecked();
      await section.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved')).toBeVisible();
      await expect(
        section.getByText('No-show must come after late: more minutes than Late after'),
      ).toHaveCount(0);

      await page.reload();
      await expectPage(page, '/settings');
      await expect(late).toHaveValue('5');
      await expect(noShow).toHaveValue('20');
      await expect(offerAtOnce).toBeChecked();
      await expect(keep).toHaveValue('90');
      // The rules beside them are as they were.
      await expect(page.getByLabel('Weekly overtime after (hours)')).toHaveValue('40');

      await gotoPage(page, '/audit');
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Settings', exact: true }).click();
      await expect(
        page
          .getByText('Late after (minutes) changed from 10 min to 5 min')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByText('Offer no-shows at once changed from Off to On')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });
  });

  test('is not offered to a supervisor, and refused at its address', async ({ page, signInAs }) => {
    await signInAs('supervisor', { firstName: 'Sam' });
    await gotoPage(page, '/');
    const menu = await openHeaderMenu(page, 'Sam');
    await expect(menu.getByText('Profile')).toBeVisible();
    await expect(menu.getByText('Settings')).toHaveCount(0);
    if (onPhone()) await page.keyboard.press('Escape');
    else await closeWithEscape(page, menu);

    await page.goto('/settings');
    await expect(toast(page, 'Access denied. Admin privileges required.')).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await expect(page).toHaveURL('/');
  });
});
