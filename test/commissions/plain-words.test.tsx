// The Commissions form in plain words (issue 34, item 5): no wire field names.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

describe('Commissions in plain words', () => {
  it('explains Apply individually without naming the wire field', async () => {
    renderApp('/commissions');
    const group = await screen.findByRole('radiogroup', { name: 'Apply individually' });
    expect(group).toHaveAccessibleDescription(/service defines exactly what/);
    expect(document.body).not.toHaveTextContent(/applyIndividual/);
  });
});
