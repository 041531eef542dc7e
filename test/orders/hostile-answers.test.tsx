// The order form meets hostile answers and inputs: field errors for fields it
// lacks or spells otherwise, keys like __proto__, 10,000-level and 10 MB bodies,
// HTML error pages, and metadata or notes too deep or too long to show whole.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

const answer = (status: number, body: string, contentType: string) => {
  server.use(
    http.post(
      `${DEMO_BASE_URL}/v1/track/:code`,
      () => new HttpResponse(body, { status, headers: { 'content-type': contentType } }),
    ),
  );
};

async function sendMinimalOrder() {
  const rendered = renderApp();
  await fillMinimalOrder(rendered.user);
  await rendered.user.click(screen.getByRole('button', { name: 'Record order' }));
  return rendered;
}

describe('Record order: hostile answers', () => {
  it('lists a field error for a field the form lacks by its label, never its path, and finds fields whatever their case', async () => {
    answer(
      400,
      JSON.stringify({
        title: 'Invalid.',
        errors: {
          'Products[3].Quantity': ['No such line.'],
          'PRODUCTS[0].SUBTOTAL': ['Too low.'],
          'customer.EMAIL': ['Required.'],
        },
      }),
      'application/problem+json',
    );
    await sendMinimalOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('400');
    expect(alert).toHaveTextContent('or listed here when no field matches');
    expect(alert).toHaveTextContent('Product 4 · Quantity: No such line.');
    expect(alert).not.toHaveTextContent(/products\.3|Products\[3\]/i);
    const product = within(screen.getByRole('group', { name: 'Product 1' }));
    expect(product.getByText('Too low.')).toBeInTheDocument();
    expect(product.getByLabelText('Subtotal')).toHaveAttribute('aria-invalid', 'true');
    const customer = within(screen.getByRole('group', { name: 'Customer' }));
    expect(customer.getByText('Required.')).toBeInTheDocument();
  });

  it('reads errors keyed __proto__, constructor and toString as field errors', async () => {
    answer(
      400,
      '{"title":"Invalid.","errors":{"__proto__":["p"],"constructor":["c"],"toString":["t"]}}',
      'application/problem+json',
    );
    await sendMinimalOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order ORD-100 not recorded · 400 Bad Request');
    expect(alert).toHaveTextContent('Invalid.');
    // Said as fields the form does not have: no key of the body is shown as a path.
    expect(alert).toHaveTextContent('A field the form does not have: p');
    expect(alert).toHaveTextContent('A field the form does not have: c');
    expect(alert).toHaveTextContent('A field the form does not have: t');
    expect(alert).not.toHaveTextContent(/__proto__|constructor|toString/);
  });

  it('shows a 10,000-level answer to a depth, with a note', async () => {
    answer(200, `{"deep":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`, 'application/json');
    await sendMinimalOrder();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order ORD-100 recorded for ALICE10 · 200 OK',
    );
    expect(screen.getByLabelText('Response body')).toHaveTextContent(
      '[ … deeper levels not shown ]',
    );
  });

  it('shows the first 64 KB of a 10 MB answer, with Show all and Download', async () => {
    answer(200, 'x'.repeat(10 * 1024 * 1024), 'text/plain');
    const { user } = await sendMinimalOrder();
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    const body = screen.getByLabelText('Response body');
    expect(body.textContent).toHaveLength(64 * 1024);
    expect(screen.getByText('Showing the first 64 KB.')).toBeInTheDocument();
    expect(
      screen.getByText(/sent more than 1 MB; the console read only the first 1 MB/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByLabelText('Response body').textContent).toHaveLength(1024 * 1024);
  });

  it('describes an HTML error page by its title and visible text, never its style or script', async () => {
    answer(
      500,
      '<html><head><title>Service down</title><style>h1{color:red}</style><script>var t = 1</script></head><body><h1>We are fixing it</h1></body></html>',
      'text/html',
    );
    await sendMinimalOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service down — We are fixing it');
    expect(alert).not.toHaveTextContent('color');
    expect(alert).not.toHaveTextContent('var t');
  });
});

describe('Record order: hostile input', () => {
  it('refuses metadata nested 10,000 levels deep with a message, and keeps the form', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('radio', { name: 'JSON' }));
    const metadata = screen.getByLabelText('Metadata JSON');
    await user.click(metadata);
    await user.paste(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByText(/Metadata can nest at most 64 levels deep/)).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-100');
    expect(mockService.recordedOrderIds('aff-1001')).toEqual([]);
  });

  it('refuses a referral code of ".." next to its field and sends nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const { user } = renderApp();
    await fillMinimalOrder(user, '..');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const code = screen.getByLabelText('Referral code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/cannot be only dots and spaces/);
    expect(requests).toEqual([]);
  });

  it('keeps 5 MB of notes whole but shows only their start in the preview', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user);
    const notes = 'n'.repeat(5 * 1024 * 1024);
    await user.click(screen.getByLabelText('Notes'));
    await user.paste(notes);
    await user.click(screen.getByText('Request preview'));
    const preview = await screen.findByLabelText('Request body');
    expect(preview.textContent.length).toBeLessThanOrEqual(64 * 1024);
    expect(preview).toHaveTextContent('"notes": "nnnn');
    expect(screen.getAllByText('Showing the first 64 KB.')).toHaveLength(2); // body and cURL
    expect(screen.getByLabelText('Notes')).toHaveValue(notes);
  });
});
