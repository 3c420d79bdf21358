import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** A report's card on /reports, by its title. */
export const report = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** The rows of a report's table (opened with 'Show table'), as the text of their cells. */
export async function tableRows(page: Page, title: string, caption = title): Promise<string[][]> {
  const section = report(page, title);
  await section.getByText('Show table').click();
  // Found by its caption: uPlot's legend is a table too.
  const table = section.getByRole('table', { name: caption, exact: true });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );
}
