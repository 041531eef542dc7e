// A partly refunded order's row in plain words (issue 34, item 5): no field path
// ("metadata.refunded"), and no "Sent …" on a row whose send failed.
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  buildOrdersWithSummary,
  type BuildSettings,
} from '../../src/import/pipeline/rows-to-orders';
import { PreviewTable } from '../../src/import/steps/preview/preview-table';
import { initialMapping } from '../../src/import/steps/mapping/detect-preset';

const parsed = Papa.parse<string[]>(
  readFileSync('test/fixtures/exports/shopify-orders.csv', 'utf8'),
  { skipEmptyLines: 'greedy' },
);
const [headers = [], ...rows] = parsed.data;

/** The Shopify fixture's table; its order #1005 is partly refunded (29.00). */
function rowOf1005(settings: Partial<BuildSettings>, sendState?: string) {
  const { mapping } = initialMapping(headers);
  const { orders } = buildOrdersWithSummary(
    headers,
    rows,
    { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(),
    { sourceTimeZone: 'UTC', presetId: 'shopify-csv', ...settings },
  );
  const at = orders.findIndex((o) => o.orderId === '#1005');
  render(
    <PreviewTable
      count={orders.length}
      orderAt={(i) => orders[i]}
      showRows={() => undefined}
      version={1}
      {...(sendState ? { sendState: (i: number) => (i === at ? sendState : undefined) } : {})}
    />,
  );
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText('#1005'));
  if (!row) throw new Error('no row for #1005');
  return row;
}

describe('a partly refunded order in words', () => {
  it('sent as ordered, says where the refund goes without a field path', () => {
    const row = rowOf1005({ refunds: 'as-ordered' });
    expect(row).toHaveTextContent(/the 29\.00 refund is noted in the order’s metadata/);
    expect(row).not.toHaveTextContent(/metadata\.\w/);
  });

  it('whose send failed, does not read "Sent net of a refund"', () => {
    const row = rowOf1005({}, 'failed');
    expect(row).toHaveTextContent('failed');
    expect(row).toHaveTextContent(/Net of a 29\.00 refund: 47\.80/);
    expect(row).not.toHaveTextContent(/Sent net of/);
  });
});
