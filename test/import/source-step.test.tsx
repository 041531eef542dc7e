import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SourceStep } from '../../src/import/steps/source/source-step';
import type { Parsed } from '../../src/import/session/session-owner';

const base: Parsed = {
  name: 'orders.csv',
  headers: ['Name'],
  sample: [],
  rowCount: 3,
  format: 'csv',
};

function renderStep(parsed?: Parsed) {
  const onEncoding = vi.fn();
  const onSheet = vi.fn();
  render(
    <SourceStep
      busy={false}
      onFile={vi.fn()}
      onText={vi.fn()}
      parsed={parsed}
      onEncoding={onEncoding}
      onSheet={onSheet}
    />,
  );
  return { user: userEvent.setup(), onEncoding, onSheet };
}

describe('Source step', () => {
  it('takes spreadsheets as well as CSV and JSON', () => {
    renderStep();
    expect(
      screen.getByText('Drop a CSV, XLSX, XLS, ODS, JSON or NDJSON file here, or'),
    ).toBeInTheDocument();
    const accept = screen.getByLabelText('Choose file').getAttribute('accept') ?? '';
    for (const ext of ['.csv', '.json', '.ndjson', '.xlsx', '.xls', '.ods'])
      expect(accept.split(',')).toContain(ext);
    expect(screen.queryByLabelText('Encoding')).not.toBeInTheDocument();
  });

  it('says which encoding the file was read in and reads it again in another', async () => {
    const { user, onEncoding } = renderStep({
      ...base,
      encoding: {
        name: 'windows-1252',
        detected: true,
        note: 'Read as Windows-1252 (the file is not valid UTF-8).',
      },
    });
    const select = screen.getByLabelText('Encoding');
    expect(select).toHaveValue('windows-1252');
    expect(select).toHaveAccessibleDescription(
      /^Read as Windows-1252 \(the file is not valid UTF-8\)\./,
    );
    await user.selectOptions(select, 'UTF-16 LE');
    expect(onEncoding).toHaveBeenCalledWith('utf-16le');
  });

  it('offers the sheets of a workbook, the one read selected', async () => {
    const { user, onSheet } = renderStep({
      ...base,
      format: 'xlsx',
      sheets: ['Orders', 'Payouts'],
      sheet: 'Orders',
    });
    expect(screen.queryByLabelText('Encoding')).not.toBeInTheDocument();
    const select = screen.getByLabelText('Sheet');
    expect(select).toHaveValue('Orders');
    await user.selectOptions(select, 'Payouts');
    expect(onSheet).toHaveBeenCalledWith('Payouts');
  });

  it('lists the JSON data left out', async () => {
    const { user } = renderStep({
      ...base,
      format: 'json',
      wrapper: 'orders',
      notImported: ['refunds.transactions', 'line_items.properties', 'refunds.id', 'tags'],
    });
    expect(screen.getByText('Orders read from the list under “orders”.')).toBeInTheDocument();
    await user.click(screen.getByText('4 nested fields not imported'));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'not imported: refunds: transactions, id (nested data)',
      'not imported: line_items.properties (nested data)',
      'not imported: tags (nested data)',
    ]);
  });
});
