// The Import page's first steps, as a person takes them: upload a file, give every row one
// referral code, and check its orders. Returns the preview region.
import { screen } from '@testing-library/react';
import { renderApp } from '../render-app';

export async function checkFile(file: File, code = 'ALICE10') {
  const rendered = renderApp('/import');
  const { user } = rendered;
  await user.upload(await screen.findByLabelText('Choose file'), file);
  await user.selectOptions(
    await screen.findByLabelText('Source of Referral code'),
    'One value for all rows',
  );
  await user.type(screen.getByLabelText('Value for all rows: Referral code'), code);
  await user.click(screen.getByRole('button', { name: 'Check orders' }));
  return { ...rendered, preview: await screen.findByRole('region', { name: 'Preview' }) };
}
