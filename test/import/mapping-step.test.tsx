import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_FIELDS } from '../../src/import/pipeline/fields';
import { MappingStep } from '../../src/import/steps/mapping/mapping-step';
import { sharedPresets } from '../../src/import/steps/mapping/shared-presets';
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

  it('deletes a saved preset, with its lookup table, and tells the team; a colleague’s deletion removes it here', async () => {
    const user = userEvent.setup();
    const team = sharedPresets();
    const told = vi.fn();
    const unsubscribe = team.subscribe(told);
    const step = () => (
      <MappingStep
        parsed={parsed}
        state={{ mapping: { orderId: { kind: 'column', column: 'Order' } } }}
        onChange={vi.fn()}
        onApplyPreset={vi.fn()}
        onBuild={vi.fn()}
        busy={false}
      />
    );
    const { rerender } = render(step());
    for (const name of ['My shop', 'Other shop']) {
      await user.clear(screen.getByLabelText('Preset name'));
      await user.type(screen.getByLabelText('Preset name'), name);
      await user.click(screen.getByRole('button', { name: 'Save mapping as preset' }));
    }
    const saved = () =>
      within(screen.getByLabelText('Apply a preset'))
        .queryAllByRole('option')
        .map((o) => o.textContent)
        .filter((t) => t === 'My shop' || t === 'Other shop');
    expect(saved()).toEqual(['My shop', 'Other shop']);

    await user.selectOptions(screen.getByLabelText('Saved preset to delete'), 'My shop');
    await user.click(screen.getByRole('button', { name: 'Delete preset' }));
    expect(screen.getByText('Deleted “My shop”, with its referral lookup table.')).toBeVisible();
    expect(saved()).toEqual(['Other shop']);
    expect(told).toHaveBeenLastCalledWith([], ['My%20shop']);

    // A colleague deleted the other one: gone here, and not told back to the team.
    told.mockClear();
    await team.applyRemote([], ['Other%20shop']);
    rerender(step());
    expect(screen.queryByLabelText('Saved preset to delete')).toBeNull();
    expect(told).not.toHaveBeenCalled();
    unsubscribe();
  });
});
