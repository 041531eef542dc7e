// The form's check before the order rules have loaded (they load after the first
// paint): it must check the values of the submit, not those typed while it waited.
import type { ResolverOptions } from 'react-hook-form';
import { expect, it } from 'vitest';
import type { OrderFormValues } from '../../src/orders/order-form-values';
import { orderResolver } from '../../src/orders/order-resolver';
import { minimalForm } from './order-fixtures';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<OrderFormValues>;

it('checks what was submitted even when the rules arrive after more typing', async () => {
  const values = minimalForm();
  values.customer.email = 'not-an-email';
  const checking = orderResolver(values, undefined, options);
  // react-hook-form's values object changes in place as the person goes on typing.
  values.customer.email = '';
  const result = await checking;
  expect(result.errors).toHaveProperty('customer.email');
  // Loaded now: the next check is synchronous and sees the new values.
  const next = orderResolver(values, undefined, options);
  expect(next).not.toBeInstanceOf(Promise);
  expect(await next).toMatchObject({ errors: {} });
});
