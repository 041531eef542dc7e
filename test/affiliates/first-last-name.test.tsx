// An affiliate sheet with First name and Last name columns (issue 34, item 5): both are
// read, and the affiliate's name is the two together, not one half.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

describe('Affiliates: import with First name and Last name', () => {
  it('guesses both columns and names each affiliate by the two together', async () => {
    const csv = ['First name,Last name,Referral code', 'Ana,Lima,ANA5', 'Bo,Chen,BO7'].join('\n');
    const { user } = renderApp('/affiliates');
    await user.click(await screen.findByRole('button', { name: 'Import from a file' }));
    await user.upload(screen.getByLabelText('Choose file'), new File([csv], 'affiliates.csv'));
    expect(await screen.findByLabelText('Column for Name')).toHaveValue('First name');
    expect(screen.getByLabelText('Column for Last name')).toHaveValue('Last name');
    await user.click(screen.getByRole('button', { name: 'Add 2 affiliates' }));
    expect(await screen.findByRole('listitem', { name: /^Ana Lima/ })).toHaveTextContent('ANA5');
    expect(screen.getByRole('listitem', { name: /^Bo Chen/ })).toHaveTextContent('BO7');
  });
});
