import { describe, expect, it } from 'vitest';
import { normaliseErrorKey, parseProblem } from '../../src/api/problem';

describe('normaliseErrorKey', () => {
  it.each([
    ['products[0].quantity', 'products.0.quantity'],
    ['Products[0].Quantity', 'products.0.quantity'],
    ['$.products[0].quantity', 'products.0.quantity'],
    ['$.Customer.Email', 'customer.email'],
    ['/products/1/total', 'products.1.total'],
    ['commissions.amount', 'commissions.amount'],
    ['$', ''],
  ])('%s -> %s', (key, path) => {
    expect(normaliseErrorKey(key)).toBe(path);
  });
});

describe('parseProblem', () => {
  it('reads an RFC 9457 problem with title and detail', () => {
    expect(
      parseProblem({
        type: 'about:blank',
        title: 'Unknown referral code.',
        status: 404,
        detail: 'No affiliate has the code X.',
      }),
    ).toEqual({
      message: 'Unknown referral code. — No affiliate has the code X.',
      fieldErrors: {},
    });
  });

  it('reads an ASP.NET errors map with mixed key styles', () => {
    const parsed = parseProblem({
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        'Products[0].Quantity': ['Must be positive.'],
        '$.customer.email': ['Bad email.', 'Too long.'],
        orderId: 'Required.',
      },
    });
    expect(parsed?.fieldErrors).toEqual({
      'products.0.quantity': ['Must be positive.'],
      'customer.email': ['Bad email.', 'Too long.'],
      orderId: ['Required.'],
    });
    expect(parsed?.message).toBe('One or more validation errors occurred.');
  });

  it('reads a list of errors with field and message', () => {
    expect(
      parseProblem({ errors: [{ field: 'commissions.amount', message: 'Too big.' }] })?.fieldErrors,
    ).toEqual({
      'commissions.amount': ['Too big.'],
    });
  });

  it('merges keys that normalise to the same path', () => {
    expect(
      parseProblem({ errors: { 'products[0].quantity': ['A'], 'Products[0].Quantity': ['B'] } })
        ?.fieldErrors,
    ).toEqual({
      'products.0.quantity': ['A', 'B'],
    });
  });

  it('gives nothing for bodies without a usable message', () => {
    expect(parseProblem('text')).toBeUndefined();
    expect(parseProblem([1, 2])).toBeUndefined();
    expect(parseProblem({ status: 500 })).toBeUndefined();
  });
});
