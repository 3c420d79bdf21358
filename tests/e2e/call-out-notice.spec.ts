import { expect, test } from './support/fixtures';
import { inScene } from './support/shift-scenes';

/** 'yyyy-MM-dd' and 'HH:mm' of an instant on this machine's clock, the server's too. */
function wallClock(at: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/**
 * Issue #31: a guard calling out later than the company's notice period (CALL_OUT_NOTICE_HOURS,
 * 4 h by default) is let through but told to phone the office too (OFFICE_PHONE, set by the e2e
 * server); the dialog has one way out besides calling out.
 */
test.describe('Calling out at short notice', () => {
  test('warns about a shift starting within the notice period, not about one days away @phone', async ({
    browser,
  }) => {
    await inScene(browser, async ({ world, phone }) => {
      const post = await world.location('Quay');
      const sam = await world.guard('Sam', 'Short');
      // Two hours and a half from now, whole minutes: the warning says 2 h 29 min or 2 h 30 min.
      const start = new Date(Date.now() + 150 * 60_000);
      const soon = wallClock(start);
      const end = wallClock(new Date(start.getTime() + 8 * 3_600_000));
      await world.shift(post.id, soon.date, sam, { startTime: soon.time, endTime: end.time });
      const far = wallClock(new Date(Date.now() + 3 * 86_400_000));
      await world.shift(post.id, far.date, sam);

      const samPhone = await phone(sam.account);
      await samPhone.goto('/my-shifts');
      // Soonest first: the shift of today or tomorrow, then the one days away.
      const cards = samPhone.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await expect(cards).toHaveCount(2);
      const open = async (index: number) => {
        await cards.nth(index).getByRole('button', { name: "I can't make it" }).click();
        return samPhone.getByRole('dialog', { name: "I can't make it" });
      };

      const urgent = await open(0);
      await expect(urgent.getByRole('note')).toHaveText(
        /^This shift starts in 2 h (29|30) min, less than the 4 hours' notice the office asks for: please also call the office at \(201\) 555-0199 so they can find cover in time\.$/,
      );
      await expect(urgent.getByRole('link', { name: '(201) 555-0199' })).toHaveAttribute(
        'href',
        'tel:2015550199',
      );
      // One way out: 'Keep my shift' (and Escape), no X in the corner.
      await expect(urgent.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await urgent.getByRole('button', { name: 'Keep my shift' }).click();
      await expect(urgent).toBeHidden();

      const relaxed = await open(1);
      await expect(relaxed.getByRole('radio', { name: 'Sick' })).toBeVisible();
      await expect(relaxed.getByRole('note')).toHaveCount(0);
      await samPhone.keyboard.press('Escape');
      await expect(relaxed).toBeHidden();
    });
  });
});
