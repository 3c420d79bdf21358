import { createGuard, createLocation, localDate, test } from './helpers/reference-data';
import { gotoPage } from './helpers/ui';
import { ORIGIN_HEADERS } from './support/server';

test('shots', async ({ page, signInToManage }) => {
  const tag = await signInToManage('supervisor');
  const project = test.info().project.name;
  const ids: string[] = [];
  for (const name of ['Armed', 'CPR', 'Fire watch', 'Dog handler'].map((n) => `${n} ${tag}`)) {
    const r = await page.request.post('/api/qualifications', { data: { name }, headers: ORIGIN_HEADERS });
    ids.push(((await r.json()) as { id: string }).id);
  }
  const g = await createGuard(page, { firstName: 'Kim', lastName: `Soto${tag}`, expDate: localDate(5) });
  await page.request.put(`/api/guards/${g.id}/qualifications`, {
    data: [
      { qualificationId: ids[0], expiresOn: localDate(10) },
      { qualificationId: ids[1], expiresOn: localDate(-3) },
      { qualificationId: ids[2], expiresOn: null },
    ],
    headers: ORIGIN_HEADERS,
  });
  const l = await createLocation(page, { name: `Vault ${tag}`, deptCode: `V-${tag}` });
  await page.request.put(`/api/locations/${l.id}/requirements`, {
    data: { qualificationIds: [ids[0], ids[1]] },
    headers: ORIGIN_HEADERS,
  });
  try {
    await gotoPage(page, '/qualifications');
    await page.screenshot({ path: `/tmp/shots-q/qualifications-${project}.png`, fullPage: true });
    await page.getByRole('button', { name: `Delete Armed ${tag}` }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-q/qualifications-delete-${project}.png` });
    await page.keyboard.press('Escape');
    await gotoPage(page, '/guards');
    await page.getByRole('searchbox', { name: 'Search guards by name' }).fill(tag);
    await page.screenshot({ path: `/tmp/shots-q/guards-${project}.png`, fullPage: true });
    await page.getByRole('button', { name: `Edit Kim Soto${tag}` }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-q/guard-dialog-${project}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await gotoPage(page, '/locations');
    await page.screenshot({ path: `/tmp/shots-q/locations-${project}.png`, fullPage: true });
    await page.getByRole('button', { name: `Edit Vault ${tag}` }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-q/location-dialog-${project}.png`, fullPage: true });
  } finally {
    for (const id of ids) await page.request.delete(`/api/qualifications/${id}`, { headers: ORIGIN_HEADERS });
  }
});
