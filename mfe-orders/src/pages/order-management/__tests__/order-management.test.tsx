import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardKeys } from '@agrihub/shared';
import { errorAnswer, renderModule, setupApiServer } from '@agrihub/shared/testing';
import OrderManagementPage from '..';
import { orderDetailFixture, orderFixture, ordersPage, queriesTo, viewer, writesTo } from '../../../testing/fixtures';
import type { OrderStatus } from '@agrihub/shared';

const server = setupApiServer();

function renderPage(route = '/order-management') {
  return renderModule('/order-management', <OrderManagementPage />, { route, probe: 'search' });
}

/** The queries of the order list's reads the server received, and the latest one. */
const ordersQueries = () => queriesTo(server, '/api/seller/orders');
const lastOrdersQuery = () => ordersQueries().at(-1);
const answerOrders = (page: ReturnType<typeof ordersPage>) => server.answer('get', '/api/seller/orders', () => ({ data: page }));

describe('order management', () => {
  it("shows 'Loading orders...' until the first answer", () => {
    server.answer('get', '/api/seller/orders', () => new Promise<never>(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
  });

  it("replaces the screen with 'Failed to load orders' and why when the list fails, and Try again loads it", async () => {
    let fail = true;
    server.answer('get', '/api/seller/orders', () => (fail ? errorAnswer(500, 'Internal server error') : { data: ordersPage([orderFixture()]) }));
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load ordersSomething went wrong on our side, please try again');
    expect(screen.queryByLabelText('Search orders')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Orders' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Search orders')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load orders')).not.toBeInTheDocument();
  });

  it("says 'No orders found.' when nothing matches", async () => {
    answerOrders(ordersPage([]));
    renderPage();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('shows the summary cards and order cards with number, customer, date, PKR total and status', async () => {
    answerOrders(
      ordersPage([
        orderFixture(),
        orderFixture({ _id: 'o-2', orderNumber: 'ORD-100002', status: 'delivered', total: 42500.5 }),
        orderFixture({ _id: 'o-3', orderNumber: 'ORD-100003', total: 4650, salesTax: { rate: 17, amount: 790.5 }, grandTotal: 5440.5 }),
      ]),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(card).toHaveTextContent('Kissan Agri Store Multan');
    expect(card).toHaveTextContent('10 Mar 2025');
    expect(card).toHaveTextContent('PKR 185,000');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order ORD-100002' })).toHaveTextContent('PKR 42,500.50');
    expect(card).not.toHaveTextContent('sales tax');
    // With a sales tax rate the card says what the invoice says, and that it includes the tax.
    expect(within(screen.getByRole('article', { name: 'Order ORD-100003' })).getByTestId('order-card-total').parentElement).toHaveTextContent(
      /^PKR 5,440\.50incl\. 17% sales tax$/,
    );
    expect(screen.getByTestId('orders-total')).toHaveTextContent('Total Orders1,250');
    expect(screen.getByTestId('orders-pending')).toHaveTextContent('Pending40');
    expect(screen.getByTestId('orders-processing')).toHaveTextContent('Processing75');
    expect(screen.getByTestId('orders-completed')).toHaveTextContent('Completed1,100');
  });

  it('reads its filters from the URL and sends them to the server', async () => {
    answerOrders(ordersPage([orderFixture()], { pagination: { page: 2, pageSize: 20, total: 45 } }));
    renderPage('/order-management?q=kissan&status=shipped&from=2025-01-01&to=2025-01-31&page=2');
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(lastOrdersQuery()).toEqual({ q: 'kissan', status: 'shipped', from: '2025-01-01', to: '2025-01-31', page: '2', pageSize: '20', sort: 'date_desc' });
    expect(screen.getByLabelText('Search orders')).toHaveValue('kissan');
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-01-31');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Shipped');
  });

  it('a page past the end of the list moves to the last page, asks for it and shows its orders', async () => {
    server.answer('get', '/api/seller/orders', ({ query }) => {
      const page = Number(query.page);
      return { data: ordersPage(page === 3 ? [orderFixture({ orderNumber: 'ORD-100045' })] : [], { pagination: { page, pageSize: 20, total: 45 } }) };
    });
    renderPage('/order-management?status=shipped&page=9');
    await screen.findByRole('article', { name: 'Order ORD-100045' });
    expect(screen.getByTestId('location')).toHaveTextContent('?status=shipped&page=3');
    expect(lastOrdersQuery()).toMatchObject({ status: 'shipped', page: '3' });
  });

  it('defaults to 2024-01-01 until today and writes changed filters into the URL, back to page 1', async () => {
    const user = userEvent.setup();
    answerOrders(ordersPage([orderFixture()], { pagination: { page: 1, pageSize: 20, total: 60 } }));
    renderPage();
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    const today = new Date(Date.now() + 5 * 3600 * 1000).toISOString().slice(0, 10);
    expect(lastOrdersQuery()).toMatchObject({ from: '2024-01-01', to: today, page: '1' });
    expect(lastOrdersQuery()).not.toHaveProperty('q');

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?page=3'));

    await user.type(screen.getByLabelText('Search orders'), 'ORD-10');
    // Debounced: one query for the whole word, and the page starts again at 1.
    await waitFor(() => expect(lastOrdersQuery()).toMatchObject({ q: 'ORD-10', page: '1' }));
    expect(ordersQueries().filter(({ q }) => q === 'ORD-1')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('?q=ORD-10');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(lastOrdersQuery()).toMatchObject({ q: 'ORD-10', status: 'cancelled' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?q=ORD-10&status=cancelled');
  });

  it('marks a shipped order delivered with notes, updates the card and its moves at once and refreshes the dashboard figures', async () => {
    const user = userEvent.setup();
    let status: OrderStatus = 'shipped';
    server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([orderFixture({ status })]) }));
    server.answer('patch', '/api/seller/orders/{id}/status', () => {
      status = 'delivered';
      return { data: { order: orderDetailFixture({ status, notes: 'Received by Haji Sahib' }) } };
    });
    const { queryClient } = renderPage();
    queryClient.setQueryData(dashboardKeys.overview(), { stale: false });
    const card = await screen.findByRole('article', { name: 'Order ORD-100001' });
    await user.click(within(card).getByRole('button', { name: 'Mark Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order ORD-100001 as delivered?' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Received by Haji Sahib');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesTo(server)).toEqual([
      { method: 'patch', path: '/api/seller/orders/o-1/status', query: {}, body: { status: 'delivered', notes: 'Received by Haji Sahib' } },
    ]);
    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(screen.getByText('ORD-100001 is now Delivered.')).toBeInTheDocument();
    const updated = screen.getByRole('article', { name: 'Order ORD-100001' });
    expect(within(updated).getByText('Delivered')).toBeInTheDocument();
    // A delivered order offers no move.
    expect(within(updated).queryAllByRole('button')).toHaveLength(0);
    // The list and its summary are fetched again, and so is the dashboard's overview.
    await waitFor(() => expect(ordersQueries()).toHaveLength(2));
    expect(queryClient.getQueryState(dashboardKeys.overview())?.isInvalidated).toBe(true);
  });

  it("says 'Failed to update order status' with the server's reason and keeps the notes", async () => {
    const user = userEvent.setup();
    // The card is stale: someone else delivered the order meanwhile.
    answerOrders(ordersPage([orderFixture({ status: 'shipped' })]));
    server.answer('patch', '/api/seller/orders/{id}/status', () => errorAnswer(409, 'Order is already delivered'));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order ORD-100001' });
    await user.click(within(card).getByRole('button', { name: 'Mark Delivered' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Retailer called');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(screen.getByText('Order is already delivered')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('Notes (optional)')).toHaveValue('Retailer called');
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
  });

  it('says the summary cards count all orders, whatever the filters', async () => {
    answerOrders(ordersPage([orderFixture()]));
    renderPage('/order-management?status=shipped');
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(screen.getByText('Counts cover all orders, whatever the filters. Choose a card to list its orders.')).toBeInTheDocument();
  });

  it('each card says what it counts, and choosing it lists exactly those orders: Processing is confirmed, processing and shipped', async () => {
    const user = userEvent.setup();
    answerOrders(ordersPage([orderFixture()]));
    renderPage('/order-management?q=kissan&from=2025-01-01');
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(screen.getByTestId('orders-processing')).toHaveTextContent('Processing75Confirmed, processing or shipped');
    expect(screen.getByTestId('orders-pending')).toHaveTextContent('Pending40Waiting to be confirmed');
    expect(screen.getByTestId('orders-completed')).toHaveTextContent('Completed1,100Delivered');
    // A search narrows the list below every card's count: no card is the list's.
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(4);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);

    await user.click(within(screen.getByTestId('orders-processing')).getByRole('button'));
    const today = new Date(Date.now() + 5 * 3600 * 1000).toISOString().slice(0, 10);
    await waitFor(() =>
      expect(lastOrdersQuery()).toEqual({ status: 'in_progress', from: '2024-01-01', to: today, page: '1', pageSize: '20', sort: 'date_desc' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?status=in_progress$/);
    expect(within(screen.getByTestId('orders-processing')).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress (confirmed, processing, shipped)');

    await user.click(within(screen.getByTestId('orders-total')).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^$/));
    expect(lastOrdersQuery()).not.toHaveProperty('status');
    expect(within(screen.getByTestId('orders-total')).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it("opens an order's page from its number on the card", async () => {
    const user = userEvent.setup();
    answerOrders(ordersPage([orderFixture()]));
    server.answer('get', '/api/seller/orders/{ref}', () => ({ data: { order: orderDetailFixture({ status: 'pending' }) } }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order ORD-100001' });
    const link = within(card).getByRole('link', { name: 'ORD-100001' });
    expect(link).toHaveAttribute('href', '/order-management/ORD-100001');
    await user.click(link);
    expect(await screen.findByRole('table', { name: 'Order lines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-100001' })).toBeInTheDocument();
  });
});

describe('bulk moves', () => {
  // PKR 185,000 and PKR 100,000 with 17% sales tax: what the retailers owe comes to PKR 302,000.
  const twoPending = () =>
    ordersPage([
      orderFixture(),
      orderFixture({
        _id: 'o-2',
        orderNumber: 'ORD-100002',
        customer: { name: 'Zarai Markaz Sahiwal', city: 'Sahiwal' },
        total: 100000,
        salesTax: { rate: 17, amount: 17000 },
        grandTotal: 117000,
      }),
    ]);
  const TWO_PENDING_TOTAL = 'PKR 302,000';

  it('confirms two selected orders and lists what became of each; the list refreshes and the selection clears', async () => {
    const user = userEvent.setup();
    answerOrders(twoPending());
    server.answer('post', '/api/seller/orders/bulk-status', () => ({
      data: {
        results: [
          { _id: 'o-1', orderNumber: 'ORD-100001', ok: true, message: null, status: 'confirmed' as const },
          {
            _id: 'o-2',
            orderNumber: 'ORD-100002',
            ok: false,
            message: 'Order ORD-100002 cannot be confirmed: DAP 50kg Bag (SKU DAP-50): 45 ordered, 40 in stock',
            status: 'pending' as const,
          },
        ],
      },
    }));
    renderPage();
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(screen.queryByRole('region', { name: 'Bulk move' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order ORD-100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order ORD-100002' }));
    const bar = screen.getByRole('region', { name: 'Bulk move' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('combobox', { name: 'Move selected to' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Confirm Order', 'Start Processing', 'Mark Delivered', 'Cancel Order']);
    await user.click(screen.getByRole('option', { name: 'Confirm Order' }));
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    // Asked first, as a single move is: how many, and what they come to.
    const ask = await screen.findByRole('dialog', { name: 'Confirm 2 orders?' });
    expect(ask).toHaveTextContent(`${TWO_PENDING_TOTAL} in all.`);
    expect(writesTo(server)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Confirm Order' }));

    const results = await screen.findByRole('dialog', { name: 'Bulk move results' });
    expect(writesTo(server)).toEqual([
      { method: 'post', path: '/api/seller/orders/bulk-status', query: {}, body: { ids: ['o-1', 'o-2'], status: 'confirmed' } },
    ]);
    expect(results).toHaveTextContent('1 of 2 orders moved.');
    const [first, second] = within(results).getAllByTestId('bulk-result');
    expect(first).toHaveTextContent('ORD-100001Moved to confirmed');
    expect(second).toHaveTextContent('ORD-100002Order ORD-100002 cannot be confirmed: DAP 50kg Bag (SKU DAP-50): 45 ordered, 40 in stock');
    await waitFor(() => expect(ordersQueries()).toHaveLength(2));
    await user.click(within(results).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Bulk move' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select order ORD-100001' })).not.toBeChecked();
  });

  it('selects every order on the page at once, and cancelling them asks for the reason first', async () => {
    const user = userEvent.setup();
    answerOrders(twoPending());
    server.answer('post', '/api/seller/orders/bulk-status', () => ({
      data: { results: ['o-1', 'o-2'].map((id, i) => ({ _id: id, orderNumber: `ORD-10000${i + 1}`, ok: true, message: null, status: 'cancelled' as const })) },
    }));
    renderPage();
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk move' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('combobox', { name: 'Move selected to' }));
    await user.click(screen.getByRole('option', { name: 'Cancel Order' }));
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 orders?' });
    expect(dialog).toHaveTextContent(`${TWO_PENDING_TOTAL} in all. Each selected order that can still be cancelled is cancelled with this reason.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Please give a reason for cancelling')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason for cancelling/), 'Season over');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    const results = await screen.findByRole('dialog', { name: 'Bulk move results' });
    expect(writesTo(server)).toEqual([
      { method: 'post', path: '/api/seller/orders/bulk-status', query: {}, body: { ids: ['o-1', 'o-2'], status: 'cancelled', notes: 'Season over' } },
    ]);
    expect(results).toHaveTextContent('2 of 2 orders moved.');
  });

  it('offers no selection to a role that cannot change orders', async () => {
    answerOrders(twoPending());
    renderModule('/order-management', <OrderManagementPage />, { user: viewer });
    await screen.findByRole('article', { name: 'Order ORD-100001' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
