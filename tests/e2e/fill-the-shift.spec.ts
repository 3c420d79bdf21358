import type { Page } from '@playwright/test';
import { guardDisplayName } from '../../src/shared/guards';
import { locationCard, openDashboard } from './helpers/coverage';
import { localDate } from './helpers/reference-data';
import { pageHeading, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';
import { expectAccessible, inScene, offerCard, tabTo } from './support/shift-scenes';

/**
 * Issue #21, end to end: guards on their phones (390x844) and a dispatcher at a desk, each in a
 * browser of their own, on one server (support/shift-scenes.ts).
 */

test.describe('Fill the shift', () => {
  test('a guard calls out on the phone; the dispatcher offers it by keyboard; the first of two guards to accept gets it', async ({
    page,
    browser,
    signInAs,
    checkA11y,
  }) => {
    test.slow(); // four browsers and a race
    await inScene(browser, async ({ tag, world, phone: openPhone }) => {
      const post = await world.location('Pier');
      const sam = await world.guard('Sam', 'Caller');
      const ana = await world.guard('Ana', 'Brown');
      const kim = await world.guard('Kim', 'Soto');
      await world.guard('Lee', 'Park');
      const date = localDate(2);
      await world.shift(post.id, date, sam);

      await signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
      await page.goto('/open-shifts');
      await expect(pageHeading(page, 'Open Shifts')).toBeVisible();
      const row = page.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await expect(
        page.getByRole('list', { name: 'Open shifts' }).or(page.getByText('No open shifts')),
      ).toBeVisible();
      await expect(row).toHaveCount(0);

      // Sam cannot make it, and says so from his phone.
      const samPhone = await openPhone(sam.account);
      await samPhone.goto('/my-shifts');
      const samShift = samPhone.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await samShift.getByRole('button', { name: "I can't make it" }).click();
      const callOut = samPhone.getByRole('dialog', { name: "I can't make it" });
      await callOut.getByRole('button', { name: 'Call out' }).click();
      await expect(callOut.getByText("Please say why you can't make it")).toBeVisible();
      // One tap for the reason (the office's set, issue #30), a note for the rest.
      await callOut.getByText('Transport', { exact: true }).tap();
      await expect(callOut.getByRole('radio', { name: 'Transport' })).toBeChecked();
      await callOut.getByLabel('Note (optional)').fill('Flat tyre');
      await callOut.getByRole('button', { name: 'Call out' }).click();
      await expect(toast(samPhone, 'The office has been told')).toBeVisible();
      await expect(samShift).toHaveCount(0);

      // The board shows it at once, without a reload, and the office is told.
      await expect(row).toBeVisible();
      await expect(row).toContainText(`Caller ${tag}, Sam called out: Transport: Flat tyre`);
      await expect(row).toContainText('Not offered');
      await expect(toast(page, `Sam Caller ${tag} can't make it`)).toBeVisible();

      // Kim and Ana have CoverDesk open on their phones.
      const kimPhone = await openPhone(kim.account);
      const anaPhone = await openPhone(ana.account);
      for (const guardPage of [kimPhone, anaPhone]) {
        await guardPage.goto('/my-shifts');
        await expect(guardPage.getByText('No offers right now')).toBeVisible();
      }

      // Dana, by keyboard alone: Find cover, the three guards ranked first, Send offer (3).
      await tabTo(page, row.getByRole('button', { name: /^Find cover for / }));
      await page.keyboard.press('Enter');
      const finder = page.getByRole('dialog', { name: 'Find cover' });
      await tabTo(page, finder.getByLabel('Find a guard'));
      await page.keyboard.type(tag);
      const candidates = finder
        .getByRole('list', { name: 'Guards for this shift' })
        .getByRole('listitem');
      await expect(candidates).toHaveText([
        // Free, valid cards, none has covered the post before: by first name.
        new RegExp(`^Brown ${tag}, Ana`),
        new RegExp(`^Soto ${tag}, Kim`),
        new RegExp(`^Park ${tag}, Lee`),
      ]);
      // Sam, who called out of it, is listed apart with why (issue #39).
      await tabTo(page, finder.getByRole('button', { name: '1 guard cannot take this shift' }));
      await page.keyboard.press('Enter');
      await expect(
        finder
          .getByRole('list', { name: 'Guards who cannot take this shift' })
          .getByRole('listitem'),
      ).toHaveText([new RegExp(`^Caller ${tag}, Sam.*Called out of this shift`)]);
      await checkA11y({ withoutToasts: true });
      // Each guard's row has its call controls after the checkbox (issue #30): Tab to each box.
      for (const guard of [ana, kim, { firstName: 'Lee', lastName: `Park ${tag}` }]) {
        await tabTo(page, finder.getByRole('checkbox', { name: guardDisplayName(guard) }));
        await page.keyboard.press('Space');
      }
      await tabTo(page, finder.getByRole('button', { name: 'Send offer (3)' }));
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Offer sent to 3 guards')).toBeVisible();
      await expect(finder.getByRole('region', { name: 'Offers sent' })).toContainText(
        `Soto ${tag}, Kim`,
      );
      await page.keyboard.press('Escape');
      await expect(finder).toBeHidden();
      await expect(row).toContainText('Offered to 3');

      // The offer reaches both phones live; both accept at once: one gets it.
      const kimOffer = offerCard(kimPhone, post.name);
      const anaOffer = offerCard(anaPhone, post.name);
      await expect(kimOffer.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expect(anaOffer.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expectAccessible(kimPhone);
      await Promise.all([
        kimOffer.getByRole('button', { name: 'Accept' }).click(),
        anaOffer.getByRole('button', { name: 'Accept' }).click(),
      ]);
      const verdict = (guardPage: Page) =>
        guardPage
          .getByRole('region', { name: /Notifications/ })
          .getByText(/^(The shift is yours|This shift was already taken)$/);
      await expect(verdict(kimPhone)).toBeVisible();
      await expect(verdict(anaPhone)).toBeVisible();
      const kimWon = (await verdict(kimPhone).textContent()) === 'The shift is yours';
      const [winner, loser] = kimWon ? [kim, ana] : [ana, kim];
      const [winnerPhone, loserPhone] = kimWon ? [kimPhone, anaPhone] : [anaPhone, kimPhone];
      await expect(verdict(loserPhone)).toHaveText('This shift was already taken');
      await expect(offerCard(loserPhone, post.name)).toContainText('Taken by another guard');
      await expect(
        winnerPhone.getByRole('listitem', { name: new RegExp(`^${post.name}, `) }),
      ).toBeVisible();

      // The office sees who took it, on the board and in the request's history.
      const winnerName = `${winner.firstName} ${winner.lastName}`;
      await expect(toast(page, `${winnerName} took a shift`)).toBeVisible();
      await expect(row).toContainText(`Taken by ${guardDisplayName(winner)}`);
      await row.getByRole('button', { name: /^Details of / }).click();
      const details = page.getByRole('dialog', { name: 'Shift details' });
      await details.getByRole('button', { name: 'Show history' }).click();
      const history = details.getByRole('list', { name: 'Request history' });
      await expect(history).toContainText(`Sam Caller ${tag} called out: Transport: Flat tyre`);
      await expect(history).toContainText('Offered to 3 guards');
      await expect(history).toContainText(`by Dana Desk on`);
      await expect(history).toContainText(`Accepted by ${winnerName}`);
      await expect(history).toContainText('Time to fill:');
      await expect(details.getByRole('region', { name: 'Offers sent' })).toContainText(
        `${guardDisplayName(loser)}Taken by another guard`,
      );
      await page.keyboard.press('Escape');

      // And the dashboard's card counts it as covered.
      await openDashboard(page, date.slice(0, 7));
      await expect(locationCard(page, post)).toHaveAccessibleDescription('1 request All covered');
    });
  });

  test('the office withdraws an offer and that phone says so; another guard declines and the board counts it', async ({
    page,
    browser,
    signInAs,
  }) => {
    test.slow();
    await inScene(browser, async ({ tag, world, phone: openPhone }) => {
      const post = await world.location('Dock');
      const ana = await world.guard('Ana', 'Brown');
      const kim = await world.guard('Kim', 'Soto');
      await world.shift(post.id, localDate(3));
      const kimPhone = await openPhone(kim.account);
      const anaPhone = await openPhone(ana.account);

      await signInAs('supervisor', { firstName: 'Sue', lastName: 'Visor' });
      await page.goto('/open-shifts');
      const row = page.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await row.getByRole('button', { name: /^Find cover for / }).click();
      const finder = page.getByRole('dialog', { name: 'Find cover' });
      await finder.getByLabel('Find a guard').fill(tag);
      for (const guard of [ana, kim]) {
        await finder.getByRole('checkbox', { name: guardDisplayName(guard) }).check();
      }
      await finder.getByRole('button', { name: 'Send offer (2)' }).click();
      await expect(toast(page, 'Offer sent to 2 guards')).toBeVisible();

      for (const guardPage of [kimPhone, anaPhone]) {
        await guardPage.goto('/my-shifts');
        await expect(
          offerCard(guardPage, post.name).getByRole('button', { name: 'Accept' }),
        ).toBeVisible();
      }

      // The office thinks better of Kim's offer: Kim's phone says so, live.
      await finder
        .getByRole('button', { name: `Withdraw the offer to ${guardDisplayName(kim)}` })
        .click();
      await expect(toast(page, `Offer to ${guardDisplayName(kim)} withdrawn`)).toBeVisible();
      await expect(toast(kimPhone, 'An offer was withdrawn')).toBeVisible();
      const kimsOffer = offerCard(kimPhone, post.name);
      await expect(kimsOffer).toContainText('Withdrawn by the office');
      await expect(kimsOffer.getByRole('button', { name: 'Accept' })).toHaveCount(0);

      // Ana declines; the office hears it and the board counts it.
      await offerCard(anaPhone, post.name).getByRole('button', { name: 'Decline' }).click();
      await expect(toast(anaPhone, 'Offer declined')).toBeVisible();
      await expect(offerCard(anaPhone, post.name)).toContainText('You declined');
      await expect(toast(page, `Ana Brown ${tag} declined a shift`)).toBeVisible();
      await expect(finder.getByRole('region', { name: 'Offers sent' })).toContainText('Declined');
      await page.keyboard.press('Escape');
      await expect(row).toContainText('Offered to 2, 1 declined, nobody waiting');
    });
  });

  test('an admin invites a guard, who sets a password on the phone and lands on My Shifts', async ({
    page,
    browser,
    signInAs,
  }) => {
    test.slow();
    await inScene(browser, async ({ tag, world, phone: openPhone }) => {
      const ivy = await world.guard('Ivy', 'Invited', { account: false });
      await signInAs('admin');
      await page.goto('/guards');
      await page.getByRole('searchbox', { name: 'Search guards by name' }).fill(tag);
      await page.getByRole('button', { name: `Invite Ivy ${ivy.lastName} to CoverDesk` }).click();
      const invite = page.getByRole('dialog', { name: 'Invite to CoverDesk' });
      await invite.getByRole('button', { name: 'Create invitation link' }).click();
      await expect(invite.getByText(/^Not e-mailed/)).toBeVisible();
      const link = await invite.getByLabel('Invitation link').inputValue();
      expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/invite/[A-Za-z0-9_-]{43}$`));
      await invite.getByRole('button', { name: 'Done' }).click();
      await expect(
        page.getByRole('row', { name: new RegExp(`Ivy ${ivy.lastName}`) }),
      ).toContainText('Invited');

      const guard = await openPhone(null);
      await guard.goto(link);
      await expect(guard.getByRole('heading', { name: 'Welcome, Ivy' })).toBeVisible();
      await guard.getByLabel('Password', { exact: true }).fill('ivy-password');
      await guard.getByLabel('Confirm Password').fill('ivy-passwort');
      await guard.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(
        guard.getByText('Passwords do not match', { exact: true }).first(),
      ).toBeVisible();
      await guard.getByLabel('Confirm Password').fill('ivy-password');
      await guard.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(guard).toHaveURL('/my-shifts');
      await expect(pageHeading(guard, 'My Shifts')).toBeVisible();
      await expect(guard.getByText('No offers right now')).toBeVisible();
      await expect(guard.getByText('No shifts coming up')).toBeVisible();
      await expectAccessible(guard);

      // A guard's menu: their shifts, their availability (issue #32), the messenger and their
      // profile; the office's pages stay shut.
      await guard.getByRole('button', { name: 'Open menu' }).click();
      const menu = guard.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([
        'My Shifts',
        'Availability',
        'Messenger',
        'Profile',
      ]);
      await guard.keyboard.press('Escape');
      await guard.goto('/');
      await expect(guard).toHaveURL('/my-shifts');
      await guard.goto('/open-shifts');
      await expect(toast(guard, 'Access denied. Open shifts are for the office.')).toBeVisible();
      await expect(guard).toHaveURL('/my-shifts');

      // The link worked once.
      await guard.goto(link);
      await expect(guard.getByRole('alert')).toContainText('This invitation link is not valid');

      await page.reload();
      await page.getByRole('searchbox', { name: 'Search guards by name' }).fill(tag);
      await expect(
        page.getByRole('row', { name: new RegExp(`Ivy ${ivy.lastName}`) }),
      ).toContainText('On CoverDesk');
    });
  });
});
