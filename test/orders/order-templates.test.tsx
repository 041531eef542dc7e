import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEMPLATES_KEY } from '../../src/orders/order-templates';
import { sharedTemplates } from '../../src/orders/shared-templates';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

async function saveAs(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Save as template' }));
  const dialog = screen.getByRole('dialog', { name: 'Save as template' });
  await user.type(within(dialog).getByLabelText('Name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
}

const openTemplates = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'New from template' }));
  return within(screen.getByRole('dialog', { name: 'New from template' }));
};

describe('Order templates', () => {
  it('saves the form without its order ID and fills a new form from it', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-T1');
    await user.type(
      within(screen.getByRole('group', { name: 'Customer' })).getByLabelText('Email'),
      'ann@example.com',
    );
    await saveAs(user, 'Ann’s mugs');
    expect(
      screen.getByText('Template “Ann’s mugs” saved (without the order ID).'),
    ).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(TEMPLATES_KEY) ?? '{}') as {
      version: number;
      templates: { name: string; values: { orderId: string; referralCode: string } }[];
    };
    expect(stored.version).toBe(1);
    expect(stored.templates[0]).toMatchObject({
      name: 'Ann’s mugs',
      values: { orderId: '', referralCode: 'ALICE10' },
    });

    // The form still holds the order: picking a template asks first.
    let list = await openTemplates(user);
    await user.click(list.getByRole('button', { name: 'Use Ann’s mugs' }));
    const ask = screen.getByRole('dialog', { name: 'Replace what the form holds?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-T1');

    list = await openTemplates(user);
    await user.click(list.getByRole('button', { name: 'Use Ann’s mugs' }));
    await user.click(screen.getByRole('button', { name: 'Replace values' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
    expect(screen.getByLabelText('Referral code')).toHaveValue('ALICE10');
    const row = within(screen.getByRole('group', { name: 'Product 1' }));
    expect(row.getByLabelText('ID')).toHaveValue('SKU-1');
    expect(row.getByLabelText('Subtotal')).toHaveValue('20');
    expect(
      within(screen.getByRole('group', { name: 'Customer' })).getByLabelText('Email'),
    ).toHaveValue('ann@example.com');
  });

  it('tells the team of a template deleted here, and drops one a colleague deleted', async () => {
    const team = sharedTemplates();
    const told = vi.fn();
    onTestFinished(team.subscribe(told));
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-T2');
    await saveAs(user, 'Weekly box');
    await saveAs(user, 'Gift set');
    expect(told).toHaveBeenCalledTimes(2);

    let list = await openTemplates(user);
    await user.click(list.getByRole('button', { name: 'Delete Weekly box' }));
    expect(list.queryByRole('button', { name: 'Use Weekly box' })).toBeNull();
    expect(told).toHaveBeenLastCalledWith([], ['Weekly%20box']);
    await user.click(list.getByRole('button', { name: 'Close' }));

    // A colleague deleted the other: this list loses it, and nothing goes back to the team.
    told.mockClear();
    await team.applyRemote([], ['Gift%20set']);
    list = await openTemplates(user);
    expect(list.queryByRole('button', { name: 'Use Gift set' })).toBeNull();
    expect(list.getByText(/No templates yet/)).toBeVisible();
    expect(told).not.toHaveBeenCalled();
  });

  it('exports the templates as a JSON file and imports one, listing what it refused', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-T2');
    await saveAs(user, 'Mugs');

    let exported: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:templates';
    });
    // jsdom has no object URLs: a stand-in for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    let list = await openTemplates(user);
    await user.click(list.getByRole('button', { name: 'Export templates' }));
    expect(click).toHaveBeenCalledOnce();
    const file = JSON.parse((await exported?.text()) ?? '') as { templates: { name: string }[] };
    expect(file.templates.map((t) => t.name)).toEqual(['Mugs']);

    localStorage.removeItem(TEMPLATES_KEY);
    await user.click(list.getByRole('button', { name: 'Close' }));
    list = await openTemplates(user);
    expect(list.getByText(/No templates yet/)).toBeInTheDocument();

    const withBad = {
      ...file,
      templates: [
        ...file.templates,
        { name: '', values: {} },
        { name: 'Odd', values: { products: 'many' } },
        { name: 'Spy', values: { serviceKey: 'x' } },
      ],
    };
    await user.upload(
      list.getByLabelText('Import templates'),
      new File([JSON.stringify(withBad)], 'order-templates.json', { type: 'application/json' }),
    );
    const status = await list.findByRole('status');
    expect(status).toHaveTextContent('1 template imported.');
    expect(status).toHaveTextContent('Template 2: it has no name.');
    expect(status).toHaveTextContent('“Odd”: “products” is not a list.');
    expect(status).toHaveTextContent('“Spy”: unknown field “serviceKey”.');
    expect(list.getByRole('button', { name: 'Use Mugs' })).toBeInTheDocument();
  });
});
