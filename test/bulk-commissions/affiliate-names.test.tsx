// Many affiliates names them as the directory knows them (issue 34, item 5): the review table
// and the results say "aff-1001 (Alice Martin)", not the ID alone.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { installFakeLocks } from '../fake-locks';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

let removeLocks: () => void = () => undefined;
beforeEach(() => {
  removeLocks = installFakeLocks();
});
afterEach(() => {
  removeLocks();
});

const rowOf = (id: string) =>
  within(screen.getByRole('table', { name: 'Affiliates to change' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(id, { selector: '.mono' }));

describe('Many affiliates: names from the directory', () => {
  it('names each affiliate the directory knows in the review and in the results', async () => {
    await affiliateCollection.applyRemote([
      {
        record: {
          key: 'k-alice',
          updatedAt: '2026-03-03T10:00:00.000Z',
          name: 'Alice Martin',
          codes: ['ALICE10'],
          affiliateIds: ['aff-1001'],
        },
        conflicts: [],
      },
    ]);
    server.use(
      http.patch(`${DEMO_BASE_URL}/v1/affiliates/commissions`, () =>
        HttpResponse.json({ title: 'Unknown affiliate.' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/commissions/bulk');
    await screen.findByRole('button', { name: 'Same settings for a list' });
    await user.type(screen.getByLabelText('Affiliate IDs'), 'aff-1001\naff-1002');
    await user.selectOptions(screen.getByLabelText('Commission type'), '0');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.type(screen.getByLabelText(/^Amount/), '15');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    await waitFor(() => {
      expect(rowOf('aff-1001')).toHaveTextContent('aff-1001 (Alice Martin)');
    });
    // Unknown to the directory: the ID alone.
    expect(rowOf('aff-1002')).not.toHaveTextContent('(');

    await user.clear(screen.getByLabelText('Requests per second'));
    await user.type(screen.getByLabelText('Requests per second'), '100');
    await user.click(screen.getByRole('button', { name: 'Send 2 changes…' }));
    await user.click(screen.getByRole('button', { name: 'Send changes' }));
    const list = await screen.findByRole('list', { name: 'Changes that failed or are unknown' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    });
    const [first, second] = within(list).getAllByRole('listitem');
    await waitFor(() => {
      expect(first).toHaveTextContent('aff-1001 (Alice Martin): Failed: Unknown affiliate.');
    });
    expect(second).toHaveTextContent(/^aff-1002: Failed/);
  });
});
