import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_FIELDS } from '../../src/import/mapping/fields';
import { MappingStep } from '../../src/import/mapping/mapping-step';
import type { Parsed } from '../../src/import/session/session-owner';

const parsed: Parsed = {
  name: 'orders.csv',
  headers: ['Order', 'Code', 'Total'],
  sample: [['1001', 'ALICE10', '20.00']],
  rowCount: 1,
  format: 'csv',
};

describe('Mapping step', () => {
  it('shows every import field once, each with its source select', () => {
    render(
      <MappingStep
        parsed={parsed}
        state={{ mapping: {} }}
        onChange={vi.fn()}
        onApplyPreset={vi.fn()}
        onBuild={vi.fn()}
        busy={false}
      />,
    );
    const table = screen.getByRole('table');
    for (const field of IMPORT_FIELDS)
      expect(
        within(table).getByRole('combobox', { name: `Source of ${field.label}` }),
      ).toBeInTheDocument();
    expect(within(table).getAllByRole('combobox')).toHaveLength(IMPORT_FIELDS.length);
  });
});
