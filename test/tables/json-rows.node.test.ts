import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonToRows, parseJsonText } from '../../src/tables/json-rows';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/exports/${name}`, import.meta.url), 'utf8');

function table(text: string) {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const t = jsonToRows(parsed.objects);
  const column = (name: string) => {
    const i = t.headers.indexOf(name);
    expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
    return t.rows.map((r) => r[i]);
  };
  return { ...parsed, ...t, column };
}

describe('JSON orders', () => {
  it("reads Shopify's REST answer ({orders: […]}) as one row per line item, order fields repeated", () => {
    const t = table(fixture('shopify-orders.json'));
    expect(t.format).toBe('json');
    expect(t.wrapper).toBe('orders');
    // 5 orders with 2, 2, 1, 2 and 1 line items.
    expect(t.column('#object')).toEqual(['1', '1', '2', '2', '3', '4', '4', '5']);
    expect(t.column('name')).toEqual([
      '#1101',
      '#1101',
      '#1102',
      '#1102',
      '#1103',
      '#1104',
      '#1104',
      '#1105',
    ]);
    expect(t.column('line_items.name').slice(0, 2)).toEqual([
      'Organic Cotton Tee - White / M',
      'Merino Beanie - Charcoal',
    ]);
    expect(t.column('line_items.price')).toEqual([
      '29.00',
      '34.90',
      '29.00',
      '19.00',
      '129.00',
      '12.90',
      '14.50',
      '16.00',
    ]);
    expect(t.column('line_items.quantity')).toEqual(['1', '1', '2', '1', '1', '3', '1', '2']);
    expect(t.column('line_items.sku')[0]).toBe('NL-TEE-WHT-M');
    // Arrays of objects give their money summed and their codes joined, never JSON text.
    expect(t.column('line_items.tax_lines.price')).toEqual([
      '4.63',
      '5.57',
      '8.33',
      '2.73',
      '20.60',
      '5.71',
      '2.52',
      '5.11',
    ]);
    expect(t.column('line_items.discount_allocations.amount').slice(2, 4)).toEqual([
      '5.80',
      '1.90',
    ]);
    expect(t.column('discount_codes.code').slice(2, 4)).toEqual(['WELCOME10', 'WELCOME10']);
    expect(t.column('customer.email')[0]).toBe('marie.koch@example.de');
    expect(t.column('total_price')[0]).toBe('68.80');
    expect(t.column('total_shipping_price_set.shop_money.amount')[0]).toBe('4.90');
    expect(t.column('taxes_included')[0]).toBe('true');
    expect(t.column('payment_gateway_names')[0]).toBe('shopify_payments');
    expect(t.notImported).toContain('refunds.transactions');
    expect(t.notImported).toContain('line_items.tax_lines.rate');
    expect(t.rows.flat().some((cell) => /^[[{]/.test(cell))).toBe(false);
  });

  it('reads a WooCommerce REST array the same way', () => {
    const t = table(fixture('woocommerce-orders.json'));
    expect(t.format).toBe('json');
    expect(t.wrapper).toBeUndefined();
    expect(t.column('#object')).toEqual(['1', '1', '2', '3', '4', '4', '5']);
    expect(t.column('id')).toEqual(['5201', '5201', '5202', '5203', '5204', '5204', '5205']);
    expect(t.column('line_items.name')[0]).toBe('Espresso Bohnen 1 kg');
    expect(t.column('line_items.price')[2]).toBe('20.935');
    expect(t.column('line_items.taxes.total')[0]).toBe('1.63');
    expect(t.column('date_created_gmt')[0]).toBe('2025-11-14T08:12:45');
    expect(t.column('billing.email')[0]).toBe('k.lehmann@example.de');
    expect(t.column('shipping_lines.total')[0]).toBe('4.12');
    expect(t.notImported).toContain('meta_data.value');
  });

  it('unwraps {"data": […]} beside other keys, and {"order": {…}}', () => {
    const data = table(
      JSON.stringify({ data: [{ id: 'A' }, { id: 'B' }], meta: { page: 1 }, has_more: false }),
    );
    expect(data.wrapper).toBe('data');
    expect(data.column('id')).toEqual(['A', 'B']);
    const one = table(JSON.stringify({ order: { id: 'C', line_items: [{ sku: 'x' }] } }));
    expect(one.wrapper).toBe('order');
    expect(one.column('line_items.sku')).toEqual(['x']);
  });

  it('reads one order object as one order, not its line items as orders', () => {
    const t = table(JSON.stringify({ id: 'D', line_items: [{ sku: 'x' }, { sku: 'y' }] }));
    expect(t.wrapper).toBeUndefined();
    expect(t.column('id')).toEqual(['D', 'D']);
    expect(t.column('line_items.sku')).toEqual(['x', 'y']);
  });

  it('reads NDJSON, and names the line that is not JSON', () => {
    const t = table('{"id":"1","items":[{"sku":"a"}]}\n\n{"id":"2"}\n');
    expect(t.format).toBe('ndjson');
    expect(t.column('items.sku')).toEqual(['a', '']);
    expect(parseJsonText('{"id":"1"}\n{"id":')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Not valid JSON on line 2: /) as unknown,
    });
    expect(parseJsonText('[1,')).toMatchObject({ ok: false, error: /^Not valid JSON: / });
  });

  it('flattens two levels of objects and no deeper; joins only arrays of strings', () => {
    const t = table(
      JSON.stringify([
        {
          id: '1',
          tags: ['vip', 'eu'],
          scores: [1, 2],
          mixed: ['a', 1],
          a: { b: { c: 'kept', d: { e: 'too deep' } } },
          tax_lines: [{ price: '0.10' }, { price: '0.20', title: 'VAT' }],
          refunds: [{ total: -9.9 }, { total: '-0.1' }],
        },
      ]),
    );
    expect(t.column('tags')).toEqual(['vip, eu']);
    expect(t.column('a.b.c')).toEqual(['kept']);
    expect(t.column('tax_lines.price')).toEqual(['0.30']);
    expect(t.column('refunds.total')).toEqual(['-10.0']);
    expect(t.headers).not.toContain('scores');
    expect(t.notImported).toEqual(['scores', 'mixed', 'a.b.d', 'tax_lines.title']);
  });
});
