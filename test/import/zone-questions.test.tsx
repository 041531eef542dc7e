// The zone question on the Import page, by role and label: a zone name the console does not
// know is asked once for the whole column (with its row count), its rows held until then,
// and the answer releases every row with that name.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { renderApp } from '../render-app';
import { inProcessSession } from './in-process-session';

function squareLike() {
  const lines = ['Order Number,Referral Code,SKU,Product,Qty,Unit Price,Date,Time Zone'];
  const zones = [
    'Pacific Time (US & Canada)',
    'Pacific Time (US & Canada)',
    'Pacific Time (US & Canada)',
    'Mountain Time (Mars)',
    'Mountain Time (Mars)',
    'CST',
  ];
  zones.forEach((z, i) => {
    lines.push(`Z-${i + 1},ALICE10,SKU-1,Mug,1,12.50,2025-07-01 10:00:00,"${z}"`);
  });
  return new File([lines.join('\n')], 'square.csv', { type: 'text/csv' });
}

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

describe('the zone question', () => {
  it('asks each unknown name once for its rows, holds them, and an answer releases them all', async () => {
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose file'), squareLike());
    expect(await screen.findByLabelText('Source of Time zone of each row')).toHaveValue(
      'Time Zone',
    );
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    // Square's Rails name is known: only the other two names are asked.
    await within(preview).findByText('3 valid');
    const question = within(preview).getByRole('group', { name: 'Time zones in this file' });
    expect(question).toHaveTextContent('3 rows name a time zone this console does not know');
    const mars = within(question).getByRole('combobox', {
      name: 'Time zone “Mountain Time (Mars)” (2 rows)',
    });
    const cst = within(question).getByRole('combobox', { name: 'Time zone “CST” (1 row)' });
    expect(within(question).getAllByRole('combobox')).toHaveLength(2);
    // An ambiguous abbreviation offers its meanings first.
    expect(within(cst).getByRole('group', { name: 'It could mean' })).toHaveTextContent(
      'China Standard Time (UTC+08:00)',
    );

    await user.selectOptions(mars, 'America/Denver');
    await within(preview).findByText('5 valid');
    await user.selectOptions(
      within(question).getByRole('combobox', { name: 'Time zone “CST” (1 row)' }),
      'Central Standard Time, North America (UTC−06:00)',
    );
    await within(preview).findByText('6 valid');
    expect(question).toHaveTextContent('read in the zone you chose');
    expect(
      within(question).getByRole('combobox', { name: 'Time zone “Mountain Time (Mars)” (2 rows)' }),
    ).toHaveValue('America/Denver');
  });
});
