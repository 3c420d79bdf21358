import type { Page } from '@playwright/test';
import { addMinutes, format } from 'date-fns';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shoot } from './helpers/ui';
import { inScene } from './support/shift-scenes';
import { newPhone, textFrom, waitForText } from './support/texts';

/**
 * Issue #39, end to end at 390×844: the night the guard does not come. Vargas is a no-show at
 * Valley Auto Auction; the dispatcher fills the started shift from the Now strip's Find cover,
 * Brooks takes it by text and is its relief; his check-in 2 km away turns the dispatcher's strip
 * red until he checks in again at the post; his check-out hours before the end asks why first,
 * and the rest of the shift opens. A call-out is news for every office account: this spec runs in
 * the 'shifts' project.
 */

const VALLEY = { latitude: 36.7378, longitude: -119.7871 };
/** About 2 km north: 0.018 degree of latitude. */
const AWAY = { latitude: VALLEY.latitude + 0.018, longitude: VALLEY.longitude };

const stripItem = (page: Page, post: string) =>
  page
    .getByRole('list', { name: 'Now' })
    .getByRole('listitem', { name: new RegExp(`^Now: ${post}, `) });

test.describe('The night the guard does not come', () => {
  test('a dispatcher fills a no-show, the relief is alarmed off site, then leaves early', async ({
    browser,
    makeAccount,
  }) => {
    test.setTimeout(120_000);
    await inScene(browser, async ({ tag, world, phone }) => {
      // Valley Auto Auction's shift started 40 minutes ago; Vargas never came (the timers' call-out).
      const post = await world.location('Valley Auto Auction', { ...VALLEY, radiusMeters: 150 });
      const vargas = await world.guard('Ana', 'Vargas');
      const brooksPhone = newPhone();
      const brooks = await world.guard('Sam', 'Brooks', { phone: brooksPhone });
      const start = addMinutes(new Date(), -40);
      const end = addMinutes(start, 5 * 60);
      const requestId = await world.shift(post.id, format(start, 'yyyy-MM-dd'), undefined, {
        startTime: format(start, 'HH:mm'),
        endTime: format(end, 'HH:mm'),
      });
      await e2eDatabase()
        .db.updateTable('coverageRequests')
        .set({
          calledOutGuardId: vargas.guardId,
          calledOutGuardName: `${vargas.lastName}, ${vargas.firstName}`,
          callOutReason: 'no-show',
          callOutNote: 'No check-in 30 minutes after the start',
          calledOutAt: new Date().toISOString(),
        })
        .where('id', '=', requestId)
        .execute();

      // The dispatcher, on a phone: the Now strip names the empty post first.
      const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana', lastName: 'Desk' });
      const board = await phone(dana);
      await board.goto('/open-shifts');
      const noShow = stripItem(board, post.name);
      await expect(noShow).toContainText('No-show');
      await expect(noShow).toContainText(`Vargas ${tag} did not come`);
      await noShow.getByRole('button', { name: /^Find cover for / }).click();

      // Find cover offers the started shift: urgent, and Brooks can be ticked.
      const finder = board.getByRole('dialog', { name: 'Find cover' });
      await expect(
        finder.getByText('This shift has started without a guard: offer it now.'),
      ).toBeVisible();
      await finder.getByLabel('Find a guard').fill('Brooks');
      await finder.getByRole('checkbox', { name: `Brooks ${tag}, Sam` }).check();
      await shoot(board, 'night-find-cover');
      await finder.getByRole('button', { name: 'Send offer (1)' }).click();
      await expect(board.getByText('Offer sent to 1 guard')).toBeVisible();
      await finder.getByRole('button', { name: 'Close' }).first().click();

      // Brooks reads the urgent text and says yes.
      const offer = await waitForText(brooksPhone, /URGENT:/);
      expect(offer.body).toMatch(
        new RegExp(
          `^CoverDesk: URGENT: Valley Auto Auction ${tag} needs a guard now, until ${format(end, 'HH:mm')}\\. Reply YES \\d{4}`,
        ),
      );
      const code = /YES (\d{4})/.exec(offer.body)?.[1] ?? '';
      await textFrom(brooksPhone, `YES ${code}`);
      await expect(noShow).toContainText(
        new RegExp(`Vargas ${tag} did not come · Relief: Brooks ${tag}, arriving by \\d\\d:\\d\\d`),
      );
      await expect(noShow).toContainText(/Arriving by \d\d:\d\d/);
      await shoot(board, 'night-relief');

      // Brooks checks in from 2 km away: told he is not at the post; the dispatcher's strip is red.
      if (!brooks.account) throw new Error('Brooks has an account');
      const guardPhone = await phone(brooks.account, {
        geolocation: { ...AWAY, accuracy: 10 },
        permissions: ['geolocation'],
      });
      await guardPhone.goto('/my-shifts');
      const card = guardPhone.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await card.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect(guardPhone.getByText('You are not at the post')).toBeVisible();
      await expect(card.getByText('Off site · 2.0 km')).toBeVisible();
      await expect(noShow).toContainText('Off site · 2.0 km');
      await shoot(board, 'night-off-site');
      await shoot(guardPhone, 'night-guard-off-site');

      // At the post, he checks in again: the strip lets the shift go.
      await guardPhone.context().setGeolocation({ ...VALLEY, accuracy: 10 });
      await card.getByRole('button', { name: 'Check in again at the post' }).click();
      await expect(card.getByText('On site', { exact: true })).toBeVisible();
      await expect(noShow).toHaveCount(0);

      // Hours before the end he checks out: asked why first, then the rest of the shift opens.
      await card.getByRole('button', { name: 'Check out' }).click();
      const asked = guardPhone.getByRole('dialog', { name: /^Leave .* early\?$/ });
      await expect(asked).toBeVisible();
      await asked.getByRole('button', { name: 'Check out now' }).click();
      await expect(asked.getByText('Please say why you are leaving early')).toBeVisible();
      await asked.getByLabel('Why are you leaving early?').fill('The client closed the lot');
      await shoot(guardPhone, 'night-early-check-out');
      await asked.getByRole('button', { name: 'Check out now' }).click();
      await expect(asked).toBeHidden();
      const rest = stripItem(board, post.name);
      await expect(rest).toContainText(/Started without a guard/);
      await expect(rest).toContainText(`Brooks ${tag} left early`);
      await shoot(board, 'night-left-early');
    });
  });
});
