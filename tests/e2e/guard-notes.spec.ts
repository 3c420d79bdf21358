import { format, parseISO } from 'date-fns';
import { locationCard, openDashboard } from './helpers/coverage';
import { combobox, editor, field } from './helpers/coverage-dialog';
import { localDate, uniqueTag } from './helpers/reference-data';
import { toast } from './helpers/ui';
import { expect, signInThroughApi, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';

/**
 * Issue #31: a request's Notes are the office's own; its Note for the guard is what the guard on
 * the shift reads on My Shifts. The office writes both in the dialog and reads both in the post's
 * list; the guard, on the same screen size, sees only theirs.
 */

const OFFICE = 'Call-out: Lee sick, bill the client';
const FOR_GUARD = 'Park at the back gate, ask for Sam';

/** 'MMDDYYYY', the 8 compact digits of a yyyy-MM-dd date. */
const compact = (iso: string) => format(parseISO(iso), 'MMddyyyy');

test.describe('Note for the guard', () => {
  test('the office writes both notes; the guard sees only theirs on My Shifts', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    const world = shiftWorld(uniqueTag());
    try {
      const post = await world.location('Notes Pier');
      const kim = await world.guard('Kim', 'Noted');
      if (!kim.account) throw new Error('Kim has an account');
      const date = localDate(3);

      await signInAs('supervisor');
      await openDashboard(page, date.slice(0, 7));
      await page.getByRole('button', { name: 'Add Coverage', exact: true }).click();
      const dialog = editor(page, 'Add Coverage Request');
      await field(dialog, 'Date*').fill(compact(date));
      await field(dialog, 'Start Time*').fill('0800');
      await field(dialog, 'End Time*').fill('1600');
      await combobox(dialog, 'Location*').fill(post.deptCode);
      await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();
      await combobox(dialog, 'Assigned Guard').fill(kim.lastName);
      await dialog.getByRole('option', { name: new RegExp(kim.lastName) }).click();
      await expect(combobox(dialog, 'Assigned Guard')).toHaveValue(`${kim.lastName}, Kim`);

      // Two fields, each saying who reads it.
      const notes = field(dialog, 'Notes');
      const guardNote = field(dialog, 'Note for the guard');
      await expect(notes).toHaveAccessibleDescription('Never shown to the guard');
      await expect(guardNote).toHaveAccessibleDescription(
        'The guard sees it on My Shifts, in offers and in their calendar',
      );
      await notes.fill(OFFICE);
      await guardNote.fill(FOR_GUARD);
      await checkA11y();
      await dialog.getByRole('button', { name: 'Add Request' }).click();
      await expect(toast(page, 'Coverage request added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The office reads both where it reads the notes, the guard's marked as such.
      await locationCard(page, post).click();
      const list = page.getByRole('dialog', { name: new RegExp(post.name) });
      const row = list
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .or(list.getByRole('listitem'));
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(OFFICE);
      await expect(row).toContainText(`For the guard: ${FOR_GUARD}`);

      // Kim, signed in on the same screen, sees the note for him and nothing of the office's.
      await signInThroughApi(page, kim.account);
      await page.goto('/my-shifts');
      const shift = page.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await expect(shift).toContainText(`Note: ${FOR_GUARD}`);
      await expect(page.getByRole('main')).not.toContainText('Call-out');
      await expect(page.getByText(OFFICE)).toHaveCount(0);
      await checkA11y();
    } finally {
      await world.remove();
    }
  });
});
