// A screenshot scene's first steps on the Import page, as a person takes them: a file
// uploaded, every row given one referral code, its orders checked. Waits for the preview.
export async function checkFile(page, base, name, buffer) {
  await page.goto(`${base}/import`);
  await page.getByLabel('Choose file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page
    .getByLabel('Source of Referral code')
    .selectOption({ label: 'One value for all rows' });
  await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
  await page.getByRole('button', { name: 'Check orders' }).click();
  await page.getByRole('region', { name: 'Preview' }).waitFor();
}
