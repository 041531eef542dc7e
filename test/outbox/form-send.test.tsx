// The two send pages handle an answer through one hook (outbox/use-form-send.tsx):
// the same answer does the same thing on the order form and the commissions form.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from '../orders/fill-order';

interface SendPage {
  name: string;
  path: string;
  heading: string;
  draft: string;
  /** The field a 404 is about. */
  idField: string;
  /** Fills the form with `id` as the referral code or affiliate ID. */
  fill: (user: UserEvent, id: string) => Promise<void>;
  submit: (user: UserEvent) => Promise<void>;
  answer: (status: number, body: JsonBodyType) => void;
}

const pages: SendPage[] = [
  {
    name: 'Record order',
    path: '/',
    heading: 'Record order',
    draft: 'ac.draft.order.v1',
    idField: 'Referral code',
    fill: (user, id) => fillMinimalOrder(user, id),
    submit: (user) => user.click(screen.getByRole('button', { name: 'Record order' })),
    answer: (status, body) => {
      server.use(
        http.post(`${DEMO_BASE_URL}/v1/track/:code`, () => HttpResponse.json(body, { status })),
      );
    },
  },
  {
    name: 'Commissions',
    path: '/commissions',
    heading: 'Commissions',
    draft: 'ac.draft.commissions.v1',
    idField: 'Affiliate ID',
    fill: async (user, id) => {
      await user.type(screen.getByLabelText('Affiliate ID'), id);
      await user.selectOptions(screen.getByLabelText('Commission type'), '0');
      await user.click(screen.getByRole('radio', { name: 'No' }));
      await user.type(screen.getByLabelText(/^Amount/), '12');
    },
    submit: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Update commissions' }));
      await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    },
    answer: (status, body) => {
      server.use(
        http.patch(`${DEMO_BASE_URL}/v1/affiliates/commissions`, () =>
          HttpResponse.json(body, { status }),
        ),
      );
    },
  },
];

async function open(page: SendPage) {
  const rendered = renderApp(page.path);
  await screen.findByRole('heading', { name: page.heading, level: 1 });
  return rendered;
}

const send = async (page: SendPage, user: UserEvent, id: string) => {
  await page.fill(user, id);
  await page.submit(user);
};

describe.each(pages)('after a send from $name', (page) => {
  it('a 404 puts its words on the field it is about, which takes focus', async () => {
    page.answer(404, { title: 'Not found.' });
    const { user } = await open(page);
    await send(page, user, 'NOBODY-1');
    const alert = await screen.findByRole('alert');
    // Words first, the status code after them.
    expect(alert.textContent).toMatch(
      /^(Order|Commissions of) \S+ not (recorded|updated) · 404 Not Found/,
    );
    const field = screen.getByLabelText(page.idField);
    expect(field).toHaveAccessibleDescription(/"NOBODY-1".* on "Demo"\./);
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
  });

  it('lists a field error the form has no field for in words, never its path', async () => {
    page.answer(400, { title: 'Invalid.', errors: { 'extras[2].colour': ['Not a colour.'] } });
    const { user } = await open(page);
    await send(page, user, 'ALICE10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A field the form does not have: Not a colour.');
    expect(alert).not.toHaveTextContent(/extras/);
  });

  it('a success clears the draft that the typing saved', async () => {
    const { user } = await open(page);
    await page.fill(user, page.name === 'Commissions' ? 'aff-1001' : 'ALICE10');
    await waitFor(() => {
      expect(localStorage.getItem(page.draft)).not.toBeNull();
    });
    await page.submit(user);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('200');
    await waitFor(() => {
      expect(localStorage.getItem(page.draft)).toBeNull();
    });
  });

  it('says what a send said before a reload, when its panel could not be loaded then', async () => {
    sessionStorage.setItem(
      'ac.outcome-after-reload.v1',
      JSON.stringify({ text: 'It was recorded (200 OK)', historyHref: '/history?entry=4' }),
    );
    await open(page);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Before the reload: It was recorded (200 OK).',
    );
    expect(screen.getByRole('link', { name: 'open its History entry' })).toHaveAttribute(
      'href',
      '/history?entry=4',
    );
  });
});
