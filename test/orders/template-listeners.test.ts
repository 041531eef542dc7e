import { describe, expect, it, vi } from 'vitest';
import { emptyOrderForm } from '../../src/orders/order-form-values';
import { deleteTemplate, onLocalTemplates, saveTemplate } from '../../src/orders/order-templates';

describe('order templates (the team bridge listens)', () => {
  it('order templates: tells of a save and a delete, until unsubscribed', () => {
    const heard = vi.fn();
    const stop = onLocalTemplates(heard);
    saveTemplate('Weekly', emptyOrderForm());
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject([{ name: 'Weekly' }]);
    deleteTemplate('Weekly');
    expect(heard).toHaveBeenLastCalledWith([], ['Weekly']);
    stop();
    saveTemplate('Weekly', emptyOrderForm());
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
