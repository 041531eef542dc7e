// After "Check orders" the Import page shows first what the person decides now
// (problems, the money check's verdict, Send) and keeps the rest one line each,
// its controls on demand, with nothing lost (issue 34, a calmer Import).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { renderApp } from '../render-app';
import { inProcessSession } from './in-process-session';

function file(rows: string[], name = 'orders.csv') {
  const header = 'Order Number,Referral Code,Product,Qty,Unit Price,Created At';
  return new File([[header, ...rows].join('\n')], name, { type: 'text/csv' });
}
const FIVE = [1, 2, 3, 4, 5].map((i) => `C-${i},ALICE10,Mug,1,12.50,2025-10-07 09:50:26 +0200`);

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

async function checked(f: File) {
  const rendered = renderApp('/import');
  await rendered.user.upload(await screen.findByLabelText('Choose file'), f);
  await screen.findByLabelText('Source of Order ID');
  return rendered;
}

const summaryOf = (text: RegExp) =>
  screen.getAllByText(text).find((el) => el.tagName === 'SUMMARY') as HTMLElement;

describe('a calmer Import', () => {
  it('shows the decisions first and the file, its reading, the money tables and sending speed as one line each', async () => {
    const { user } = await checked(file(FIVE));
    // A person's choice before checking, to find again after.
    await user.selectOptions(screen.getByLabelText('Source of Product name'), 'Not mapped');
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await within(preview).findByText('5 valid');
    // Focus goes to the counts, once the preview has been painted.
    await waitFor(() => {
      expect(within(preview).getByText('5 orders').parentElement).toHaveFocus();
    });

    // What is decided now is in view.
    expect(screen.getByRole('button', { name: 'Send 5 orders' })).toBeVisible();
    const check = screen.getByRole('region', { name: 'Money check' });
    const verdict = within(check).getAllByRole('listitem')[0];
    expect(verdict).toHaveTextContent(
      'No currency given: Every cent of the file is accounted for.',
    );
    expect(verdict).toBeVisible();

    // The rest is one line each, its controls closed.
    const fileLine = summaryOf(/^orders\.csv, 5 rows · no preset · \d+ fields read/);
    expect(fileLine).toBeVisible();
    expect(screen.getByLabelText('Source of Order ID')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Check orders' })).not.toBeVisible();
    expect(summaryOf(/^How the file was read: Created At: YYYY-MM-DD/)).toBeVisible();
    expect(screen.getByLabelText('Source time zone')).not.toBeVisible();
    expect(summaryOf(/^Sending speed: 4 at a time, no limit per second/)).toBeVisible();
    expect(screen.getByLabelText('Concurrency')).not.toBeVisible();
    expect(within(check).getByRole('table', { name: 'no currency given' })).not.toBeVisible();

    // Opened on demand, with nothing lost: the zones are listed once the reading is open.
    const zone = screen.getByLabelText<HTMLSelectElement>('Source time zone');
    const chosen = zone.value;
    await user.click(summaryOf(/^How the file was read/));
    expect(zone).toBeVisible();
    expect(zone).toHaveValue(chosen);
    expect(within(zone).getByRole('option', { name: 'Europe/Berlin' })).toBeInTheDocument();
    await user.selectOptions(zone, 'Europe/Berlin');
    await waitFor(() => {
      expect(screen.getByLabelText('Source time zone')).toHaveValue('Europe/Berlin');
    });
    await user.click(fileLine);
    expect(screen.getByLabelText('Source of Product name')).toBeVisible();
    expect(screen.getByLabelText('Source of Product name')).toHaveDisplayValue('Not mapped');
    // A new check closes it again: the decisions come first.
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Source of Order ID')).not.toBeVisible();
    });
  });

  it('opens a closed part when a fix moves focus into it, and when a setting in it needs a person', async () => {
    const rows = ['D-1,,Mug,1,12.50,03/04/2025', 'D-2,ALICE10,Mug,1,12.50,05/06/2025'];
    const { user } = await checked(file(rows));
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await within(preview).findByText(/^\d+ with problems$/);
    // The date fits two formats: the reading opens by itself to ask.
    expect(screen.getByLabelText('Date format of Created At')).toBeVisible();
    // "Set the referral code source" reaches into the closed file step.
    expect(screen.getByLabelText('Source of Referral code')).not.toBeVisible();
    await user.click(within(preview).getByRole('button', { name: 'Set the referral code source' }));
    expect(screen.getByLabelText('Source of Referral code')).toBeVisible();
    expect(screen.getByLabelText('Source of Referral code')).toHaveFocus();
  });

  it('opens the sending speed when what is typed there stops the send', async () => {
    const { user } = await checked(file(FIVE));
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    await within(await screen.findByRole('region', { name: 'Preview' })).findByText('5 valid');
    await user.click(summaryOf(/^Sending speed/));
    await user.clear(screen.getByLabelText('Concurrency'));
    await user.type(screen.getByLabelText('Concurrency'), '40');
    expect(screen.getByRole('button', { name: 'Send 5 orders' })).toBeDisabled();
    // Closed by the person, its line still says why nothing can be sent.
    await user.click(summaryOf(/^Sending speed: 40 at a time/));
    expect(screen.getByLabelText('Concurrency')).not.toBeVisible();
    expect(
      summaryOf(/^Sending speed: 40 at a time.*Concurrency is a whole number from 1 to 16\.$/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send 5 orders' })).toBeDisabled();
  });
});
