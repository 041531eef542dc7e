// "From a file" without type and apply-individually columns (issue 34, item 5): "Keep each
// affiliate's last set" is not offered first. On a first change (no affiliate of the file
// set from this console) it is not offered at all, since it would make every row a problem;
// when every affiliate has one, it is the choice already made.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { renderApp } from '../render-app';

const KEEP = 'Keep each affiliate’s last set';

async function readSheet(lines: string[]) {
  const { user } = renderApp('/commissions/bulk');
  await user.click(await screen.findByRole('button', { name: 'From a file' }));
  await user.click(screen.getByLabelText('Or paste a table'));
  await user.paste(lines.join('\n'));
  await user.click(screen.getByRole('button', { name: 'Read pasted table' }));
  await screen.findByLabelText('Column for Affiliate ID');
  return user;
}
const typeOptions = () =>
  within(screen.getByLabelText('Commission type'))
    .getAllByRole('option')
    .map((o) => o.textContent);
const applyGroup = () => screen.getByRole('radiogroup', { name: 'Apply individually' });

describe('From a file: keeping the last set', () => {
  it('is not offered on a first change, where it would turn every row into a problem', async () => {
    await readSheet(['ID,Amount', 'aff-1050,4', 'aff-1051,5']);
    expect(typeOptions()).not.toContain(KEEP);
    expect(within(applyGroup()).queryByRole('radio', { name: KEEP })).toBeNull();
    expect(screen.getByLabelText('Commission type')).toHaveValue('');
  });

  it('comes after the types when only some affiliates have one', async () => {
    rememberLastSet(DEMO_CONNECTION.id, 'aff-1052', { type: 1, applyIndividual: true, amount: 3 });
    await readSheet(['ID,Amount', 'aff-1052,4', 'aff-1053,5']);
    const options = typeOptions();
    expect(options.at(-1)).toMatch(/^Keep each affiliate’s last set/);
    expect(options[1]).not.toMatch(/Keep/);
    expect(screen.getByLabelText('Commission type')).toHaveValue('');
  });

  it('is already chosen when every affiliate of the file has one', async () => {
    rememberLastSet(DEMO_CONNECTION.id, 'aff-1054', { type: 1, applyIndividual: true, amount: 3 });
    rememberLastSet(DEMO_CONNECTION.id, 'aff-1055', { type: 0, applyIndividual: false, amount: 2 });
    await readSheet(['ID,Amount', 'aff-1054,4', 'aff-1055,5']);
    expect(screen.getByLabelText('Commission type')).toHaveDisplayValue(KEEP);
    expect(within(applyGroup()).getByRole('radio', { name: KEEP })).toBeChecked();
  });
});
