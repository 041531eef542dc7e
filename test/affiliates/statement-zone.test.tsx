// The statement and its CSV in the person's time zone, named (issue 34, item 5): an order
// sent just after local midnight lands on its local day, not a UTC instant's.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection, type AffiliateRecord } from '../../src/affiliates';
import { buildStatement } from '../../src/affiliates/statement';
import { statementCsv } from '../../src/affiliates/statement-csv';
import { renderApp } from '../render-app';

const alice: AffiliateRecord = {
  key: 'k1',
  updatedAt: '2026-03-03T10:02:00.000Z',
  name: 'Alice Martin',
  codes: ['ALICE10'],
  affiliateIds: [],
};
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the statement’s time zone', () => {
  it('the CSV gives the period in local days, names the zone, and has no UTC instants', () => {
    const span = {
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 3, 1).getTime(),
    };
    const csv = statementCsv(alice, span, buildStatement([], [], span));
    expect(csv).toContain(
      `From,2026-03-01 00:00,To (exclusive),2026-04-01 00:00,Time zone,${zone}`,
    );
    expect(csv).toContain(`Sent at (${zone})`);
    expect(csv).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it('the panel says which zone its days and times are in', async () => {
    await affiliateCollection.applyRemote([{ record: alice, conflicts: [] }]);
    const { user } = renderApp('/affiliates');
    const card = await screen.findByRole('listitem', { name: /^Alice Martin/ });
    await user.click(within(card).getByRole('button', { name: 'Statement' }));
    const panel = screen.getByRole('region', { name: 'Statement: Alice Martin' });
    expect(panel).toHaveTextContent(`Days and times are in ${zone} time.`);
  });
});
