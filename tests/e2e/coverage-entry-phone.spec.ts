import { combobox, field, openAddDialog } from './helpers/coverage-dialog';
import { test } from './helpers/coverage';
import { scrollsSideways } from './helpers/reference-data';
import { expect } from './support/fixtures';

/**
 * The coverage dialog on a phone: when the guard list opens, its field moves to the top third so
 * the list stays above an on-screen keyboard, smoothly or at once with reduced motion.
 */
test.describe('Coverage request dialog on a phone', () => {
  for (const motion of ['reduce', 'no-preference'] as const) {
    test.describe(() => {
      test.use({ reducedMotion: motion });
      test(`fits a phone screen with the guard list open, motion ${motion} @phone`, async ({
        page,
        signInAs,
        coverage,
      }) => {
        const guard = await coverage.guard('Phoebe', 'Mobile');
        await signInAs('supervisor');
        const dialog = await openAddDialog(page, coverage.month);
        const guardField = combobox(dialog, 'Assigned Guard');
        const fieldTop = async () => (await guardField.boundingBox())?.y ?? 844;
        // The field moves to the top third, so the list stays above an on-screen keyboard: at
        // once for one letter (a list of only None) and still once the names have come.
        await guardField.fill(guard.lastName.slice(0, 1));
        await expect.poll(fieldTop).toBeLessThan(844 / 3);
        await guardField.fill(guard.lastName.slice(0, 8));
        const option = dialog.getByRole('option', { name: new RegExp(guard.lastName) });
        await expect(option).toBeInViewport();
        await expect.poll(fieldTop).toBeLessThan(844 / 3);
        expect(await scrollsSideways(page)).toBe(false);
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        const input = await field(dialog, 'Date*').boundingBox();
        expect(input && box && input.width > box.width - 64).toBe(true);
      });
    });
  }
});
