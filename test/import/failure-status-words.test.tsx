// A refused group of an import's failures names its status in words (issue 34, item 5):
// "(409 Conflict)", never a bare "(409)".
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackPath } from '../../src/api/contract';
import { DEMO_CONNECTION } from '../../src/connections';
import type { NewJobItem, SendJob } from '../../src/outbox/job-store';
import { recordUpdates, storeJob } from '../outbox/job-fixtures';
import { renderApp } from '../render-app';

const item = (index: number, orderId: string): NewJobItem => ({
  index,
  label: orderId,
  request: {
    method: 'POST',
    path: trackPath('ALICE10'),
    body: { orderId, products: [{ id: 'A', quantity: 1, subTotal: 10, tax: 0, total: 10 }] },
  },
  meta: { operation: 'order', source: 'import', orderId, referralCode: 'ALICE10' },
});

describe('Import results: a refused group', () => {
  it('gives the status with its name, not a bare code', async () => {
    const job: SendJob = {
      id: 'job-409',
      title: 'march.csv',
      createdAt: Date.now(),
      connectionId: DEMO_CONNECTION.id,
      connectionName: DEMO_CONNECTION.name,
      concurrency: 4,
      total: 2,
      finished: false,
      kind: 'import',
    };
    await storeJob(job, [item(0, 'A-1'), item(1, 'A-2')]);
    await recordUpdates(job.id, [
      [0, { state: 'recorded', status: 200 }],
      [
        1,
        { state: 'failed', status: 409, cause: 'refused', note: { detail: 'Already recorded.' } },
      ],
    ]);
    renderApp('/import');
    const panel = await screen.findByRole('region', { name: 'Sending' });
    const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
    await waitFor(() => {
      expect(groups).toHaveTextContent('(409 Conflict)');
    });
    expect(groups).not.toHaveTextContent(/\(409\)/);
  });
});
