import type { Page } from '@playwright/test';
import { guardDisplayName } from '../../src/shared/guards';
import { localDate } from './helpers/reference-data';
import { toast } from './helpers/ui';
import { expect, signInThroughApi, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';
import { tabTo, inScene } from './support/shift-scenes';
import { newPhone, reportDelivery, textFrom, textsTo, waitForText } from './support/texts';

/**
 * Issue #30, end to end: a guard without the app is offered a shift by text; their YES with the
 * code, sent back through Twilio's signed webhook, takes it, and the dispatcher's board shows it
 * within a second. The dispatcher works by keyboard alone, at a desk and on a phone.
 */

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

test.describe('Offers by text message', () => {
  for (const screen of VIEWPORTS) {
    test(`a guard without the app takes a shift by texting YES and the code (${screen.name})`, async ({
      browser,
      makeAccount,
    }, testInfo) => {
      test.slow();
      await inScene(browser, async ({ tag, world }) => {
        const post = await world.location('Bayview');
        const phone = newPhone();
        const tess = await world.guard('Tess', 'Textonly', { account: false, phone });
        await world.shift(post.id, localDate(2));

        // The dispatcher's own browser at this size, signed in.
        const context = await browser.newContext({
          baseURL: E2E_BASE_URL,
          viewport: screen.viewport,
          isMobile: screen.isMobile,
          hasTouch: screen.isMobile,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        const page: Page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana', lastName: 'Desk' });
          await signInThroughApi(page, dana);
          await page.goto('/open-shifts');
          const row = page.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
          await expect(row).toContainText('Not offered');

          // By keyboard: Find cover, the guard by name, tick, Send offer (1).
          await tabTo(page, row.getByRole('button', { name: /^Find cover for / }));
          await page.keyboard.press('Enter');
          const finder = page.getByRole('dialog', { name: 'Find cover' });
          await tabTo(page, finder.getByLabel('Find a guard'));
          await page.keyboard.type(tag);
          const candidate = finder
            .getByRole('list', { name: 'Guards for this shift' })
            .getByRole('listitem')
            .filter({ hasText: guardDisplayName(tess) });
          // No account, but a text reaches her.
          await expect(candidate).toContainText('Text');
          await expect(candidate).not.toContainText('Cannot be offered');
          await tabTo(page, finder.getByRole('checkbox', { name: guardDisplayName(tess) }));
          await page.keyboard.press('Space');
          await tabTo(page, finder.getByRole('button', { name: 'Send offer (1)' }));
          await page.keyboard.press('Enter');
          await expect(toast(page, 'Offer sent to 1 guard')).toBeVisible();

          // The text reaches her phone (the Twilio-compatible server): short and complete.
          const offer = await waitForText(phone, /Reply YES (\d{4}) to take it/);
          expect(offer.body).toMatch(
            new RegExp(
              `^CoverDesk: open shift \\w{3} \\w{3} \\d{1,2} 06:00-14:00 at ${post.name}\\. ` +
                'Reply YES (\\d{4}) to take it or NO \\1 to pass\\.$',
            ),
          );
          const code = /YES (\d{4})/.exec(offer.body)?.[1] ?? '';
          const sent = finder.getByRole('list', {
            name: `How the offer reached ${guardDisplayName(tess)}`,
          });
          await expect(sent).toContainText('Text sent');
          await reportDelivery(offer.sid, 'delivered');
          await expect(sent).toContainText('Text delivered');
          await page.keyboard.press('Escape');
          await expect(finder).toBeHidden();
          await expect(row).toContainText('Offered to 1');

          // She answers YES with the code; the board shows it taken within a second.
          const answered = Date.now();
          await textFrom(phone, `yes ${code}`);
          await expect(row).toContainText(`Taken by ${guardDisplayName(tess)}`, { timeout: 1000 });
          testInfo.annotations.push({
            type: 'board updated after the YES',
            description: `${String(Date.now() - answered)} ms`,
          });
          await waitForText(phone, /^CoverDesk: You have the shift at /);

          // The history says she took it by text, and how the offer reached her.
          await tabTo(page, row.getByRole('button', { name: /^Details of / }));
          await page.keyboard.press('Enter');
          const details = page.getByRole('dialog', { name: 'Shift details' });
          await tabTo(page, details.getByRole('button', { name: 'Show history' }));
          await page.keyboard.press('Enter');
          const history = details.getByRole('list', { name: 'Request history' });
          await expect(history).toContainText(`Accepted by Tess ${tess.lastName} by text`);
          await expect(history).toContainText(`${guardDisplayName(tess)}: Accepted`);
          await expect(history).toContainText('Text delivered');
          await page.keyboard.press('Escape');

          // A second YES (a late one, or Twilio again with a new id) is told it is hers already.
          await textFrom(phone, `YES ${code}`);
          await waitForText(phone, /You already took this shift/);
          expect((await textsTo(phone)).length).toBe(3);
        } finally {
          await context.close();
        }
        expect(errors, 'uncaught errors on the dispatcher page').toEqual([]);
      });
    });
  }
});
