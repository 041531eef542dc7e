// The order form's first paint (issue 11, "initial load"): the sections below the fold and
// the country names follow the first fields; nothing a restored draft holds is lost meanwhile.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { emptyOrderForm } from '../../src/orders/order-form-values';
import { ORDER_DRAFT } from '../../src/orders/order-from-wire';
import { saveDraft } from '../../src/ui/draft-storage';
import { renderApp } from '../render-app';

it('keeps a restored draft’s country while the country names are still being built', async () => {
  const draft = emptyOrderForm();
  saveDraft(ORDER_DRAFT, {
    ...draft,
    orderId: 'DRAFT-DE',
    customer: { ...draft.customer, name: 'Ann Lee', country: 'DE' },
  });
  renderApp();
  const customer = within(await screen.findByRole('group', { name: 'Customer' }));
  expect(customer.getByLabelText('Name')).toHaveValue('Ann Lee');
  // The names arrive when the page is idle; the chosen country stays chosen throughout.
  expect(customer.getByLabelText('Country')).toHaveValue('DE');
  const germany = await customer.findByRole('option', { name: /\(DE\)$/ });
  expect(germany).toHaveProperty('selected', true);
  expect(customer.getByLabelText('Country')).toHaveValue('DE');
  expect(customer.getAllByRole('option').length).toBeGreaterThan(200);
});
