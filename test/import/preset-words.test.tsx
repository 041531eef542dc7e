// After a preset is detected, the preset picker does not read "Choose…" as if none applied
// (issue 34, item 5): it names the preset in use.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MappingStep } from '../../src/import/steps/mapping/mapping-step';
import type { Parsed } from '../../src/import/session/session-owner';

const parsed: Parsed = {
  name: 'orders.csv',
  headers: ['Name', 'Financial Status', 'Total'],
  sample: [['#1001', 'paid', '20.00']],
  rowCount: 1,
  format: 'csv',
};

function step(presetId?: string) {
  render(
    <MappingStep
      parsed={parsed}
      state={{ mapping: {}, ...(presetId ? { presetId, presetSource: 'detected' } : {}) }}
      onChange={vi.fn()}
      onApplyPreset={vi.fn()}
      onBuild={vi.fn()}
      busy={false}
    />,
  );
  return screen.getByRole('combobox', { name: 'Apply a preset' });
}

describe('the preset picker', () => {
  it('names the detected preset as the one in use, not "Choose…"', () => {
    const picker = step('shopify-csv');
    expect(picker).toHaveDisplayValue(/^Shopify.*\(in use\)$/);
    expect(picker).not.toHaveDisplayValue('Choose…');
  });

  it('reads "Choose…" when no preset applies', () => {
    expect(step()).toHaveDisplayValue('Choose…');
  });
});
