import { describe, expect, it, vi } from 'vitest';
import { onLocalLastSet, rememberLastSet } from '../../src/commissions/last-set-store';

describe('the last-set store (the team bridge listens)', () => {
  it('last set: tells of a record kept here, until unsubscribed', () => {
    const heard = vi.fn();
    const stop = onLocalLastSet(heard);
    const settings = { type: 1, applyIndividual: false, amount: 5 };
    rememberLastSet('demo', 'aff-1', settings, 1000);
    expect(heard).toHaveBeenCalledExactlyOnceWith('demo', 'aff-1', { settings, at: 1000 });
    stop();
    rememberLastSet('demo', 'aff-1', settings, 2000);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
